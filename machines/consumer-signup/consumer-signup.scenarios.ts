import type { MachineScenarios } from '../scenarios';
import { type consumerSignupMachine, signupErrorsOf } from './consumer-signup.machine';

export const consumerSignupScenarios: MachineScenarios<typeof consumerSignupMachine> = {
  // Guards look at the form's validity and the answers, not at the typed text: one key per set of messages.
  contextKey: (context) => ({
    formValid: Object.keys(signupErrorsOf(context.values, context.refusedPhones)).length === 0,
    fieldErrors: context.fieldErrors,
    errorKey: context.errorKey,
    hasErrorMessage: context.errorMessage !== null,
  }),
  events: {
    'signup.change': [
      // A shopper fills in the whole form (the view sends one change per field): SMS offers turned off.
      {
        type: 'signup.change',
        values: {
          first_name: 'Anna',
          last_name: 'Lindqvist',
          email: 'Anna.Lindqvist@Example.test',
          phone_number: '+46701234567',
          password: 'Sommar2026!',
          confirmPassword: 'Sommar2026!',
          allow_phone_notifications: false,
          privacy: true,
        },
      },
      // Typos: no top-level domain, a phone of E.164's form that is no Swedish number (the phone field refused
      // it), a password without a digit that does not match.
      {
        type: 'signup.change',
        values: {
          email: 'anna@example',
          phone_number: '+4612345',
          password: 'sommarsommar',
          confirmPassword: 'sommarsommar2',
        },
        refusedPhones: ['+4612345'],
      },
    ],
    'signup.submit': [
      {
        type: 'signup.submit',
        market: { store_group: 'sg-consumer', language: 'SV', market: 'se', country: 'SE' },
      },
    ],
  },
  actors: {
    signup: {
      done: [
        { output: { id: 'u-1042' }, description: 'A new user.' },
        {
          output: { details: 'email not verified' },
          description:
            'The address has an account that was never verified: a new link is mailed, nothing else changes.',
        },
        {
          output: { details: 'user already exists' },
          description: "A 200 answering 'user already exists': the refusal it names.",
        },
        {
          output: { details: 'Signup is closed for this market' },
          description: 'An answer without an id: its text shows.',
        },
      ],
      error: [
        { message: '', body: { details: 'user already exists' }, description: "'user already exists'" },
        {
          message: '',
          body: { details: 'email not verified' },
          description: "A refusal answering 'email not verified': the address awaits verification.",
        },
        {
          message: "'privacy' must be true: You must accept the privacy policy",
          description: 'A refusal with a text of its own (400 error).',
        },
        { message: '', description: 'A failure without a text: the generic message.' },
      ],
    },
    requestVerificationLink: {
      done: [
        { output: { message: 'Email verification link created' } },
        { output: { details: 'user not found' }, description: 'A 200 carrying details: no link.' },
      ],
      error: [{ message: '', body: { details: 'user not found' }, description: "'user not found'" }],
    },
  },
};
