import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';

export interface OrganisationUserRemovalContext {
  companyId: string;
  /** The user being removed, for the confirm dialog and the row's spinner. */
  userId: string | null;
  /** Their name, which the confirm dialog asks about. */
  userName: string | null;
  /** The removal's failure text (the server's message), shown as 'Failed to remove user: {message}'. */
  errorMessage: string | null;
}

export type OrganisationUserRemovalEvent =
  | { type: 'users.remove'; userId: string; name: string }
  | { type: 'users.confirm' }
  | { type: 'users.cancel' }
  | { type: 'users.dismiss' };

const outputOf = (event: unknown) =>
  (event as { output?: { success?: boolean; message?: string; error?: string } }).output;

export const organisationUserRemovalMachine = setup({
  types: {
    context: {} as OrganisationUserRemovalContext,
    events: {} as OrganisationUserRemovalEvent,
    input: {} as { companyId: string },
  },
  actors: {
    removeUser: fromPromise<
      { success?: boolean; message?: string; error?: string },
      { company_id: string; user_id: string }
    >(async () => {
      throw new Error('not provided: removeUser');
    }),
  },
  actions: {
    rememberUser: assign(({ event }) =>
      event.type === 'users.remove'
        ? { userId: event.userId, userName: event.name, errorMessage: null }
        : { userId: null, userName: null, errorMessage: null },
    ),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
    rememberRefusal: assign({
      errorMessage: ({ event }) => outputOf(event)?.error ?? outputOf(event)?.message ?? null,
    }),
    clear: assign({ userId: null, userName: null, errorMessage: null }),
    userRemoved: () => {
      throw new Error('not provided: userRemoved');
    },
  },
  guards: {
    isRemoved: ({ event }) => outputOf(event)?.success === true,
  },
}).createMachine({
  id: 'organisationUserRemoval',
  description:
    "The users tab's remove buttons: an admin removes a user from the company after confirming it in a dialog " +
    "(the button is disabled on the admin's own row).",
  initial: 'idle',
  context: ({ input }) => ({ companyId: input.companyId, userId: null, userName: null, errorMessage: null }),
  states: {
    idle: {
      description: 'The list with a remove button per row.',
      on: {
        'users.remove': {
          target: 'confirming',
          actions: 'rememberUser',
          description: 'A remove button asks first: one click never removes anybody.',
        },
      },
    },
    confirming: {
      description:
        'A dialog asks whether to remove the user from the company (their account stays); Cancel or Escape ' +
        'closes it, removing nobody.',
      on: {
        'users.confirm': { target: 'removing', description: 'The admin confirms the removal.' },
        'users.cancel': { target: 'idle', actions: 'clear', description: 'Nobody is removed.' },
      },
    },
    removing: {
      description: "Removing; the dialog's remove button shows a spinner and the other remove buttons wait.",
      tags: ['busy'],
      invoke: {
        id: 'removeUser',
        src: 'removeUser',
        input: ({ context }) => ({ company_id: context.companyId, user_id: context.userId as string }),
        onDone: [
          {
            guard: 'isRemoved',
            target: 'idle',
            actions: ['userRemoved', 'clear'],
            description: 'Removed: the dialog closes and the list is loaded again without the user.',
          },
          {
            target: 'failed',
            actions: 'rememberRefusal',
            description: "`success: false`: 'Failed to remove user: {message}'.",
          },
        ],
        onError: {
          target: 'failed',
          actions: 'rememberError',
          description: "'Failed to remove user: {message}'.",
        },
      },
    },
    failed: {
      description: "The dialog closes; 'Failed to remove user: {message}' shows above the list.",
      tags: ['error'],
      on: {
        'users.remove': {
          target: 'confirming',
          actions: 'rememberUser',
          description: 'Trying again (or another user), asking first again.',
        },
        'users.dismiss': { target: 'idle', actions: 'clear', description: 'The message is closed.' },
      },
    },
  },
});
