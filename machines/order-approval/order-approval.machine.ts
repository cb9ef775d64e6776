import { assign, fromPromise, setup } from 'xstate';
import {
  type ApprovalRefusal,
  approvalRefusal,
  type Decider,
  nextTier,
  type OrderApproval,
  type Placer,
} from './order-approval.rules';

export { type ApprovalRefusal, approvalRefusal, type Decider, nextTier, type OrderApproval, type Placer };

/** What a decision sends: the order, approve or decline, and the decline's reason for the buyer. */
export interface ApprovalDecisionInput {
  orderId: string;
  decision: 'approve' | 'decline';
  reason: string;
}

/**
 * How a decision ended at the backend: taken (the order's approval after it), or refused because the order changed
 * meanwhile (someone else decided first): `refused` with the order's approval as it is now.
 */
export interface ApprovalDecisionOutput {
  refused: boolean;
  approval: OrderApproval;
}

export interface OrderApprovalContext {
  orderId: string;
  approval: OrderApproval;
  /** The signed-in user as the rules see them on the order's company. */
  decider: Decider;
  placer: Placer;
  /** The decline's reason typed in the dialog. */
  reason: string;
  /** The decision the last call sent, taken again by Try again. */
  pending: 'approve' | 'decline' | null;
}

export type OrderApprovalEvent =
  | { type: 'approval.approve' }
  | { type: 'approval.openDecline' }
  | { type: 'approval.changeReason'; reason: string }
  | { type: 'approval.cancel' }
  | { type: 'approval.confirm' }
  | { type: 'approval.retry' };

/** Why the decider may not take the order's next step, or null (the rules' own answer, issue 33). */
export const refusalOf = (context: Pick<OrderApprovalContext, 'decider' | 'placer' | 'approval'>) =>
  approvalRefusal(context.decider, context.placer, context.approval);

const notProvided = fromPromise<ApprovalDecisionOutput, ApprovalDecisionInput>(async () => {
  throw new Error('not provided: decide');
});

const outputOf = (event: unknown) => (event as { output: ApprovalDecisionOutput }).output;

export const orderApprovalMachine = setup({
  types: {
    context: {} as OrderApprovalContext,
    events: {} as OrderApprovalEvent,
    input: {} as Pick<OrderApprovalContext, 'orderId' | 'approval' | 'decider' | 'placer'>,
  },
  actors: { approve: notProvided, decline: notProvided },
  actions: {
    setReason: assign({
      reason: ({ event }) => (event.type === 'approval.changeReason' ? event.reason : ''),
    }),
    clearReason: assign({ reason: '' }),
    rememberApproval: assign({ approval: ({ event }) => outputOf(event).approval }),
    pendApprove: assign({ pending: 'approve' as const }),
    pendDecline: assign({ pending: 'decline' as const }),
  },
  guards: {
    mayDecide: ({ context }) => refusalOf(context) === null,
    hasReason: ({ context }) => context.reason.trim() !== '',
    isRefused: ({ event }) => outputOf(event).refused,
    isApproved: ({ event }) => outputOf(event).approval.status === 'approved',
    isDeclinePending: ({ context }) => context.pending === 'decline',
  },
}).createMachine({
  id: 'orderApproval',
  description:
    "A company approver's decision on the step an order waits for in its company's approval (issue 33): approve " +
    'it, or decline it with a reason for the buyer. Tier by tier: an approver first, then a company admin when ' +
    "a reason needs one. Who may take the step is the approval rules' (approvalRefusal): never the buyer, only " +
    "an approver, the admin's step only an admin who did not approve before.",
  initial: 'idle',
  context: ({ input }) => ({ ...input, reason: '', pending: null }),
  states: {
    idle: {
      description:
        'The order with its reasons, who has decided and who still must. Approve and Decline show only to who may ' +
        'take the next step; everyone else reads why not (their own order, no approver, the step is an admin’s, ' +
        'they approved before, or it no longer waits).',
      on: {
        'approval.approve': {
          guard: 'mayDecide',
          target: 'approving',
          actions: 'pendApprove',
          description: 'Approve the step: only who may take it.',
        },
        'approval.openDecline': {
          guard: 'mayDecide',
          target: 'declineDialog',
          description: 'Opens the Decline dialog: only who may take the step.',
        },
      },
    },
    approving: {
      description: "'Approving…': the step is sent to the backend, which judges it by the same rules.",
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ orderId: context.orderId, decision: 'approve' as const, reason: '' }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: 'rememberApproval',
            description: 'Someone else decided first: the order as it is now.',
          },
          {
            guard: 'isApproved',
            target: 'approved',
            actions: 'rememberApproval',
            description: 'The last step: the order is approved.',
          },
          {
            target: 'approvedMyStep',
            actions: 'rememberApproval',
            description: "An earlier step: the order now waits for a company admin's decision.",
          },
        ],
        onError: { target: 'failed', description: 'The backend fails: nothing was decided.' },
      },
    },
    declineDialog: {
      description: 'The Decline dialog: the reason for the buyer (required), Cancel and Decline.',
      on: {
        'approval.changeReason': { actions: 'setReason' },
        'approval.cancel': {
          target: 'idle',
          actions: 'clearReason',
          description: 'Cancel closes the dialog.',
        },
        'approval.confirm': {
          guard: 'hasReason',
          target: 'declining',
          actions: 'pendDecline',
          description: 'A decline tells the buyer why: it needs a reason.',
        },
      },
    },
    declining: {
      description:
        "'Declining…': the decline and its reason are sent; the payment is voided and the budget released.",
      tags: ['busy'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({
          orderId: context.orderId,
          decision: 'decline' as const,
          reason: context.reason.trim(),
        }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'refused',
            actions: 'rememberApproval',
            description: 'Someone else decided first: the order as it is now.',
          },
          {
            target: 'declined',
            actions: ['rememberApproval', 'clearReason'],
            description: 'Declined: not charged, the buyer is told why.',
          },
        ],
        onError: { target: 'failed', description: 'The backend fails: nothing was decided.' },
      },
    },
    failed: {
      description: "'The decision could not be saved': Try again sends the same decision; Cancel leaves it.",
      tags: ['error'],
      on: {
        'approval.retry': [
          {
            guard: 'isDeclinePending',
            target: 'declining',
            description: 'The decline again, with its reason.',
          },
          { target: 'approving', description: 'The approval again.' },
        ],
        'approval.cancel': { target: 'idle', actions: 'clearReason', description: 'Nothing was decided.' },
      },
    },
    approvedMyStep: {
      description:
        'The user approved their step; the order still waits for a company admin (who was mailed).',
    },
    approved: { description: 'The order is approved: it goes ahead; the buyer was mailed.' },
    declined: {
      description: 'The order is declined: not charged, the budget released; the buyer was mailed.',
    },
    refused: {
      description:
        'The backend refused: the order changed since it was read (someone else decided first). The order as it is ' +
        'now shows, without the buttons.',
    },
  },
});
