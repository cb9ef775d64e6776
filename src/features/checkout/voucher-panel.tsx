import { useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { settingsQueryOptions } from '../markets/markets.queries';
import * as checkoutStyles from './checkout-page.css';
import { DiscountCodeSection } from './discount-code-section';
import { GiftCardSection } from './gift-card-section';
import * as styles from './voucher-panel.css';

export interface VoucherPanelProps {
  cart: Cart;
  /** The started checkout's id: gift cards need one, and a new checkout applies the stored cards again. */
  checkoutId?: string;
  /** The checkout is being started: the gift-card section's place is held for it. */
  isCheckoutStarting?: boolean;
}

/** The voucher panel: the promo-code section and, when the settings enable gift cards, the gift-card section. */
export function VoucherPanel({ cart, checkoutId, isCheckoutStarting = false }: VoucherPanelProps) {
  const { t } = useTranslation('shop');
  const api = useApi();
  const settings = useQuery(settingsQueryOptions(api));
  return (
    <Card heading={t('vouchers.title')} className={styles.panel}>
      <DiscountCodeSection cart={cart} />
      {settings.data?.giftCardEnabled &&
        (checkoutId ? (
          <GiftCardSection key={checkoutId} />
        ) : (
          isCheckoutStarting && <Skeleton height="auto" className={checkoutStyles.giftCardPlaceholder} />
        ))}
    </Card>
  );
}
