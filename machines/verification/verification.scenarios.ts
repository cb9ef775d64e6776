import type { MachineScenarios } from '../scenarios';
import type { verificationMachine } from './verification.machine';

export const verificationScenarios: MachineScenarios<typeof verificationMachine> = {
  events: { 'verification.start': [{ type: 'verification.start', token: 'token-from-the-mail' }] },
  actors: {
    verifyEmail: {
      done: [{ output: { message: 'Email verified' } }],
      error: [
        {
          message: '',
          body: { details: 'verification link not found|The link has expired or was already used.' },
          description: 'An expired or used link.',
        },
        { message: 'Verification is unavailable', description: 'Any other failure.' },
      ],
    },
  },
};
