import { lazy, Suspense } from 'react';
import type { VoucherPanelProps } from './voucher-panel';

// The voucher panel (two machines, the form fields) loads after the checkout's first paint (decision 005).
const VoucherPanel = lazy(() =>
  import('./voucher-panel').then((module) => ({ default: module.VoucherPanel })),
);

export function VoucherPanelSlot(props: VoucherPanelProps) {
  return (
    <Suspense fallback={null}>
      <VoucherPanel {...props} />
    </Suspense>
  );
}
