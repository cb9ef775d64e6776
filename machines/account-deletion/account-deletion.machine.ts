import { assign, fromPromise, setup } from 'xstate';
import { hasErrorDetails, serverMessageOf } from '../shared/rules';

export interface AccountDeletionContext {
  /** The word to type (upper-case, in the shop's language). */
  keyword: string;
  typed: string;
  errorMessage: string | null;
  /** The companies whose only admin the user is, when the backend refused the deletion for them. */
  adminOf: string[];
}

export type AccountDeletionEvent =
  | { type: 'deletion.open' }
  | { type: 'deletion.change'; value: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' };

/** The backend's `details` when the user is the only admin of a company (openapi: LastAdminRefusal). */
export const lastCompanyAdmin = 'last company admin';

/** The names of the companies a last-admin refusal names. */
const refusedCompaniesOf = (event: unknown) => {
  const body = (event as { error?: { body?: { companies?: unknown } } }).error?.body;
  return Array.isArray(body?.companies)
    ? body.companies.flatMap((company) =>
        typeof (company as { name?: unknown })?.name === 'string' ? [(company as { name: string }).name] : [],
      )
    : [];
};

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
    reset: assign({ typed: '', errorMessage: null, adminOf: [] }),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
    rememberAnswer: assign({
      errorMessage: ({ event }) => (event as { output?: { message?: string } }).output?.message ?? null,
    }),
    clearError: assign({ errorMessage: null }),
    rememberCompanies: assign({ adminOf: ({ event }) => refusedCompaniesOf(event) }),
    logout: () => {
      throw new Error('not provided: logout');
    },
  },
  guards: {
    isKeywordTyped: ({ context }) => isKeywordTyped(context.typed, context.keyword),
    isLastAdmin: ({ event }) => hasErrorDetails(event, lastCompanyAdmin),
    isUserDeleted: ({ event }) =>
      (event as { output?: { message?: string } }).output?.message?.toLowerCase() === 'user deleted',
  },
}).createMachine({
  id: 'accountDeletion',
  description:
    'Deleting the account: a dialog asks the user to type the confirm keyword; the account is deleted and the ' +
    'user logged out to the home page.',
  initial: 'closed',
  context: ({ input }) => ({ keyword: input.keyword, typed: '', errorMessage: null, adminOf: [] }),
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
        onError: [
          {
            guard: 'isLastAdmin',
            target: 'lastAdmin',
            actions: 'rememberCompanies',
            description: "Refused: 'last company admin', the user is the only admin of the companies named.",
          },
          {
            target: 'failed',
            actions: 'rememberError',
            description: 'The failure shows in the dialog.',
          },
        ],
      },
    },
    lastAdmin: {
      description:
        'The dialog says why the account stays: the user is the only admin of the companies named, which ' +
        'need another admin first (customer service helps). Trying again would be refused the same way.',
      on: {
        'deletion.cancel': { target: 'closed', actions: 'reset', description: 'The dialog closes.' },
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
