import { lazy, Suspense } from 'react';
import type { OrderDecisionsProps } from './order-decisions';

// The decisions (xstate, the dialogs and the text area) load after the first paint (decision 005).
const OrderDecisions = lazy(() =>
  import('./order-decisions').then((module) => ({ default: module.OrderDecisions })),
);

/** The order's decision buttons once their chunk has loaded; nothing before. */
export function OrderDecisionsSlot(props: OrderDecisionsProps) {
  return (
    <Suspense fallback={null}>
      <OrderDecisions {...props} />
    </Suspense>
  );
}
