import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import * as styles from './status-pages.css';

/**
 * The error boundary's page. A plain button, not the kit's: the boundary must work even when a lazily
 * loaded chunk is what failed, so it pulls in nothing beyond the entry.
 */
export function ErrorPage({ reset }: { reset?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section className={styles.status} role="alert">
      <h1>{t('shell.errorTitle')}</h1>
      <p>{t('shell.errorText')}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => {
          reset?.();
          void router.invalidate();
        }}
      >
        {t('shell.retry')}
      </button>
    </section>
  );
}
