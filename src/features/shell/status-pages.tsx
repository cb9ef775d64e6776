// The not-found page and the error boundary's page.
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import * as styles from './status-pages.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.status}>
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <Link to="/">{t('shell.backToHome')}</Link>
    </section>
  );
}

export function ErrorPage({ reset }: { reset?: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section className={styles.status} role="alert">
      <h1>{t('shell.errorTitle')}</h1>
      <p>{t('shell.errorText')}</p>
      <Button
        onPress={() => {
          reset?.();
          void router.invalidate();
        }}
      >
        {t('shell.retry')}
      </Button>
    </section>
  );
}
