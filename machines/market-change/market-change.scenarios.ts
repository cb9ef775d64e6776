import type { MachineScenarios } from '../scenarios';
import type { marketChangeMachine } from './market-change.machine';

const market = (country: string, name: string, currency: string, language: string) => ({
  enadMarket: country.toLowerCase(),
  name,
  currency,
  language,
  country,
  engageLocale: `${language}-${country}`,
  productUrlPrefix: `${country.toLowerCase()}/p`,
  storeGroupId: 'sg-consumer',
  storeGroupSlug: 'consumer',
});

export const marketChangeScenarios: MachineScenarios<typeof marketChangeMachine> = {
  input: { markets: [market('SE', 'Sverige', 'SEK', 'sv'), market('NO', 'Norge', 'NOK', 'nb')] },
  events: {
    'market.select': [
      { type: 'market.select', market: 'no', storedItems: 0 },
      { type: 'market.select', market: 'no', storedItems: 2 },
    ],
  },
  actors: {
    setMarket: {
      done: [{ output: undefined, description: 'The server stores the market.' }],
      error: [{ message: 'Market not found: no', description: 'The server refuses.' }],
    },
    reAddItems: {
      done: [
        { output: { notAdded: [] }, description: 'Every stored item is in the new cart.' },
        { output: { notAdded: ['v-ww-8002-navy-l'] }, description: 'The new market does not sell one item.' },
      ],
      error: [{ message: 'Unknown store group', description: 'No cart can be started in the new market.' }],
    },
  },
};
