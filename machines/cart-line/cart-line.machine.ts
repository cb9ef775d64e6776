import { fromPromise, setup } from 'xstate';

export type CartLineAction = 'increase' | 'decrease' | 'remove';

export type CartLineEvent =
  | { type: 'cartLine.increase' }
  | { type: 'cartLine.decrease'; quantity: number }
  | { type: 'cartLine.remove' };

/** The line lock of the spec: buttons stay disabled this long after an action ends. */
export const lineLockMs = 700;

export const cartLineMachine = setup({
  types: {
    events: {} as CartLineEvent,
  },
  actors: {
    changeLine: fromPromise<unknown, { action: CartLineAction }>(async () => {
      throw new Error('not provided: changeLine');
    }),
  },
  guards: {
    isLastOne: ({ event }) => event.type === 'cartLine.decrease' && event.quantity <= 1,
  },
  delays: {
    lineLock: lineLockMs,
  },
}).createMachine({
  id: 'cartLine',
  description:
    'One line of the cart panel: plus adds one, minus lowers by one (or removes the item at 1), X removes it. ' +
    "While a change runs, and for 700 ms after, the line's buttons are disabled.",
  initial: 'ready',
  states: {
    ready: {
      description: 'The line shows its quantity; plus, minus and X are enabled.',
      on: {
        'cartLine.increase': { target: 'increasing', description: 'Plus adds 1.' },
        'cartLine.decrease': [
          { guard: 'isLastOne', target: 'removing', description: 'Minus at quantity 1 removes the item.' },
          { target: 'decreasing', description: 'Minus lowers the quantity by 1.' },
        ],
        'cartLine.remove': { target: 'removing', description: 'X removes the item.' },
      },
    },
    increasing: {
      description:
        'Adding one on the server (shown at once, rolled back on error); the buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'changeLine',
        src: 'changeLine',
        input: { action: 'increase' },
        onDone: 'locked',
        onError: {
          target: 'locked',
          description: 'The quantity rolls back and an error toast shows.',
        },
      },
    },
    decreasing: {
      description: 'Lowering by one on the server (shown at once, rolled back on error).',
      tags: ['busy'],
      invoke: {
        id: 'changeLine',
        src: 'changeLine',
        input: { action: 'decrease' },
        onDone: 'locked',
        onError: { target: 'locked', description: 'The quantity rolls back and an error toast shows.' },
      },
    },
    removing: {
      description: 'Removing the item on the server.',
      tags: ['busy'],
      invoke: {
        id: 'changeLine',
        src: 'changeLine',
        input: { action: 'remove' },
        onDone: {
          target: 'removed',
          description: 'The cart, reset from the server answer, no longer has the line.',
        },
        onError: { target: 'locked', description: 'The item stays and an error toast shows.' },
      },
    },
    locked: {
      description: 'The change has ended; the buttons stay disabled for 700 ms.',
      tags: ['busy'],
      after: { lineLock: { target: 'ready', description: 'After 700 ms the buttons are enabled again.' } },
    },
    removed: {
      description: 'The line is gone from the cart.',
      type: 'final',
    },
  },
});
