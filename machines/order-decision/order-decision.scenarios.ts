import type { MachineScenarios } from '../scenarios';
import type { orderDecisionMachine } from './order-decision.machine';

export const orderDecisionScenarios: MachineScenarios<typeof orderDecisionMachine> = {
  // An order of Acme AB that waits for the customer (SF-100118 in the seed).
  input: { orderId: 'o-18', customStates: ['awaiting_customer_action'] },
  // Guards look at the custom states and whether a reason was typed, not at the text itself.
  contextKey: (context) => ({ customStates: context.customStates, hasReason: context.reason.trim() !== '' }),
  events: {
    'order.approve': [{ type: 'order.approve' }],
    'order.openDecline': [{ type: 'order.openDecline' }],
    'order.openChangeRequest': [{ type: 'order.openChangeRequest' }],
    'order.changeReason': [
      { type: 'order.changeReason', reason: 'Tråden ska vara marinblå, inte sand.' },
      { type: 'order.changeReason', reason: '' },
    ],
    'order.cancel': [{ type: 'order.cancel' }],
    'order.confirm': [{ type: 'order.confirm' }],
  },
  actors: {
    approve: {
      done: [{ output: ['customer_approved'], description: 'Approved: awaiting_customer_action is gone.' }],
      error: [{ message: '', description: 'The order service fails.' }],
    },
    decline: {
      done: [{ output: ['customer_declined'], description: 'Declined; the reason, if any, is a note.' }],
      error: [{ message: '', description: 'The order service fails.' }],
    },
    requestChange: {
      done: [
        {
          output: ['awaiting_customer_action', 'customer_change_requested'],
          description: 'The change request and its note are stored; the order still waits for the customer.',
        },
      ],
      error: [{ message: '', description: 'The order service fails.' }],
    },
  },
};
