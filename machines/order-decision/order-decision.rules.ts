// Which decisions an order offers (accounts spec: custom-state transitions) and which custom-state calls a
// decision makes: pure and without imports, so the order list can ask without loading the machine. The
// embedded backend holds its own rule (server-mock/order-decisions.ts); a unit test keeps the two in step
// (docs/decisions/023).
export type CustomStateId =
  | 'awaiting_customer_action'
  | 'customer_approved'
  | 'customer_declined'
  /** Designed (docs/decisions/031): the customer asked for a change; the order still awaits them. */
  | 'customer_change_requested';

/** The decisions whose reason is posted as a note, named on the note for the order's history. */
export type DecisionStateId = 'customer_declined' | 'customer_change_requested';

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

/**
 * Request change: what decline needs, and no change request waiting for the agent yet (docs/decisions/031).
 * Approve and decline stay offered after one: the customer may accept the order as it is or decline it.
 */
export const isChangeRequestOffered = (states: readonly CustomStateId[]) =>
  isDeclineOffered(states) && !states.includes('customer_change_requested');

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

/**
 * Approve: adds customer_approved, then removes awaiting_customer_action and customer_declined (the spec), and
 * a change request it answers.
 */
export const approvalChanges = (states: readonly CustomStateId[]) =>
  changesTo(states, 'customer_approved', [
    'awaiting_customer_action',
    'customer_declined',
    'customer_change_requested',
  ]);

/**
 * Decline: adds customer_declined, then removes awaiting_customer_action and customer_approved (the spec), and
 * a change request it answers.
 */
export const declineChanges = (states: readonly CustomStateId[]) =>
  changesTo(states, 'customer_declined', [
    'awaiting_customer_action',
    'customer_approved',
    'customer_change_requested',
  ]);

/**
 * Request change: adds customer_change_requested (the spec's change-order-custom-state call of request change);
 * awaiting_customer_action stays, as the spec's request change removes nothing.
 */
export const changeRequestChanges = (states: readonly CustomStateId[]) =>
  changesTo(states, 'customer_change_requested', []);
