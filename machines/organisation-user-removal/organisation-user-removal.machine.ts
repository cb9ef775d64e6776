import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';

export interface OrganisationUserRemovalContext {
  companyId: string;
  /** The user being removed, for the row's spinner. */
  userId: string | null;
  /** The removal's failure text (the server's message), shown as 'Failed to remove user: {message}'. */
  errorMessage: string | null;
}

export type OrganisationUserRemovalEvent =
  | { type: 'users.remove'; userId: string }
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
    rememberUser: assign({
      userId: ({ event }) => (event.type === 'users.remove' ? event.userId : null),
      errorMessage: null,
    }),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
    rememberRefusal: assign({
      errorMessage: ({ event }) => outputOf(event)?.error ?? outputOf(event)?.message ?? null,
    }),
    clear: assign({ userId: null, errorMessage: null }),
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
    "The users tab's remove buttons: an admin removes a user from the company (the button is disabled on the " +
    "admin's own row).",
  initial: 'idle',
  context: ({ input }) => ({ companyId: input.companyId, userId: null, errorMessage: null }),
  states: {
    idle: {
      description: 'The list with a remove button per row.',
      on: { 'users.remove': { target: 'removing', actions: 'rememberUser' } },
    },
    removing: {
      description: "Removing; the row's button shows a spinner and the other remove buttons wait.",
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
            description: 'Removed: the list is loaded again without the user.',
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
      description: "'Failed to remove user: {message}' shows above the list.",
      tags: ['error'],
      on: {
        'users.remove': {
          target: 'removing',
          actions: 'rememberUser',
          description: 'Trying again (or another user).',
        },
        'users.dismiss': { target: 'idle', actions: 'clear', description: 'The message is closed.' },
      },
    },
  },
});
