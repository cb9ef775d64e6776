import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';

export interface AccountDeletionContext {
  /** The word to type (upper-case, in the shop's language). */
  keyword: string;
  typed: string;
  errorMessage: string | null;
}

export type AccountDeletionEvent =
  | { type: 'deletion.open' }
  | { type: 'deletion.change'; value: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' };

/** Confirmed when the upper-cased input equals the keyword (accounts spec 4). */
export const isKeywordTyped = (typed: string, keyword: string) => typed.trim().toUpperCase() === keyword;

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as { keyword: string },
  },
  actors: {
    deleteAccount: fromPromise<{ message?: string }, void>(async () => {
      throw new Error('not provided: deleteAccount');
    }),
  },
  actions: {
    setTyped: assign({
      typed: ({ context, event }) => (event.type === 'deletion.change' ? event.value : context.typed),
    }),
    reset: assign({ typed: '', errorMessage: null }),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
    rememberAnswer: assign({
      errorMessage: ({ event }) => (event as { output?: { message?: string } }).output?.message ?? null,
    }),
    clearError: assign({ errorMessage: null }),
    logout: () => {
      throw new Error('not provided: logout');
    },
  },
  guards: {
    isKeywordTyped: ({ context }) => isKeywordTyped(context.typed, context.keyword),
    isUserDeleted: ({ event }) =>
      (event as { output?: { message?: string } }).output?.message?.toLowerCase() === 'user deleted',
  },
}).createMachine({
  id: 'accountDeletion',
  description:
    'Deleting the account: a dialog asks the user to type the confirm keyword; the account is deleted and the ' +
    'user logged out to the home page.',
  initial: 'closed',
  context: ({ input }) => ({ keyword: input.keyword, typed: '', errorMessage: null }),
  states: {
    closed: {
      description: 'The delete-account button on the my-information card.',
      on: { 'deletion.open': { target: 'confirming', description: 'The confirm dialog opens.' } },
    },
    confirming: {
      description: 'The dialog: type the keyword to enable the delete button.',
      on: {
        'deletion.change': { actions: 'setTyped' },
        'deletion.confirm': {
          guard: 'isKeywordTyped',
          target: 'deleting',
          description: 'The upper-cased input equals the keyword.',
        },
        'deletion.cancel': { target: 'closed', actions: 'reset', description: 'Cancel closes the dialog.' },
      },
    },
    deleting: {
      description: 'POST /api/enad/delete/; the delete button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: [
          { guard: 'isUserDeleted', target: 'deleted', description: "The reply says 'user deleted'." },
          {
            target: 'failed',
            actions: 'rememberAnswer',
            description: 'Any other reply: the account is still there.',
          },
        ],
        onError: {
          target: 'failed',
          actions: 'rememberError',
          description: 'The failure shows in the dialog.',
        },
      },
    },
    failed: {
      description: 'The dialog shows the failure; the user may try again or cancel.',
      tags: ['error'],
      on: {
        'deletion.change': { target: 'confirming', actions: ['setTyped', 'clearError'] },
        'deletion.confirm': {
          guard: 'isKeywordTyped',
          target: 'deleting',
          actions: 'clearError',
          description: 'Trying again.',
        },
        'deletion.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    deleted: {
      description: 'Logged out (session and cart data cleared) and sent to the home page.',
      type: 'final',
      entry: 'logout',
    },
  },
});
