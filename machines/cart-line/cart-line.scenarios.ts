import type { MachineScenarios } from '../scenarios';
import type { cartLineMachine } from './cart-line.machine';

export const cartLineScenarios: MachineScenarios<typeof cartLineMachine> = {
  events: {
    'cartLine.increase': [{ type: 'cartLine.increase' }],
    'cartLine.decrease': [
      { type: 'cartLine.decrease', quantity: 2 },
      { type: 'cartLine.decrease', quantity: 1 },
    ],
    'cartLine.remove': [{ type: 'cartLine.remove' }],
  },
  actors: {
    changeLine: {
      done: [{ output: undefined, description: 'The server accepts the change.' }],
      error: [{ message: 'ORDER_LIMIT_REACHED', description: 'The server refuses the change.' }],
    },
  },
};
