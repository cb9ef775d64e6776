// Which decisions an order offers (accounts spec: custom-state transitions) and which custom-state calls a
// decision makes: pure and without imports, so the order list can ask without loading the machine and the
// embedded backend enforces the same rules (docs/decisions/023).
export type CustomStateId = 'awaiting_customer_action' | 'customer_approved' | 'customer_declined';

/** One call of change-order-custom-state. */
export interface CustomStateChange {
  stateId: CustomStateId;
  type: 'add' | 'remove';
}

/** What the rules need to know of an order: its status history, its custom states, the decisions flag. */
export interface DecisionSubject {
  /** The public setting orderDecisionsEnabled is "true". */
  enabled: boolean;
  /** The order states it has been in (the contract's OrderState values). */
  orderStates: readonly string[];
  customStates: readonly CustomStateId[];
}

export const isApprovalOffered = (states: readonly CustomStateId[]) =>
  states.includes('awaiting_customer_action');

/** Decline and request change need awaiting_customer_action and neither a decline nor an approval. */
export const isDeclineOffered = (states: readonly CustomStateId[]) =>
  states.includes('awaiting_customer_action') &&
  !states.includes('customer_declined') &&
  !states.includes('customer_approved');

/** Order states after which nothing is decided any more: cancelled, (partly) delivered or compensated. */
const closedOrderStates = new Set([
  'CANCELLED',
  'PARTIALLY_DELIVERED',
  'FULLY_DELIVERED',
  'PARTIALLY_COMPENSATED',
  'FULLY_COMPENSATED',
]);

/** Decisions are shown and accepted only with the flag on and on an order that is neither cancelled nor delivered. */
export const areDecisionsOpen = ({
  enabled,
  orderStates,
}: Pick<DecisionSubject, 'enabled' | 'orderStates'>) =>
  enabled && !orderStates.some((state) => closedOrderStates.has(state));

/** Adds `add` if absent and removes each of `remove` if present: only the calls that change something. */
function changesTo(
  states: readonly CustomStateId[],
  add: CustomStateId,
  remove: CustomStateId[],
): CustomStateChange[] {
  return [
    ...(states.includes(add) ? [] : [{ stateId: add, type: 'add' as const }]),
    ...remove.filter((id) => states.includes(id)).map((stateId) => ({ stateId, type: 'remove' as const })),
  ];
}

/** Approve: adds customer_approved, then removes awaiting_customer_action and customer_declined. */
export const approvalChanges = (states: readonly CustomStateId[]) =>
  changesTo(states, 'customer_approved', ['awaiting_customer_action', 'customer_declined']);

/** Decline: adds customer_declined, then removes awaiting_customer_action and customer_approved. */
export const declineChanges = (states: readonly CustomStateId[]) =>
  changesTo(states, 'customer_declined', ['awaiting_customer_action', 'customer_approved']);

/**
 * Whether one change-order-custom-state call is a step of a decision the order offers. A decision's calls
 * come one after another (the add first), so each is judged on the states the previous ones left:
 * approving needs awaiting_customer_action, declining needs isDeclineOffered; awaiting_customer_action is
 * removed only once a decision is recorded, and a decline only by an approval. Nothing else is the
 * customer's to change (awaiting_customer_action is the agent's; an approval is never taken back); a call
 * that changes nothing is accepted while decisions are open.
 */
export function isCustomStateChangeAllowed(order: DecisionSubject, change: CustomStateChange): boolean {
  if (!areDecisionsOpen(order)) return false;
  const states = order.customStates;
  const has = (id: CustomStateId) => states.includes(id);
  // A call that changes nothing (a repeat after a lost answer) is harmless.
  if (has(change.stateId) === (change.type === 'add')) return true;
  if (change.type === 'add') {
    if (change.stateId === 'customer_approved') return isApprovalOffered(states);
    if (change.stateId === 'customer_declined') return isDeclineOffered(states);
    return false;
  }
  if (change.stateId === 'awaiting_customer_action')
    return has('awaiting_customer_action') && (has('customer_approved') || has('customer_declined'));
  if (change.stateId === 'customer_declined') return has('customer_declined') && has('customer_approved');
  return false;
}
