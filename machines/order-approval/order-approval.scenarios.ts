import type { MachineScenarios } from '../scenarios';
import type { orderApprovalMachine } from './order-approval.machine';
import type { OrderApproval } from './order-approval.rules';

// SF-100121 of Acme AB (o-25 in the seed, the buyer's, 55 150 kr): over 10 000 kr an approver decides, over
// 50 000 kr a company admin as well. Lisa Karlsson, a default-level approver, takes the first step.
const reasons: OrderApproval['reasons'] = [
  { kind: 'amount', tier: 'approver', currencyCode: 'SEK', threshold: 1_000_000, total: 5_515_000 },
  { kind: 'amount', tier: 'admin', currencyCode: 'SEK', threshold: 5_000_000, total: 5_515_000 },
];
const waiting: OrderApproval = { reasons, tiers: ['approver', 'admin'], steps: [], status: 'waiting' };
const at = '2026-11-21T09:00:00.000Z';
const lisa = { userId: 'u-lisa-karlsson', name: 'Lisa Karlsson', at };
const anna = { userId: 'u-anna-lindqvist', name: 'Anna Lindqvist', at };
const approvedBy = (step: typeof lisa) => ({
  tier: 'approver' as const,
  decision: 'approved' as const,
  ...step,
});

export const orderApprovalScenarios: MachineScenarios<typeof orderApprovalMachine> = {
  input: {
    orderId: 'o-25',
    approval: waiting,
    decider: {
      userId: 'u-lisa-karlsson',
      email: 'lisa.karlsson@acme.test',
      isAdmin: false,
      isApprover: true,
      isSuperAdmin: false,
    },
    placer: { userId: 'u-johan-berg', email: 'buyer@acme.test' },
  },
  // Guards read the approval, whether a reason was typed and which decision waits for Try again.
  contextKey: (context) => ({
    status: context.approval.status,
    steps: context.approval.steps.map((step) => `${step.userId}:${step.decision}`),
    hasReason: context.reason.trim() !== '',
    pending: context.pending,
  }),
  events: {
    'approval.approve': [{ type: 'approval.approve' }],
    'approval.openDecline': [{ type: 'approval.openDecline' }],
    'approval.changeReason': [
      { type: 'approval.changeReason', reason: 'Vi har redan jackor för i år.' },
      { type: 'approval.changeReason', reason: '' },
    ],
    'approval.cancel': [{ type: 'approval.cancel' }],
    'approval.confirm': [{ type: 'approval.confirm' }],
    'approval.retry': [{ type: 'approval.retry' }],
  },
  actors: {
    approve: {
      done: [
        {
          output: { refused: false, approval: { ...waiting, steps: [approvedBy(lisa)] } },
          description: "Lisa's step is taken; the order waits for a company admin.",
        },
        {
          output: {
            refused: false,
            approval: { ...waiting, tiers: ['approver'], steps: [approvedBy(lisa)], status: 'approved' },
          },
          description: 'The last step: approved (an order that needs an approver only).',
        },
        {
          output: { refused: true, approval: { ...waiting, steps: [approvedBy(anna)] } },
          description: "Anna approved first: the step is now an admin's.",
        },
      ],
      error: [{ message: '', description: 'The backend fails.' }],
    },
    decline: {
      done: [
        {
          output: {
            refused: false,
            approval: {
              ...waiting,
              steps: [
                { ...lisa, tier: 'approver', decision: 'declined', reason: 'Vi har redan jackor för i år.' },
              ],
              status: 'declined',
            },
          },
          description: 'Declined: not charged, the budget released, the buyer told why.',
        },
        {
          output: {
            refused: true,
            approval: {
              ...waiting,
              steps: [{ ...anna, tier: 'approver', decision: 'declined', reason: 'För dyrt.' }],
              status: 'declined',
            },
          },
          description: 'Anna declined first.',
        },
      ],
      error: [{ message: '', description: 'The backend fails.' }],
    },
  },
};
