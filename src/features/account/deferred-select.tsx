// The react-aria Select (list box, popover) is the heaviest part of the company page: it loads after the
// page has painted, so a first visit stays within its budget.
import { lazy, Suspense } from 'react';
import { memoField } from '../../ui/memo-field';
import type { SelectProps } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';

const Select = lazy(() => import('../../ui/select').then((module) => ({ default: module.Select })));

function DeferredSelectView(props: SelectProps) {
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <Select {...props} />
    </Suspense>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const DeferredSelect = memoField(DeferredSelectView, 'DeferredSelect');
