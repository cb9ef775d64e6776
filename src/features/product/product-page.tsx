import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Product, Variant } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { trackProductView } from '../../lib/analytics';
import { formatMoney } from '../../lib/money';
import { useHydrated } from '../../lib/use-hydrated';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { visuallyHidden } from '../../ui/global.css';
import { toast } from '../../ui/toast-queue';
import { useCartActions } from '../cart/use-cart-actions';
import { useMarkets } from '../markets/use-market';
import { pricesQueryOptions, productQueryOptions, stocksQueryOptions } from './product.queries';
import * as styles from './product-page.css';

// The toggle's machine (xstate) loads after the page paints, keeping the route chunk small.
const WishlistToggle = lazy(() =>
  import('../wishlist/wishlist-toggle').then((module) => ({ default: module.WishlistToggle })),
);

/** Widths offered to the browser, from the spec's image settings (image and device widths). */
const imageWidths = [256, 384, 640, 750, 828, 1080];

const distinct = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

function pickVariant(
  product: Product,
  color: string | undefined,
  size: string | undefined,
): Variant | undefined {
  return (
    product.variants.find((variant) => variant.color === color && variant.size === size) ??
    product.variants.find((variant) => variant.color === color) ??
    product.variants[0]
  );
}

export function ProductPage({
  slug,
  storeGroupId,
}: {
  slug: string;
  /** The store group the route read the product in: a business buyer's, absent for the market's. */
  storeGroupId?: string;
}) {
  const { t } = useTranslation('shop');
  const api = useApi();
  const { current: market } = useMarkets();
  const { data: product, dataUpdatedAt } = useSuspenseQuery(
    productQueryOptions(api, { slug, market: market.enadMarket, storeGroupId }),
  );
  // The page is prerendered (decision 039): a choice or press before the app runs it would be lost.
  const hydrated = useHydrated();
  const session = useShopperSession();
  const prices = useQuery(pricesQueryOptions(api, session, market.enadMarket, product.id));
  const stocks = useQuery(stocksQueryOptions(api, session, market.enadMarket, product.id));
  const colors = distinct(product.variants.map((variant) => variant.color));
  const [color, setColor] = useState(colors[0]);
  const sizes = distinct(
    product.variants.filter((variant) => variant.color === color).map((variant) => variant.size),
  );
  const [size, setSize] = useState(sizes[0]);
  const [quantity, setQuantity] = useState(1);
  const variant = pickVariant(product, color, size);
  const { add } = useCartActions();

  // The build's data (updated at 0, src/main.tsx) carries the build's prices: the view is tracked once the
  // refetched product is there.
  const live = dataUpdatedAt > 0;
  useEffect(() => {
    if (live) trackProductView(product, market);
  }, [product, market, live]);

  const livePrice = prices.data?.find((entry) => entry.productVariantId === variant?.id);
  const stockOf = (id: string | undefined) =>
    stocks.data?.find((entry) => entry.productVariantId === id)?.availableQuantity;
  const stock = stockOf(variant?.id);
  const soldOut = stock === 0;
  const money = (amount: number) =>
    formatMoney(amount, livePrice?.currencyCode ?? market.currency, market.engageLocale);
  const onSale = livePrice ? livePrice.salePriceAmount < livePrice.basePriceAmount : false;
  const image = variant?.imageUrl ?? product.images[0]?.url;

  const togglePlaceholder = <div className={styles.togglePlaceholder} />;

  return (
    <article className={styles.page}>
      {image && (
        <img
          className={styles.image}
          src={`${image}?w=640`}
          srcSet={imageWidths.map((width) => `${image}?w=${width} ${width}w`).join(', ')}
          sizes="(min-width: 40rem) 50vw, 100vw"
          width={400}
          height={400}
          alt={product.product_name}
          fetchPriority="high"
        />
      )}
      <div className={styles.details}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h1 className={styles.name}>{product.product_name}</h1>
        <p className={styles.price} aria-live="polite">
          {livePrice ? (
            <>
              <span className={onSale ? styles.salePrice : undefined}>
                {money(livePrice.salePriceAmount)}
              </span>
              {onSale && <s className={styles.basePrice}>{money(livePrice.basePriceAmount)}</s>}
            </>
          ) : (
            <span className={styles.pricePending}>{t('shell.loading')}</span>
          )}
        </p>
        {product.description && <p>{product.description}</p>}
        {colors.length > 1 && (
          <ChoiceGroup
            label={t('product.color')}
            value={color ?? null}
            isDisabled={!hydrated}
            onChange={(value) => {
              setColor(value);
              const available = distinct(
                product.variants.filter((entry) => entry.color === value).map((entry) => entry.size),
              );
              if (size && !available.includes(size)) setSize(available[0]);
            }}
            choices={colors.map((value) => ({ id: value, label: value }))}
          />
        )}
        {sizes.length > 0 && (
          <ChoiceGroup
            label={t('product.size')}
            value={size ?? null}
            isDisabled={!hydrated}
            onChange={setSize}
            choices={sizes.map((value) => ({
              id: value,
              label: value,
              isDisabled:
                stockOf(
                  product.variants.find((entry) => entry.color === color && entry.size === value)?.id,
                ) === 0,
            }))}
          />
        )}
        <p className={styles.stock} aria-live="polite">
          {stock === undefined
            ? ''
            : soldOut
              ? t('catalogue.outOfStock')
              : t('product.inStock', { count: stock })}
        </p>
        {product.orderLimit && (
          <Alert variant="info">{t('product.orderLimit', { limit: product.orderLimit })}</Alert>
        )}
        <div className={styles.buy}>
          <fieldset className={styles.quantity}>
            <legend className={visuallyHidden}>{t('product.quantity')}</legend>
            <Button
              variant="secondary"
              iconOnly
              aria-label={t('product.fewer')}
              isDisabled={!hydrated || quantity <= 1}
              onPress={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              −
            </Button>
            <output aria-live="polite" className={styles.quantityValue}>
              {quantity}
            </output>
            <Button
              variant="secondary"
              iconOnly
              aria-label={t('product.more')}
              isDisabled={!hydrated}
              onPress={() => setQuantity((value) => value + 1)}
            >
              +
            </Button>
          </fieldset>
          <Button
            variant="primary"
            size="lg"
            isDisabled={!hydrated || !variant || soldOut}
            isPending={add.isPending}
            pendingLabel={t('shell.loading')}
            onPress={() => {
              if (!variant) return;
              add.mutate(
                { productVariantId: variant.id, quantity },
                { onSuccess: () => toast.success(t('product.added', { name: product.product_name })) },
              );
            }}
          >
            {soldOut ? t('catalogue.outOfStock') : t('product.addToCart')}
          </Button>
        </div>
        {/* It reads the wishlist from the browser's storage: not on the server, so its place until hydrated. */}
        {hydrated ? (
          <Suspense fallback={togglePlaceholder}>
            <WishlistToggle productNumber={product.product_number} color={color} />
          </Suspense>
        ) : (
          togglePlaceholder
        )}
      </div>
    </article>
  );
}
