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
    'market.select': [{ type: 'market.select', market: 'no' }],
  },
  actors: {
    setMarket: {
      done: [{ output: undefined, description: 'The server stores the market.' }],
      error: [{ message: 'Market not found: no', description: 'The server refuses.' }],
    },
  },
};
