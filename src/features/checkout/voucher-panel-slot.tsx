import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './checkout-page.css';
import type { VoucherPanelProps } from './voucher-panel';

// The voucher panel (two machines, the form fields) loads after the checkout's first paint (decision 005).
const VoucherPanel = lazy(() =>
  import('./voucher-panel').then((module) => ({ default: module.VoucherPanel })),
);

/** The voucher panel once its chunk has loaded; a placeholder of its size before (the frame below stays put). */
export function VoucherPanelSlot({
  giftCardEnabled,
  ...props
}: VoucherPanelProps & { giftCardEnabled: boolean }) {
  return (
    <Suspense fallback={<VoucherPanelPlaceholder giftCardEnabled={giftCardEnabled} />}>
      <VoucherPanel {...props} />
    </Suspense>
  );
}

export function VoucherPanelPlaceholder({ giftCardEnabled }: { giftCardEnabled: boolean }) {
  return (
    <Skeleton
      height="auto"
      className={styles.voucherPlaceholder[giftCardEnabled ? 'withGiftCards' : 'withoutGiftCards']}
    />
  );
}
