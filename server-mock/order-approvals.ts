// An order's company approval as the backend keeps it (issue 33, docs/decisions/062-the-order-approval-path.md):
// what counts against a buyer's budget. The rules themselves are approval-rules.ts.
import { type CountedOrder, nextTier, type OrderApproval } from './approval-rules.ts';
import type { SeedOrder } from './data.ts';

/** A declined or cancelled order releases what it took of the buyer's budget (it is not charged). */
export const isReleased = (order: SeedOrder) =>
  order.approval?.status === 'declined' ||
  order.status.customStates.some((state) => state.id === 'customer_declined') ||
  order.status.orderStates.includes('CANCELLED');

/** The order as a buyer's budget counts it. */
export const countedOrder = (order: SeedOrder): CountedOrder => ({
  date: order.date,
  currencyCode: order.currencyCode,
  total: order.totals.grandTotal,
  released: isReleased(order),
});

/** The order's approval in short, for the list's badge and its 'waiting for me' filter. */
export function approvalSummaryOf(approval: OrderApproval) {
  const tier = nextTier(approval);
  return {
    status: approval.status,
    ...(tier ? { nextTier: tier } : {}),
    decidedBy: approval.steps.map((step) => step.userId),
  };
}

/** The order waits for its company's approval: the order-decision calls refuse it (409). */
export const waitsForApproval = (order: SeedOrder) => order.approval?.status === 'waiting';

export const waitsForApprovalText = "This order waits for the company's approval";
