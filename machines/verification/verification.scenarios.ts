import type { MachineScenarios } from '../scenarios';
import type { verificationMachine } from './verification.machine';

export const verificationScenarios: MachineScenarios<typeof verificationMachine> = {
  events: { 'verification.start': [{ type: 'verification.start', token: 'token-from-the-mail' }] },
  actors: {
    verifyEmail: {
      done: [
        { output: { message: 'Email verified' } },
        {
          output: { message: 'Email verified|Your company account is ready.' },
          description: "A text with a detail after '|': the title, and the detail behind a disclosure.",
        },
        {
          output: { details: 'verification link not found|The link has expired or was already used.' },
          description: 'A 200 carrying details: the error it names.',
        },
      ],
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
