// The order-decision rules of the shop (machine, order views) and of the embedded backend agree
// (docs/decisions/023): every call a decision makes passes the backend's rule, and nothing else does.
import { describe, expect, it } from 'vitest';
import {
  approvalChanges,
  areDecisionsOpen,
  type CustomStateChange,
  type CustomStateId,
  changeRequestChanges,
  declineChanges,
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
} from '../../machines/order-decision/order-decision.rules';
import {
  areDecisionsOpen as areDecisionsOpenInBackend,
  isCustomStateChangeAllowed,
  isDecisionNoteAllowed,
} from '../../server-mock/order-decisions';

const ids: CustomStateId[] = [
  'awaiting_customer_action',
  'customer_approved',
  'customer_declined',
  'customer_change_requested',
];
/** Every set of custom states an order may have. */
const everyState = Array.from({ length: 2 ** ids.length }, (_, bits) =>
  ids.filter((_, index) => bits & (1 << index)),
);
const everyChange: CustomStateChange[] = ids.flatMap((stateId) =>
  (['add', 'remove'] as const).map((type) => ({ stateId, type })),
);
const open = { enabled: true, orderStates: ['PLACED'] };

const apply = (states: CustomStateId[], change: CustomStateChange) =>
  change.type === 'add'
    ? [...states.filter((id) => id !== change.stateId), change.stateId]
    : states.filter((id) => id !== change.stateId);

/** Plays a decision's calls one after another through the backend's rule; the states it ends with. */
function play(states: CustomStateId[], changes: CustomStateChange[]) {
  let current = states;
  for (const change of changes) {
    expect(
      isCustomStateChangeAllowed({ ...open, customStates: current }, change),
      JSON.stringify(change),
    ).toBe(true);
    current = apply(current, change);
  }
  return current;
}

describe('order-decision rules', () => {
  it('accept every call of every decision the machine offers, in its order', () => {
    for (const states of everyState) {
      if (isApprovalOffered(states))
        expect(play(states, approvalChanges(states)).toSorted()).toEqual(['customer_approved']);
      if (isDeclineOffered(states))
        expect(play(states, declineChanges(states)).toSorted()).toEqual(['customer_declined']);
      if (isChangeRequestOffered(states))
        expect(play(states, changeRequestChanges(states)).toSorted()).toEqual([
          'awaiting_customer_action',
          'customer_change_requested',
        ]);
    }
  });

  it('offer approve and decline after a change request, and no second change request', () => {
    const requested: CustomStateId[] = ['awaiting_customer_action', 'customer_change_requested'];
    expect(isChangeRequestOffered(['awaiting_customer_action'])).toBe(true);
    expect(
      [isApprovalOffered, isDeclineOffered, isChangeRequestOffered].map((offered) => offered(requested)),
    ).toEqual([true, true, false]);
    // The backend refuses what the shop does not offer: a change request on a decided order.
    for (const decided of [['awaiting_customer_action', 'customer_approved'], ['customer_declined']] as const)
      expect(
        isCustomStateChangeAllowed(
          { ...open, customStates: decided },
          { stateId: 'customer_change_requested', type: 'add' },
        ),
      ).toBe(false);
    // The customer does not take a change request back without a decision: that is the agent's, once changed.
    expect(
      isCustomStateChangeAllowed(
        { ...open, customStates: requested },
        { stateId: 'customer_change_requested', type: 'remove' },
      ),
    ).toBe(false);
  });

  it("accept a decision's note only on an order that has that decision", () => {
    expect(
      isDecisionNoteAllowed({ customStates: ['awaiting_customer_action'] }, 'customer_change_requested'),
    ).toBe(false);
    expect(
      isDecisionNoteAllowed(
        { customStates: ['awaiting_customer_action', 'customer_change_requested'] },
        'customer_change_requested',
      ),
    ).toBe(true);
    expect(isDecisionNoteAllowed({ customStates: ['customer_declined'] }, 'customer_declined')).toBe(true);
  });

  it('refuse every change on an order that awaits no decision; a call that changes nothing passes', () => {
    // Approved and declined together happen only within an approval of a declined order (its last call), a
    // change request beside a decision only within that decision's calls.
    const settled = everyState.filter(
      (entry) =>
        !entry.includes('awaiting_customer_action') &&
        !(entry.includes('customer_approved') && entry.includes('customer_declined')) &&
        !(
          entry.includes('customer_change_requested') &&
          (entry.includes('customer_approved') || entry.includes('customer_declined'))
        ),
    );
    for (const states of settled)
      for (const change of everyChange) {
        const changesNothing = states.includes(change.stateId) === (change.type === 'add');
        expect(isCustomStateChangeAllowed({ ...open, customStates: states }, change)).toBe(changesNothing);
      }
  });

  it('never let the customer add awaiting_customer_action or take an approval back', () => {
    for (const customStates of everyState) {
      const allowed = (change: CustomStateChange) =>
        isCustomStateChangeAllowed({ ...open, customStates }, change);
      if (!customStates.includes('awaiting_customer_action'))
        expect(allowed({ stateId: 'awaiting_customer_action', type: 'add' })).toBe(false);
      if (customStates.includes('customer_approved'))
        expect(allowed({ stateId: 'customer_approved', type: 'remove' })).toBe(false);
    }
  });

  it('close decisions with the flag off and on cancelled, delivered or compensated orders', () => {
    expect(areDecisionsOpen({ enabled: true, orderStates: ['PLACED', 'RELEASED'] })).toBe(true);
    expect(areDecisionsOpen({ enabled: false, orderStates: ['PLACED'] })).toBe(false);
    expect(areDecisionsOpenInBackend({ enabled: true, orderStates: ['PLACED', 'RELEASED'] })).toBe(true);
    expect(areDecisionsOpenInBackend({ enabled: false, orderStates: ['PLACED'] })).toBe(false);
    for (const closed of [
      ['PLACED', 'CANCELLED'],
      ['PLACED', 'RELEASED', 'PARTIALLY_DELIVERED'],
      ['PLACED', 'RELEASED', 'FULLY_DELIVERED'],
      ['PLACED', 'RELEASED', 'FULLY_DELIVERED', 'FULLY_COMPENSATED'],
    ]) {
      expect(areDecisionsOpen({ enabled: true, orderStates: closed })).toBe(false);
      expect(areDecisionsOpenInBackend({ enabled: true, orderStates: closed })).toBe(false);
      for (const change of everyChange)
        expect(
          isCustomStateChangeAllowed(
            { enabled: true, orderStates: closed, customStates: ['awaiting_customer_action'] },
            change,
          ),
        ).toBe(false);
    }
  });
});
