import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-context';
import { formatMoney } from '../../lib/money';
import { Dialog, Modal } from '../../ui/dialog';
import * as styles from '../../ui/item-list.css';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import { wishlistQueryOptions } from './wishlist.queries';
import { readWishlist } from './wishlist-storage';

/** The wishlist panel. Opening it reads the list from storage again (the spec). */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current: market } = useMarkets();
  const [entries] = useState(readWishlist);
  const wishlist = useQuery(wishlistQueryOptions(api, market, entries));
  const items = wishlist.data ?? [];
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={t('wishlist.title')} closeLabel={t('shell.close')}>
        {wishlist.isPending ? (
          <Skeleton height="4rem" />
        ) : items.length === 0 ? (
          <p className={styles.emptyText}>{t('wishlist.empty')}</p>
        ) : (
          <ul className={styles.list}>
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
                    <span className={styles.title}>{product.product_name}</span>
                    {color_variant && <span className={styles.detail}>{color_variant}</span>}
                  </span>
                  {variant?.price && (
                    <span>
                      {formatMoney(
                        variant.price.sale_price_amount,
                        variant.price.currency,
                        market.engageLocale,
                      )}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
    </Modal>
  );
}
