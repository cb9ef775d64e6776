import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { useFocusAfterRemovedRow } from '../../ui/focus-after-removed-row';
import { CloseIcon } from '../../ui/icons';
import * as styles from '../../ui/item-list.css';
import { Skeleton } from '../../ui/skeleton';
import { ProductLink } from '../markets/product-link';
import { useMarkets } from '../markets/use-market';
import { useWishlistFlow } from './wishlist.flow';
import { useWishlist } from './wishlist.queries';
import { parseWishlistEntry, readWishlistEntries } from './wishlist-storage';

/**
 * The wishlist's products. Mounting reads the list from storage again and fetches the products by SKU
 * (the spec, for the panel and for the favourites and account pages); a failed fetch shows it empty.
 */
export function WishlistItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const { current: market } = useMarkets();
  const [stored] = useState(readWishlistEntries);
  const [entries] = useState(() => stored.map(parseWishlistEntry));
  // In the shopper's market and store group: a business buyer sees their prices (issue 30).
  const wishlist = useWishlist(entries);
  // A row's X toggles its entry off through the wishlist machine, which stores the list.
  const actor = useWishlistFlow({ entries: stored });
  const kept = useSelector(actor, (snapshot) => snapshot.context.entries);
  const items = (wishlist.data ?? []).filter((item) => kept.includes(stored[item.position] ?? ''));
  const keepFocus = useFocusAfterRemovedRow(items.length);
  if (wishlist.isPending) return <Skeleton height="6rem" />;
  if (items.length === 0)
    return (
      <p ref={keepFocus.emptyRef} tabIndex={-1} className={styles.emptyText}>
        {t('wishlist.empty')}
      </p>
    );
  return (
    <ul {...keepFocus.list} className={styles.list}>
      {items.map(({ product, position, color_variant }) => {
        const variant =
          product.variants.find((entry) => entry.color === color_variant) ?? product.variants[0];
        return (
          <li key={`${product.id}-${position}`} className={styles.row}>
            {variant && (
              <img
                src={`${variant.imageUrl}?w=96`}
                width={96}
                height={96}
                alt=""
                className={styles.thumbnail}
              />
            )}
            <span className={styles.main}>
              <ProductLink market={market} slug={product.slug} className={styles.title} onClick={onNavigate}>
                {product.product_name}
              </ProductLink>
              {color_variant && <span className={styles.detail}>{color_variant}</span>}
            </span>
            {variant?.price && (
              <span>
                {formatMoney(variant.price.sale_price_amount, variant.price.currency, market.engageLocale)}
              </span>
            )}
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('wishlist.removeNamed', { name: product.product_name })}
              onPress={() => actor.send({ type: 'wishlist.toggle', entry: stored[position] ?? '' })}
            >
              <CloseIcon />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
