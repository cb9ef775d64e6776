import { assign, fromPromise, setup } from 'xstate';
import { emailPattern, serverMessageOf } from '../shared/rules';

export type NewsletterFieldError = 'emailRequired' | 'emailInvalid';

export interface NewsletterContext {
  email: string;
  /** Validation message key shown under the e-mail field. */
  fieldError: NewsletterFieldError | null;
  /** The server's failure text; null shows the default failure text. */
  errorMessage: string | null;
}

export type NewsletterEvent = { type: 'newsletter.change'; email: string } | { type: 'newsletter.submit' };

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribe: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: subscribe');
    }),
  },
  guards: {
    isEmailMissing: ({ context }) => context.email.trim() === '',
    isEmailMalformed: ({ context }) => !emailPattern.test(context.email.trim()),
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => (event.type === 'newsletter.change' ? event.email : ''),
      fieldError: null,
    }),
    showEmailRequired: assign({ fieldError: 'emailRequired' as const }),
    showEmailInvalid: assign({ fieldError: 'emailInvalid' as const }),
    clearError: assign({ errorMessage: null }),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'newsletter',
  description: 'The newsletter block: a shopper leaves an e-mail address to receive the newsletter.',
  initial: 'idle',
  context: { email: '', fieldError: null, errorMessage: null },
  states: {
    idle: {
      description: 'The form waits for an e-mail address. A validation message may show under the field.',
      on: {
        'newsletter.change': { actions: 'setEmail' },
        'newsletter.submit': [
          {
            guard: 'isEmailMissing',
            actions: 'showEmailRequired',
            description: "An empty e-mail is refused with 'Email is required'; nothing is sent.",
          },
          {
            guard: 'isEmailMalformed',
            actions: 'showEmailInvalid',
            description:
              "An e-mail that does not match the pattern is refused with 'Please enter a valid email address'.",
          },
          { target: 'submitting', description: 'A valid e-mail is sent to the newsletter list.' },
        ],
      },
    },
    submitting: {
      description: 'The address is being sent; the button shows a spinner and the form cannot be sent twice.',
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: { target: 'success' },
        onError: { target: 'error', actions: 'rememberError' },
      },
    },
    success: {
      description:
        "Subscribed: 'Thank you for subscribing! Check your email for confirmation.' replaces the form.",
      tags: ['success'],
      type: 'final',
    },
    error: {
      description:
        "The subscription failed: the server's message, or 'Something went wrong. Please try again.', shows above " +
        'the form, which keeps the address so the shopper can try again.',
      tags: ['error'],
      exit: 'clearError',
      on: {
        'newsletter.change': {
          target: 'idle',
          actions: 'setEmail',
          description: 'Editing the address dismisses the failure.',
        },
        'newsletter.submit': {
          target: 'submitting',
          description: 'Try again with the same, already validated, address.',
        },
      },
    },
  },
});
