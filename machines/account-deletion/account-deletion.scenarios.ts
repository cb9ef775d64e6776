import type { MachineScenarios } from '../scenarios';
import { type accountDeletionMachine, isKeywordTyped } from './account-deletion.machine';

export const accountDeletionScenarios: MachineScenarios<typeof accountDeletionMachine> = {
  input: { keyword: 'RADERA' },
  contextKey: (context) => ({
    keywordTyped: isKeywordTyped(context.typed, context.keyword),
    hasError: context.errorMessage !== null,
  }),
  events: {
    'deletion.open': [{ type: 'deletion.open' }],
    'deletion.change': [
      { type: 'deletion.change', value: 'radera' },
      { type: 'deletion.change', value: 'radea' },
    ],
    'deletion.confirm': [{ type: 'deletion.confirm' }],
    'deletion.cancel': [{ type: 'deletion.cancel' }],
  },
  actors: {
    deleteAccount: {
      done: [
        { output: { message: 'user deleted' }, description: "'user deleted'" },
        { output: { message: 'deletion queued' }, description: 'Another reply: not deleted.' },
      ],
      error: [
        { message: 'Service unavailable', description: 'A refusal.' },
        {
          message: 'The only admin of Bergström Bygg AB cannot delete the account',
          body: {
            error: 'The only admin of Bergström Bygg AB cannot delete the account',
            details: 'last company admin',
            companies: [{ id: 'c-bergstrom-bygg-ab', name: 'Bergström Bygg AB' }],
          },
          description: 'The only admin of a company: another admin is needed first.',
        },
      ],
    },
  },
};
