import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './checkout-page.css';
import type { VoucherPanelProps } from './voucher-panel';
import * as panelStyles from './voucher-panel.css';

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

/**
 * The panel's card and heading as they will be, its folded sections a placeholder: its title, the largest text
 * of a phone's first screen, paints with the page (LCP) rather than with the panel's chunk. Hidden from
 * assistive tech, like every placeholder: the panel is announced when it can be used.
 */
export function VoucherPanelPlaceholder({ giftCardEnabled }: { giftCardEnabled: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <Card
      aria-hidden="true"
      heading={t('vouchers.title')}
      className={cx(
        panelStyles.panel,
        styles.voucherPlaceholder[giftCardEnabled ? 'withGiftCards' : 'withoutGiftCards'],
      )}
    >
      <Skeleton height="auto" />
    </Card>
  );
}
