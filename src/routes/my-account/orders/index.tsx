import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '../../../features/orders/order-list-page';
import {
  idParam,
  type OrderApprovalFilter,
  type OrderStatusFilter,
  orderStatusFilter,
  searchText,
  searchValue,
} from '../../../lib/search-params';

export const Route = createFileRoute('/my-account/orders/')({
  // The filters live in the URL so a view can be shared and survives a reload; invalid values are dropped.
  validateSearch: (
    search: Record<string, unknown>,
  ): {
    status?: OrderStatusFilter;
    /** The reference search in its URL form (digits-only text as a number, so the URL is not quoted). */
    q?: string | number;
    company?: string;
    /** 'mine': the orders whose next approval step is the user's (issue 33). */
    approval?: OrderApprovalFilter;
  } => {
    const status = orderStatusFilter(search.status);
    const q = searchText(search.q);
    const company = idParam(search.company);
    return {
      ...(status && status !== 'ALL' ? { status } : {}),
      ...(q ? { q: searchValue(q) } : {}),
      ...(company ? { company } : {}),
      ...(search.approval === 'mine' ? { approval: 'mine' as const } : {}),
    };
  },
  component: function OrderListRoute() {
    const { status, q, company, approval } = Route.useSearch();
    return (
      <OrderListPage
        status={orderStatusFilter(status) ?? 'ALL'}
        search={q === undefined ? '' : String(q)}
        companyId={company}
        // The router hands the component the URL's own params beside the validated ones (the root validates
        // none): a value validateSearch dropped must not reach the filter, which would then check no choice.
        approval={approval === 'mine' ? 'mine' : undefined}
      />
    );
  },
});
