// The react-aria Select (list box, popover) is the heaviest part of the company page: it loads after the
// page has painted, so a first visit stays within its budget.
import { lazy, Suspense } from 'react';
import type { SelectProps } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';

const Select = lazy(() => import('../../ui/select').then((module) => ({ default: module.Select })));

export function DeferredSelect(props: SelectProps) {
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <Select {...props} />
    </Suspense>
  );
}
