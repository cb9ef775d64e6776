import type { MachineScenarios } from '../scenarios';
import type { organisationUserRemovalMachine } from './organisation-user-removal.machine';

export const organisationUserRemovalScenarios: MachineScenarios<typeof organisationUserRemovalMachine> = {
  input: { companyId: 'c-acme-ab' },
  contextKey: (context) => ({ hasError: context.errorMessage !== null }),
  events: {
    // Johan Berg (buyer@acme.test), a default-level member.
    'users.remove': [{ type: 'users.remove', userId: 'u-johan-berg', name: 'Johan Berg' }],
    'users.confirm': [{ type: 'users.confirm' }],
    'users.cancel': [{ type: 'users.cancel' }],
    'users.dismiss': [{ type: 'users.dismiss' }],
  },
  actors: {
    removeUser: {
      done: [
        { output: { success: true, message: 'User removed' }, description: 'Removed.' },
        {
          output: { success: false, message: 'The user is not a member of the company' },
          description: 'A refusal answered as success: false.',
        },
      ],
      error: [{ message: 'Only a company admin may remove its users', description: 'A refusal.' }],
    },
  },
};
