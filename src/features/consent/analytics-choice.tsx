import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../../ui/button';
import * as styles from './analytics-choice.css';
import { consentWantedEvent } from './consent-slot';

/**
 * On the privacy page: the analytics answer can be changed at any time (docs/decisions/034). The button asks
 * the question again; it is the same in the prerendered page and disabled until the app runs it.
 */
export function AnalyticsChoice() {
  const { t } = useTranslation('shop', { useSuspense: true });
  const headingId = useId();
  const hydrated = useHydrated();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('consent.label')}
      </h2>
      <p className={styles.text}>{t('consent.change')}</p>
      <div data-reopens-consent="" className={styles.action}>
        <Button
          variant="secondary"
          className={styles.button}
          isDisabled={!hydrated}
          onPress={() => {
            // The question's slot loads it if the shopper has not reached the footer yet.
            window.dispatchEvent(new Event(consentWantedEvent));
            void import('./consent-runtime').then((consent) => consent.reopenAnalyticsConsent());
          }}
        >
          {t('consent.changeButton')}
        </Button>
      </div>
    </section>
  );
}
