// The order pages' widgets that load after the first paint (decision 005): the decisions (xstate, the dialogs
// and the text area) and the company chooser (react-aria's combobox). One module, so their chunk lists the
// dependencies the two share once.
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../ui/skeleton';
import type { CompanyChooserProps } from '../account/company-chooser';
import type { OrderDecisionsProps } from './order-decisions';
import type { ReorderButtonProps } from './reorder-button';

const OrderDecisions = lazy(() =>
  import('./order-decisions').then((module) => ({ default: module.OrderDecisions })),
);
const ReorderButton = lazy(() =>
  import('./reorder-button').then((module) => ({ default: module.ReorderButton })),
);
const CompanyChooser = lazy(() =>
  import('../account/company-chooser').then((module) => ({ default: module.CompanyChooser })),
);

/** The order's decision buttons once their chunk has loaded; nothing before. */
export function OrderDecisionsSlot(props: OrderDecisionsProps) {
  return (
    <Suspense fallback={null}>
      <OrderDecisions {...props} />
    </Suspense>
  );
}

/** The company chooser once its chunk has loaded; a placeholder of its size before. */
export function CompanyChooserSlot(props: CompanyChooserProps) {
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <CompanyChooser {...props} />
    </Suspense>
  );
}

/** 'Order again' once its chunk (the cart calls, the quick-order rules) has loaded; nothing before. */
export function ReorderSlot(props: ReorderButtonProps) {
  return (
    <Suspense fallback={null}>
      <ReorderButton {...props} />
    </Suspense>
  );
}
