import { useTranslation } from 'react-i18next';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import * as styles from './market-home.css';
import { ProductList } from './product-list';

export function MarketHome({ page }: { page: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.home}>
      <section aria-labelledby="products-heading">
        <h1 id="products-heading">{t('catalogue.heading')}</h1>
        <p className={styles.intro}>{t('catalogue.intro')}</p>
        <ProductList page={page} />
      </section>
      <NewsletterBlock />
    </div>
  );
}
