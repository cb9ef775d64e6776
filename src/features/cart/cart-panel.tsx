import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-context';
import { formatMoney } from '../../lib/money';
import { Dialog, Modal } from '../../ui/dialog';
import * as styles from '../../ui/item-list.css';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import { cartQueryOptions } from './cart.queries';

/** The cart panel: the session cart's lines and total, or its empty state. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { current: market } = useMarkets();
  const cart = useQuery(cartQueryOptions(api));
  const lines = cart.data?.items ?? [];
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={t('cart.title')} closeLabel={t('shell.close')}>
        {cart.isPending ? (
          <Skeleton height="4rem" />
        ) : lines.length === 0 ? (
          <p className={styles.emptyText}>{t('cart.empty')}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {lines.map((line) => (
                <li key={line.id} className={styles.row}>
                  <img src={line.imageUrl} width={96} height={96} alt="" className={styles.thumbnail} />
                  <span className={styles.main}>{line.displayName ?? line.name}</span>
                  <span>× {line.quantity}</span>
                  <span>
                    {formatMoney(
                      line.totalPriceAmount,
                      cart.data?.currencyCode ?? market.currency,
                      market.engageLocale,
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.title}>
              {t('cart.total')}{' '}
              {formatMoney(
                cart.data?.totals.grandTotal ?? 0,
                cart.data?.currencyCode ?? market.currency,
                market.engageLocale,
              )}
            </p>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
