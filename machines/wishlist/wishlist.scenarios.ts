import type { MachineScenarios } from '../scenarios';
import type { wishlistMachine } from './wishlist.machine';

export const wishlistScenarios: MachineScenarios<typeof wishlistMachine> = {
  input: { entries: [] },
  events: {
    'wishlist.toggle': [{ type: 'wishlist.toggle', entry: 'LIMIT-5&color=Black' }],
  },
  actors: {},
};
