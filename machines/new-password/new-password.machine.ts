import { assign, fromPromise, setup } from 'xstate';
import {
  hasErrorDetails,
  isOutcomeWithoutText,
  isReplyMessage,
  type OutcomeError,
  outcomeErrorOf,
  passwordErrorOf,
  successMessages,
} from '../shared/rules';

export type NewPasswordFieldError = 'passwordMinLength' | 'passwordRequirements' | 'passwordsDoesNotMatch';

export interface NewPasswordContext extends OutcomeError {
  password: string;
  confirm: string;
  fieldErrors: Partial<Record<'password' | 'confirm', NewPasswordFieldError>>;
}

export type NewPasswordEvent =
  | { type: 'newPassword.change'; field: 'password' | 'confirm'; value: string }
  | { type: 'newPassword.submit' };

/** The spec's rules: at least 10 characters, a digit, and the confirmation equal to it. */
export function newPasswordErrors(password: string, confirm: string): NewPasswordContext['fieldErrors'] {
  const passwordError: NewPasswordFieldError | undefined = passwordErrorOf(password);
  return {
    ...(passwordError ? { password: passwordError } : {}),
    ...(confirm !== password ? { confirm: 'passwordsDoesNotMatch' as const } : {}),
  };
}

export const newPasswordMachine = setup({
  types: { context: {} as NewPasswordContext, events: {} as NewPasswordEvent },
  actors: {
    resetPassword: fromPromise<unknown, { password: string }>(async () => {
      throw new Error('not provided: resetPassword');
    }),
  },
  actions: {
    setField: assign(({ event }) =>
      event.type === 'newPassword.change'
        ? { [event.field]: event.value, errorMessage: null, errorKey: null }
        : {},
    ),
    validate: assign({ fieldErrors: ({ context }) => newPasswordErrors(context.password, context.confirm) }),
    rememberError: assign(({ event }) => outcomeErrorOf(event)),
  },
  guards: {
    isValid: ({ context }) => Object.keys(newPasswordErrors(context.password, context.confirm)).length === 0,
    isLinkExpired: ({ event }) => hasErrorDetails(event, 'link expired'),
    isPasswordUpdated: ({ event }) => isReplyMessage(event, successMessages.passwordUpdated),
    isWithoutText: ({ event }) => isOutcomeWithoutText(event),
  },
}).createMachine({
  id: 'newPassword',
  description: 'The new-password page of the reset link: a new password, its confirmation, and the outcome.',
  initial: 'editing',
  context: { password: '', confirm: '', fieldErrors: {}, errorMessage: null, errorKey: null },
  states: {
    editing: {
      description: 'The strength indicator follows the typing; messages show after a refused submit.',
      on: {
        'newPassword.change': { actions: 'setField' },
        'newPassword.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: 'validate',
            description: 'A valid password is sent.',
          },
          {
            actions: 'validate',
            description: 'passwordMinLength, passwordRequirements or passwordsDoesNotMatch.',
          },
        ],
      },
    },
    submitting: {
      description: 'Saving the new password.',
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: [
          {
            guard: 'isPasswordUpdated',
            target: 'success',
            description: "'Password updated': the card links to /login/.",
          },
          {
            guard: 'isLinkExpired',
            target: 'expired',
            description: "A 200 whose details say 'link expired'.",
          },
          {
            guard: 'isWithoutText',
            target: 'editing',
            actions: 'rememberError',
            description:
              "A reply with neither 'Password updated' nor details (an empty 200, a 204): 'somethingWentWrong'.",
          },
          {
            target: 'editing',
            actions: 'rememberError',
            description: 'Any other reply is no new password: its details show.',
          },
        ],
        onError: [
          {
            guard: 'isLinkExpired',
            target: 'expired',
            description: "'link expired': ask for a new reset link.",
          },
          {
            guard: 'isWithoutText',
            target: 'editing',
            actions: 'rememberError',
            description: "A failure without a text of its own: 'somethingWentWrong'.",
          },
          {
            target: 'editing',
            actions: 'rememberError',
            description: 'Any other failure shows its message.',
          },
        ],
      },
    },
    success: { description: 'The password is reset; a card links to the login.', type: 'final' },
    expired: { description: 'The link has expired; a link leads to /reset-password/.', type: 'final' },
  },
});
