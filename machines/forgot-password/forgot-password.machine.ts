import { assign, fromPromise, setup } from 'xstate';
import {
  emailPattern,
  hasErrorDetails,
  isOutcomeWithoutText,
  isReplyMessage,
  type OutcomeError,
  outcomeErrorOf,
  successMessages,
} from '../shared/rules';

/** The spec: a new reset link can be asked for after 300 seconds, shown as m:ss. */
export const resendCountdownMs = 300_000;

export interface ForgotPasswordContext extends OutcomeError {
  email: string;
  fieldError: 'emailValidation' | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.change'; email: string }
  | { type: 'forgotPassword.submit' }
  | { type: 'forgotPassword.resend' }
  | { type: 'forgotPassword.sendVerification' }
  | { type: 'forgotPassword.restart' };

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    createResetLink: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: createResetLink');
    }),
    createVerifyLink: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: createVerifyLink');
    }),
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => (event.type === 'forgotPassword.change' ? event.email : ''),
      fieldError: null,
      errorMessage: null,
      errorKey: null,
    }),
    showInvalid: assign({ fieldError: 'emailValidation' as const }),
    rememberError: assign(({ event }) => outcomeErrorOf(event)),
  },
  guards: {
    isEmailValid: ({ context }) => emailPattern.test(context.email.trim()),
    isEmailNotVerified: ({ event }) => hasErrorDetails(event, 'email not verified'),
    isEmailNotFound: ({ event }) => hasErrorDetails(event, 'email not found'),
    isResetLinkCreated: ({ event }) => isReplyMessage(event, successMessages.resetLink),
    isVerificationLinkCreated: ({ event }) => isReplyMessage(event, successMessages.verificationLink),
    isWithoutText: ({ event }) => isOutcomeWithoutText(event),
  },
  delays: { resendCountdown: resendCountdownMs },
}).createMachine({
  id: 'forgotPassword',
  description: 'Forgot password: ask for a reset link by e-mail; the cards follow the outcome.',
  initial: 'form',
  context: { email: '', fieldError: null, errorMessage: null, errorKey: null },
  states: {
    form: {
      description: 'The e-mail field; a failure or a validation message shows above or under it.',
      on: {
        'forgotPassword.change': { actions: 'setEmail' },
        'forgotPassword.submit': [
          { guard: 'isEmailValid', target: 'sending', description: 'A valid address asks for a reset link.' },
          { actions: 'showInvalid', description: "Anything else shows 'account.emailValidation'." },
        ],
      },
    },
    sending: {
      description: 'Asking for the reset link.',
      tags: ['busy'],
      invoke: {
        id: 'createResetLink',
        src: 'createResetLink',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: [
          {
            guard: 'isResetLinkCreated',
            target: 'checkEmail',
            description: "'Reset password link created': the check-e-mail card.",
          },
          {
            guard: 'isEmailNotVerified',
            target: 'emailNotVerified',
            description: "A 200 whose details say 'email not verified'.",
          },
          {
            guard: 'isEmailNotFound',
            target: 'emailNotFound',
            description: "A 200 whose details say 'email not found'.",
          },
          {
            guard: 'isWithoutText',
            target: 'form',
            actions: 'rememberError',
            description:
              "A reply with neither the link's message nor details (an empty 200, a 204): 'somethingWentWrong'.",
          },
          {
            target: 'form',
            actions: 'rememberError',
            description: 'Any other reply is no link: its details show.',
          },
        ],
        onError: [
          { guard: 'isEmailNotVerified', target: 'emailNotVerified', description: "'email not verified'." },
          {
            guard: 'isEmailNotFound',
            target: 'emailNotFound',
            description: "'email not found': offer sign-up.",
          },
          {
            guard: 'isWithoutText',
            target: 'form',
            actions: 'rememberError',
            description: "A failure without a text of its own: 'somethingWentWrong'.",
          },
          { target: 'form', actions: 'rememberError', description: 'Any other failure shows its message.' },
        ],
      },
    },
    checkEmail: {
      description:
        'The check-your-e-mail card. A new link can be asked for when the 300-second countdown ends.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'The countdown runs, shown as m:ss.',
          after: { resendCountdown: { target: 'canResend', description: 'After 300 seconds.' } },
        },
        canResend: {
          description: 'The resend button is enabled.',
          on: { 'forgotPassword.resend': 'resending' },
        },
        resending: {
          description: 'Asking for a new link.',
          tags: ['busy'],
          invoke: {
            id: 'resendResetLink',
            src: 'createResetLink',
            input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
            onDone: [
              {
                guard: 'isResetLinkCreated',
                target: 'waiting',
                description: 'A new link: the countdown starts again.',
              },
              {
                target: 'canResend',
                description: 'Any other reply is no link: the resend can be tried again.',
              },
            ],
            onError: { target: 'canResend', description: 'The resend can be tried again.' },
          },
        },
      },
    },
    emailNotVerified: {
      description: 'The address is not verified: the card offers a new verification link.',
      on: { 'forgotPassword.sendVerification': 'sendingVerification' },
    },
    sendingVerification: {
      description: 'Sending a new verification link.',
      tags: ['busy'],
      invoke: {
        id: 'createVerifyLink',
        src: 'createVerifyLink',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: [
          {
            guard: 'isVerificationLinkCreated',
            target: 'emailVerfySent',
            description: "'Email verification link created'.",
          },
          {
            target: 'emailNotVerified',
            description: 'Any other reply is no link: the card offers it again.',
          },
        ],
        onError: 'emailNotVerified',
      },
    },
    emailVerfySent: { description: 'The verification link is on its way.', type: 'final' },
    emailNotFound: {
      description: 'No account has this address: the card offers sign-up, or another try.',
      on: { 'forgotPassword.restart': { target: 'form', description: 'Try another address.' } },
    },
  },
});
