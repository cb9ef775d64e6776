import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
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
