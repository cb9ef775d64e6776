import { assign, fromPromise, setup } from 'xstate';

/** The order custom states of the spec and the calls of each decision (one definition, docs/decisions/023). */
import {
  approvalChanges,
  type CustomStateChange,
  type CustomStateId,
  changeRequestChanges,
  type DecisionStateId,
  declineChanges,
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
} from './order-decision.rules';

export {
  type CustomStateChange,
  type CustomStateId,
  type DecisionStateId,
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
};

/** The reason sent to the agent, and the decision it explains (the order's history shows it so). */
export interface OrderNoteInput {
  text: string;
  customStateId: DecisionStateId;
}

/** What a decision sends: the custom-state changes and the note for the agent, if any. */
export interface OrderChangeInput {
  orderId: string;
  changes: CustomStateChange[];
  note: OrderNoteInput | null;
}

/** Translation keys of the spec's progress, success and failure messages. */
export type OrderDecisionMessage =
  | 'approving'
  | 'approved'
  | 'declining'
  | 'declined'
  | 'requestingChange'
  | 'changeRequested'
  | 'failed';

export interface OrderDecisionContext {
  orderId: string;
  customStates: CustomStateId[];
  /** The reason typed in the open dialog. */
  reason: string;
}

export type OrderDecisionEvent =
  | { type: 'order.approve' }
  | { type: 'order.openDecline' }
  | { type: 'order.openChangeRequest' }
  | { type: 'order.changeReason'; reason: string }
  | { type: 'order.cancel' }
  | { type: 'order.confirm' };

const noteOf = (reason: string, customStateId: DecisionStateId): OrderNoteInput | null =>
  reason.trim() ? { text: reason.trim(), customStateId } : null;

const notProvided = (name: string) =>
  fromPromise<CustomStateId[], OrderChangeInput>(async () => {
    throw new Error(`not provided: ${name}`);
  });

export const orderDecisionMachine = setup({
  types: {
    context: {} as OrderDecisionContext,
    events: {} as OrderDecisionEvent,
    input: {} as { orderId: string; customStates: CustomStateId[] },
  },
  actors: {
    approve: notProvided('approve'),
    decline: notProvided('decline'),
    requestChange: notProvided('requestChange'),
  },
  actions: {
    notify: (_, _params: { message: OrderDecisionMessage }) => {
      throw new Error('not provided: notify');
    },
    setReason: assign({
      reason: ({ event }) => (event.type === 'order.changeReason' ? event.reason : ''),
    }),
    clearReason: assign({ reason: '' }),
    rememberStates: assign({
      customStates: ({ event }) => (event as unknown as { output: CustomStateId[] }).output,
    }),
  },
  guards: {
    isApprovalOffered: ({ context }) => isApprovalOffered(context.customStates),
    isDeclineOffered: ({ context }) => isDeclineOffered(context.customStates),
    isChangeRequestOffered: ({ context }) => isChangeRequestOffered(context.customStates),
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'orderDecision',
  description:
    "The customer's decision on an order that awaits them: approve it, decline it (with an optional reason " +
    'sent to the agent as a note) or request a change (customer_change_requested is added and the reason ' +
    'posted as a note). The buttons show only when the public order-decisions flag is "true".',
  initial: 'idle',
  context: ({ input }) => ({ orderId: input.orderId, customStates: input.customStates, reason: '' }),
  states: {
    idle: {
      description:
        'The order with the buttons its custom states allow: Approve with awaiting_customer_action; Decline and ' +
        'Request Change only when it is neither approved nor declined as well; Request Change not again while ' +
        'a change request waits for the agent.',
      on: {
        'order.approve': {
          guard: 'isApprovalOffered',
          target: 'approving',
          description: 'Approve is offered only while awaiting_customer_action is present.',
        },
        'order.openDecline': {
          guard: 'isDeclineOffered',
          target: 'declineDialog',
          description: 'Opens the Decline Order dialog.',
        },
        'order.openChangeRequest': {
          guard: 'isChangeRequestOffered',
          target: 'changeRequestDialog',
          description:
            'Opens the Request Change dialog; not while an earlier change request waits for the agent.',
        },
      },
    },
    approving: {
      description:
        "'Approving order...': adds customer_approved, removes awaiting_customer_action and customer_declined.",
      tags: ['busy'],
      entry: { type: 'notify', params: { message: 'approving' } },
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({
          orderId: context.orderId,
          changes: approvalChanges(context.customStates),
          note: null,
        }),
        onDone: {
          target: 'idle',
          actions: ['rememberStates', { type: 'notify', params: { message: 'approved' } }],
          description: "'Order approved!'; the buttons go away.",
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { message: 'failed' } },
          description: "'Something went wrong'; the order is as it was.",
        },
      },
    },
    declineDialog: {
      description:
        'The Decline Order dialog: a reason (4 rows) that is sent to the agent, Cancel and Decline Order.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The customer may type a reason; it is optional.',
          on: {
            'order.changeReason': { actions: 'setReason' },
            'order.cancel': {
              target: '#orderDecision.idle',
              actions: 'clearReason',
              description: 'Cancel closes the dialog.',
            },
            'order.confirm': { target: 'submitting', description: 'Decline Order sends the decline.' },
          },
        },
        submitting: {
          description:
            "'Declining order...': adds customer_declined, removes awaiting_customer_action and customer_approved, " +
            'then posts the reason as a note when one was given.',
          tags: ['busy'],
          entry: { type: 'notify', params: { message: 'declining' } },
          invoke: {
            id: 'decline',
            src: 'decline',
            input: ({ context }) => ({
              orderId: context.orderId,
              changes: declineChanges(context.customStates),
              note: noteOf(context.reason, 'customer_declined'),
            }),
            onDone: {
              target: '#orderDecision.idle',
              actions: ['rememberStates', 'clearReason', { type: 'notify', params: { message: 'declined' } }],
              description: "'Order declined!' and the dialog closes.",
            },
            onError: {
              target: 'failed',
              actions: { type: 'notify', params: { message: 'failed' } },
              description: "'Something went wrong'; the dialog stays open with the reason.",
            },
          },
        },
        failed: {
          description: "'Something went wrong' shows in the dialog; the customer may try again or cancel.",
          tags: ['error'],
          on: {
            'order.changeReason': { actions: 'setReason' },
            'order.cancel': { target: '#orderDecision.idle', actions: 'clearReason' },
            'order.confirm': { target: 'submitting', description: 'Trying again.' },
          },
        },
      },
    },
    changeRequestDialog: {
      description: 'The Request Change dialog: the reason (4 rows), Cancel and Request Change.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The customer types what should change; Request Change needs a reason.',
          on: {
            'order.changeReason': { actions: 'setReason' },
            'order.cancel': {
              target: '#orderDecision.idle',
              actions: 'clearReason',
              description: 'Cancel closes the dialog.',
            },
            'order.confirm': {
              guard: 'hasReason',
              target: 'submitting',
              description: 'A change request without a reason would tell the agent nothing.',
            },
          },
        },
        submitting: {
          description:
            "'Requesting change...': adds customer_change_requested (awaiting_customer_action stays), then posts " +
            'the reason as a note for the agent.',
          tags: ['busy'],
          entry: { type: 'notify', params: { message: 'requestingChange' } },
          invoke: {
            id: 'requestChange',
            src: 'requestChange',
            input: ({ context }) => ({
              orderId: context.orderId,
              changes: changeRequestChanges(context.customStates),
              note: noteOf(context.reason, 'customer_change_requested'),
            }),
            onDone: {
              target: '#orderDecision.idle',
              actions: [
                'rememberStates',
                'clearReason',
                { type: 'notify', params: { message: 'changeRequested' } },
              ],
              description:
                "'Order change requested!' and the dialog closes; Approve and Decline stay, Request Change goes.",
            },
            onError: {
              target: 'failed',
              actions: { type: 'notify', params: { message: 'failed' } },
              description: "'Something went wrong'; the dialog stays open with the reason.",
            },
          },
        },
        failed: {
          description: "'Something went wrong' shows in the dialog; the customer may try again or cancel.",
          tags: ['error'],
          on: {
            'order.changeReason': { actions: 'setReason' },
            'order.cancel': { target: '#orderDecision.idle', actions: 'clearReason' },
            'order.confirm': { guard: 'hasReason', target: 'submitting', description: 'Trying again.' },
          },
        },
      },
    },
  },
});
