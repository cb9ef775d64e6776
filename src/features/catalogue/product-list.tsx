import { Link } from '@tanstack/react-router';
import type { Market } from '../../../openapi/types';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { Badge } from '../../ui/badge';
import { visuallyHidden } from '../../ui/global.css';
import { Skeleton } from '../../ui/skeleton';
import { ProductLink } from '../markets/product-link';
import * as styles from './product-list.css';
import type { ProductCardData } from './products.queries';
import { useProductList } from './use-product-list';

const lowStock = 10;

function ProductCard({
  product,
  market,
  index,
}: {
  product: ProductCardData;
  market: Market;
  /** Its place in the grid: the first row's images load at once. */
  index: number;
}) {
  const { t } = useTranslation();
  const { image, price, stock } = product;
  const locale = market.engageLocale;
  return (
    <li className={styles.card}>
      {image && (
        <img
          className={styles.image}
          src={`${image.url}?w=320`}
          width={image.width}
          height={image.height}
          alt=""
          loading={index < 4 ? 'eager' : 'lazy'}
          // The first image is the likeliest largest paint of a phone's first screen.
          fetchPriority={index ? 'auto' : 'high'}
          decoding="async"
        />
      )}
      <p className={styles.brand}>{product.brand}</p>
      <h2 className={styles.name}>
        <ProductLink market={market} slug={product.slug} className={styles.productLink}>
          {product.name}
        </ProductLink>
      </h2>
      {price && (
        <p className={styles.prices}>
          <span className={price.on_sale ? styles.salePrice : undefined}>
            <span className={visuallyHidden}>{t('catalogue.price')} </span>
            {formatMoney(price.sale_price_amount, price.currency, locale)}
          </span>
          {price.on_sale && (
            <>
              <s className={styles.basePrice}>
                <span className={visuallyHidden}>{t('catalogue.previousPrice')} </span>
                {formatMoney(price.base_price_amount, price.currency, locale)}
              </s>
              <Badge variant="danger">
                {t('catalogue.discount', {
                  percent: Math.round((1 - price.sale_price_amount / price.base_price_amount) * 100),
                })}
              </Badge>
            </>
          )}
        </p>
      )}
      <p className={styles.stock}>
        {stock === 0 ? (
          <Badge variant="neutral">{t('catalogue.outOfStock')}</Badge>
        ) : stock < lowStock ? (
          <Badge variant="warning">{t('catalogue.fewLeft', { count: stock })}</Badge>
        ) : (
          <Badge variant="success">{t('catalogue.inStock')}</Badge>
        )}
      </p>
    </li>
  );
}

/** Placeholder cards of the grid's size while a page loads, so nothing shifts when it arrives. */
export function ProductGridSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className={styles.card}>
          <Skeleton className={styles.image} height="auto" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="30%" />
        </li>
      ))}
    </ul>
  );
}

/** The market's products, one page at a time. */
export function ProductList({ page, category }: { page: number; category?: string }) {
  const { t } = useTranslation();
  const { market, products: data } = useProductList({ page, category });
  return (
    <>
      {data.data.length === 0 ? (
        <p>{t('catalogue.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {data.data.map((product, index) => (
            <ProductCard key={product.id} product={product} market={market} index={index} />
          ))}
        </ul>
      )}
      {data.total_pages > 1 && (
        <nav aria-label={t('catalogue.pages')} className={styles.pager}>
          {Array.from({ length: data.total_pages }, (_, i) => i + 1).map((number) => (
            <Link
              key={number}
              to="/$country/"
              params={{ country: market.enadMarket }}
              search={{ ...(number > 1 ? { page: number } : {}), ...(category ? { category } : {}) }}
              // Current only on its own page: by default the router takes page 1's address (no `page`) as current
              // on every page, and two pages read and looked current.
              activeOptions={{ exact: true }}
              className={styles.pageLink}
              aria-current={number === data.page ? 'page' : undefined}
            >
              {number}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}
