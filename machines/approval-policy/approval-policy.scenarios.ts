import type { MachineScenarios } from '../scenarios';
import { type approvalPolicyMachine, policyDraftErrors } from './approval-policy.machine';

export const approvalPolicyScenarios: MachineScenarios<typeof approvalPolicyMachine> = {
  // Acme AB's admin in the Swedish market: a row for each currency of the markets.
  input: {
    companyId: 'c-acme-ab',
    currencies: ['SEK', 'NOK', 'DKK', 'EUR', 'GBP'],
    locale: 'sv-SE',
  },
  // Guards look at validity, the budgets' number and the messages, not at the typed text.
  contextKey: (context) => ({
    valid: Object.keys(policyDraftErrors(context)).length === 0,
    budgets: Math.min(context.draft.budgets.length, 2),
    hasMessages: Object.keys(context.fieldErrors).length > 0,
  }),
  events: {
    'policy.change': [
      // The admin's amount at or below the approver's (1 000 kr): refused.
      { type: 'policy.change', field: 'rules.SEK.adminOver', value: '900' },
      // A correct one: over 5 000 kr an admin decides as well.
      { type: 'policy.change', field: 'rules.SEK.adminOver', value: '5 000' },
    ],
    'policy.addBudget': [{ type: 'policy.addBudget' }],
    // The budget added in the form (the stored one, Lisa's, stays: the backend's check refuses it once she has left).
    'policy.removeBudget': [{ type: 'policy.removeBudget', index: 1 }],
    'policy.submit': [{ type: 'policy.submit' }],
    'policy.retry': [{ type: 'policy.retry' }],
  },
  actors: {
    loadPolicy: {
      done: [
        {
          output: {
            policy: {
              amountRules: [{ currencyCode: 'SEK', approverOver: 100000, adminOver: null }],
              maxLines: null,
              budgets: [
                {
                  id: 'budget-1',
                  subject: { kind: 'user', userId: 'u-lisa-karlsson' },
                  currencyCode: 'SEK',
                  amount: 500000,
                  period: 'month',
                },
              ],
            },
            members: [{ id: 'u-lisa-karlsson', name: 'Lisa Karlsson', level: 'default' }],
            canEdit: true,
          },
          description:
            "Acme AB's rules as its admin gets them: over 1 000 kr an approver; Lisa's budget 5 000 kr a month.",
        },
        {
          output: {
            policy: { amountRules: [], maxLines: null, budgets: [] },
            members: [],
            canEdit: false,
          },
          description: 'A member who is no admin reads the rules.',
        },
      ],
      error: [{ message: 'Service unavailable', description: 'Any failure.' }],
    },
    savePolicy: {
      done: [
        {
          output: {
            outcome: 'saved',
            policy: { amountRules: [], maxLines: null, budgets: [] },
          },
          description: 'Stored.',
        },
        { output: { outcome: 'refused' }, description: 'No longer an admin of the company (403).' },
        {
          output: { outcome: 'invalid', errors: [{ field: 'budgets.0.subject', code: 'budgetUserUnknown' }] },
          description: "The backend's check: the budget's member has left the company.",
        },
      ],
      error: [{ message: 'Service unavailable', description: 'Any failure.' }],
    },
  },
};
