import type { MachineScenarios } from '../scenarios';
import type { newsletterMachine } from './newsletter.machine';

export const newsletterScenarios: MachineScenarios<typeof newsletterMachine> = {
  events: {
    'newsletter.change': [
      { type: 'newsletter.change', email: 'anna.berg@example.se' },
      { type: 'newsletter.change', email: 'anna.berg@' },
      { type: 'newsletter.change', email: '' },
    ],
    'newsletter.submit': [{ type: 'newsletter.submit' }],
  },
  actors: {
    subscribe: {
      done: [{ output: { message: 'Subscribed' }, description: 'The consent is stored.' }],
      error: [
        { message: 'Newsletter list not found', description: 'The server explains the failure.' },
        { message: '', description: 'The server gives no text: the default failure text shows.' },
      ],
    },
  },
};
