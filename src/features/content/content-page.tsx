import { useTranslation } from 'react-i18next';
import * as styles from './content-page.css';

/** Terms and privacy texts, translated per market language. */
export function ContentPage({ page }: { page: 'terms' | 'integrity' }) {
  const { t } = useTranslation();
  return (
    <article className={styles.article}>
      <h1>{t(`content.${page}Title`)}</h1>
      <p>{t(`content.${page}Body`)}</p>
    </article>
  );
}
