// Which decisions an order offers (accounts spec: custom-state transitions): pure, without xstate, so the
// order list can ask without loading the machine.
export type CustomStateId = 'awaiting_customer_action' | 'customer_approved' | 'customer_declined';

export const isApprovalOffered = (states: readonly CustomStateId[]) =>
  states.includes('awaiting_customer_action');

/** Decline and request change need awaiting_customer_action and neither a decline nor an approval. */
export const isDeclineOffered = (states: readonly CustomStateId[]) =>
  states.includes('awaiting_customer_action') &&
  !states.includes('customer_declined') &&
  !states.includes('customer_approved');
