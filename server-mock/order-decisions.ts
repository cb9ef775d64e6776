// What change-order-custom-state accepts, as the order service decides it (accounts spec: custom-state
// transitions). The backend's own rule, in its own layer; tests/unit/order-decision-rules.test.ts plays every
// call the order-decision machine makes through it, so the shop and the service agree (docs/decisions/023).
import type { components } from '../openapi/app.gen.ts';

type CustomStateId = components['schemas']['CustomStateId'];

export interface DecisionSubject {
  /** The public setting orderDecisionsEnabled is "true". */
  enabled: boolean;
  /** The order states it has been in. */
  orderStates: readonly string[];
  customStates: readonly CustomStateId[];
}

/** Order states after which nothing is decided any more: cancelled, (partly) delivered or compensated. */
const closedOrderStates = new Set([
  'CANCELLED',
  'PARTIALLY_DELIVERED',
  'FULLY_DELIVERED',
  'PARTIALLY_COMPENSATED',
  'FULLY_COMPENSATED',
]);

export const areDecisionsOpen = ({
  enabled,
  orderStates,
}: Pick<DecisionSubject, 'enabled' | 'orderStates'>) =>
  enabled && !orderStates.some((state) => closedOrderStates.has(state));

/**
 * Whether one change-order-custom-state call is a step of a decision the order offers. A decision's calls
 * come one after another (the add first), so each is judged on the states the previous ones left:
 * approving needs awaiting_customer_action, declining needs it without a decline or an approval; awaiting_customer_action is
 * removed only once a decision is recorded, and a decline only by an approval. Nothing else is the
 * customer's to change (awaiting_customer_action is the agent's; an approval is never taken back); a call
 * that changes nothing is accepted while decisions are open.
 */
export function isCustomStateChangeAllowed(
  order: DecisionSubject,
  change: { stateId: CustomStateId; type: 'add' | 'remove' },
): boolean {
  if (!areDecisionsOpen(order)) return false;
  const states = order.customStates;
  const has = (id: CustomStateId) => states.includes(id);
  // A call that changes nothing (a repeat after a lost answer) is harmless.
  if (has(change.stateId) === (change.type === 'add')) return true;
  if (change.type === 'add') {
    if (change.stateId === 'customer_approved') return has('awaiting_customer_action');
    if (change.stateId === 'customer_declined')
      return has('awaiting_customer_action') && !has('customer_declined') && !has('customer_approved');
    return false;
  }
  if (change.stateId === 'awaiting_customer_action')
    return has('awaiting_customer_action') && (has('customer_approved') || has('customer_declined'));
  if (change.stateId === 'customer_declined') return has('customer_declined') && has('customer_approved');
  return false;
}
