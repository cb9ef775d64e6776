// The order list's rules (accounts spec, section 4): de-duplicated by reference, newest first, filtered by
// status and by a case-insensitive substring of the reference. Pure, so a list of thousands stays cheap.
import type { OrderState, OrderSummary } from '../../../openapi/types';
import type { OrderStatusFilter } from '../../lib/search-params';

/** The badge label key of each order status (the spec's labels). */
export const statusLabelKeys: Record<OrderState, string> = {
  PLACED: 'placed',
  RELEASED: 'processing',
  PARTIALLY_DELIVERED: 'partiallyDelivered',
  FULLY_DELIVERED: 'delivered',
  PARTIALLY_COMPENSATED: 'partiallyCompensated',
  FULLY_COMPENSATED: 'fullyCompensated',
  CANCELLED: 'declined',
};

/** The label key of each status filter; CANCELLED is labelled declined (the spec). */
export const statusFilterLabelKeys: Record<OrderStatusFilter, string> = {
  ALL: 'all',
  DELIVERED: 'delivered',
  PLACED: 'placed',
  CANCELLED: 'declined',
  FULLY_COMPENSATED: 'fullyCompensated',
};

/** The order statuses each filter shows. */
const filterStatuses: Record<Exclude<OrderStatusFilter, 'ALL'>, OrderState[]> = {
  DELIVERED: ['FULLY_DELIVERED'],
  PLACED: ['PLACED'],
  CANCELLED: ['CANCELLED'],
  FULLY_COMPENSATED: ['FULLY_COMPENSATED', 'PARTIALLY_COMPENSATED'],
};

/** An order's status is the last of its order states (they are kept in the order they happened). */
export const currentStatus = (order: Pick<OrderSummary, 'status'>): OrderState | undefined =>
  order.status.orderStates.at(-1);

/** The ids of an order's custom states. */
export const customStateIds = (order: Pick<OrderSummary, 'status'>) =>
  order.status.customStates.map((state) => state.id);

export const isProvorder = (order: Pick<OrderSummary, 'attributes'>) =>
  order.attributes?.merchantReference2 === 'provorder';

/** Newest first; of orders sharing a reference only the newest stays. */
export function latestByReference(orders: OrderSummary[]): OrderSummary[] {
  const seen = new Set<string>();
  return orders
    .toSorted((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .filter((order) => !seen.has(order.reference) && Boolean(seen.add(order.reference)));
}

export interface OrderListFilters {
  status: OrderStatusFilter;
  search: string;
}

/** The rows of an already de-duplicated, sorted list that match the filters. */
export function filterOrders(latest: OrderSummary[], { status, search }: OrderListFilters): OrderSummary[] {
  const needle = search.trim().toLowerCase();
  const statuses = status === 'ALL' ? null : filterStatuses[status];
  return latest.filter((order) => {
    const current = currentStatus(order);
    if (statuses && !(current && statuses.includes(current))) return false;
    return !needle || order.reference.toLowerCase().includes(needle);
  });
}
