import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chooseAnalytics } from '../../lib/analytics-consent';
import { loadFlowRecorder } from '../../lib/flow-recorder-start';
import { Button } from '../../ui/button';
import * as styles from './consent-prompt.css';

/**
 * The analytics question: a region at the end of the page, after the footer, while it is open; allow and decline
 * weigh the same. Not modal and never in the way: the page stays usable, and it takes its own room at the end.
 */
export function ConsentPrompt() {
  const { t } = useTranslation('shop', { useSuspense: true });
  const textId = useId();
  const region = useRef<HTMLElement>(null);
  // Asked again from the privacy page: the focus goes to the question, where the keyboard can answer it.
  useEffect(() => {
    if (document.activeElement?.closest('[data-reopens-consent]')) region.current?.focus();
  }, []);
  return (
    <section
      ref={region}
      className={styles.prompt}
      aria-label={t('consent.question')}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="analytics-consent"
    >
      <div className={styles.inner}>
        <p id={textId} className={styles.text}>
          {t('consent.text')}
        </p>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onPress={() => chooseAnalytics('denied')}>
            {t('consent.deny')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              chooseAnalytics('granted');
              // The recorder starts with the answer, not only with the shopper session (decision 059).
              void loadFlowRecorder();
            }}
          >
            {t('consent.allow')}
          </Button>
        </div>
      </div>
    </section>
  );
}
