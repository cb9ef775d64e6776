import type { MachineScenarios } from '../scenarios';
import type { wishlistMachine } from './wishlist.machine';

export const wishlistScenarios: MachineScenarios<typeof wishlistMachine> = {
  input: { entries: [] },
  events: {
    'wishlist.toggle': [{ type: 'wishlist.toggle', entry: 'LIMIT-5&color=Black' }],
    // The panel removed the product, or another tab added it.
    'wishlist.reload': [
      { type: 'wishlist.reload', entries: [] },
      { type: 'wishlist.reload', entries: ['LIMIT-5&color=Black'] },
    ],
  },
  actors: {},
};
