import { lazy, type ReactNode, Suspense, use, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useIntent } from '../../lib/use-intent';
import { Skeleton } from '../../ui/skeleton';
import { EditorialBlocks } from '../content/editorial-blocks';
import { CategoryFilter } from './category-filter';
import * as styles from './market-home.css';
import { ProductGridSkeleton, ProductList } from './product-list';

// Below the fold and interactive (xstate + react-aria form): loaded on intent (decision 059), when it comes into view
// or a pointer or the focus reaches it. A prerendered home keeps its markup (disabled, as before hydration) until
// then; a home the app renders shows the skeleton until then.
const NewsletterBlock = lazy(() =>
  import('../newsletter/newsletter-block').then((module) => ({ default: module.NewsletterBlock })),
);

/** Renders its children once `until` has settled; suspends before. */
function After({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

export function MarketHome({ page, category }: { page: number; category?: string }) {
  const { t } = useTranslation();
  const newsletter = useRef<HTMLDivElement>(null);
  const newsletterWanted = useIntent(newsletter);
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
      <div ref={newsletter}>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <After until={newsletterWanted}>
            <NewsletterBlock />
          </After>
        </Suspense>
      </div>
    </div>
  );
}
