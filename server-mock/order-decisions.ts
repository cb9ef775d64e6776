// What change-order-custom-state accepts, as the order service decides it (accounts spec: custom-state
// transitions). The backend's own rule, in its own layer; tests/unit/order-decision-rules.test.ts plays every
// call the order-decision machine makes through it, so the shop and the service agree (docs/decisions/023).
import type { components } from '../openapi/app.gen.ts';

type CustomStateId = components['schemas']['CustomStateId'];
type DecisionStateId = components['schemas']['DecisionStateId'];

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
 * approving needs awaiting_customer_action, declining needs it without a decline or an approval, requesting a
 * change what declining needs and no change request yet (docs/decisions/031); awaiting_customer_action and a
 * change request are removed only once an approval or a decline is recorded, and a decline only by an
 * approval. Nothing else is the customer's to change (awaiting_customer_action is the agent's, as is taking
 * a change request back once the order is changed; an approval is never taken back); a call that changes
 * nothing is accepted while decisions are open.
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
  const awaitsDecision =
    has('awaiting_customer_action') && !has('customer_declined') && !has('customer_approved');
  const isDecided = has('customer_approved') || has('customer_declined');
  if (change.type === 'add') {
    if (change.stateId === 'customer_approved') return has('awaiting_customer_action');
    if (change.stateId === 'customer_declined') return awaitsDecision;
    if (change.stateId === 'customer_change_requested') return awaitsDecision;
    return false;
  }
  if (change.stateId === 'awaiting_customer_action') return has('awaiting_customer_action') && isDecided;
  if (change.stateId === 'customer_change_requested') return isDecided;
  if (change.stateId === 'customer_declined') return has('customer_approved');
  return false;
}

/** A note may name only a decision the order has: the reason of a recorded decline or change request. */
export const isDecisionNoteAllowed = (
  order: Pick<DecisionSubject, 'customStates'>,
  customStateId: DecisionStateId,
) => order.customStates.includes(customStateId);
