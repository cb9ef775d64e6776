import { assign, fromPromise, setup } from 'xstate';
import { hasReplyDetails, outcomeTextOf } from '../shared/rules';

export interface VerificationContext {
  /** The banner's title and the detail behind it: the server's text split at '|'. */
  title: string | null;
  detail: string | null;
}

export type VerificationEvent = { type: 'verification.start'; token: string };

/** Splits a server text 'title|detail' into its two parts. */
export function splitMessage(text: string | null): { title: string | null; detail: string | null } {
  if (!text) return { title: null, detail: null };
  const [title = '', ...rest] = text.split('|');
  return { title: title.trim() || null, detail: rest.join('|').trim() || null };
}

export const verificationMachine = setup({
  types: { context: {} as VerificationContext, events: {} as VerificationEvent },
  actors: {
    verifyEmail: fromPromise<{ message?: string; details?: string }, { token: string }>(async () => {
      throw new Error('not provided: verifyEmail');
    }),
  },
  actions: {
    showSuccess: assign(({ event }) =>
      splitMessage((event as unknown as { output: { message?: string } }).output.message ?? null),
    ),
    showError: assign(({ event }) => splitMessage(outcomeTextOf(event))),
  },
  guards: {
    isRefused: ({ event }) => hasReplyDetails(event),
  },
}).createMachine({
  id: 'verification',
  description:
    'The verification banner above the login form, reached from the link in the verification mail: it confirms ' +
    'the e-mail address and says how that went.',
  initial: 'idle',
  context: { title: null, detail: null },
  states: {
    idle: {
      description: 'No verification link: nothing shows.',
      on: {
        'verification.start': {
          target: 'verifying',
          description: 'The page was opened from a verification link.',
        },
      },
    },
    verifying: {
      description: 'Confirming the address with the token of the link.',
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ event }) => ({ token: (event as VerificationEvent).token }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'error',
            actions: 'showError',
            description: 'A 200 carrying details is the error it names.',
          },
          { target: 'success', actions: 'showSuccess' },
        ],
        onError: { target: 'error', actions: 'showError' },
      },
    },
    success: {
      description: 'A success banner: the address is confirmed and the user can log in.',
      tags: ['success'],
    },
    error: {
      description:
        "A destructive banner with the title of the server's text; a title containing 'link not found' is replaced " +
        'by its own translated message, and the detail stays behind a disclosure.',
      tags: ['error'],
    },
  },
});
