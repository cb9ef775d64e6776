import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { EditorialBlocks } from '../content/editorial-blocks';
import { CategoryFilter } from './category-filter';
import * as styles from './market-home.css';
import { ProductGridSkeleton, ProductList } from './product-list';

// Below the fold and interactive (xstate + react-aria form): loaded after the product grid paints.
const NewsletterBlock = lazy(() =>
  import('../newsletter/newsletter-block').then((module) => ({ default: module.NewsletterBlock })),
);

export function MarketHome({ page, category }: { page: number; category?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.home}>
      <EditorialBlocks />
      <section aria-labelledby="products-heading">
        <h1 id="products-heading">{t('catalogue.heading')}</h1>
        <p className={styles.intro}>{t('catalogue.intro')}</p>
        <CategoryFilter category={category} />
        <Suspense fallback={<ProductGridSkeleton />}>
          <ProductList page={page} category={category} />
        </Suspense>
      </section>
      <Suspense fallback={<Skeleton height="12rem" />}>
        <NewsletterBlock />
      </Suspense>
    </div>
  );
}
