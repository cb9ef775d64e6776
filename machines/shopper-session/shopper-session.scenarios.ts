import type { Market, User } from '../../openapi/types';
import type { MachineScenarios } from '../scenarios';
import type { shopperSessionMachine } from './shopper-session.machine';

const market = (country: string, language: string, currency: string): Market => ({
  enadMarket: country.toLowerCase(),
  name: country,
  currency,
  language,
  country,
  engageLocale: `${language}-${country}`,
  productUrlPrefix: `${country.toLowerCase()}/p`,
  storeGroupId: 'sg-consumer',
  storeGroupSlug: 'consumer',
});

const membership = (id: string, name: string, role: 'agent' | 'customer') => ({
  id,
  name,
  role,
  level: 'default' as const,
  status: 'active',
  organisation_number: '556677-8899',
});

const user = (email: string, fields: Partial<User>): User => ({
  id: `u-${email.split('@')[0]}`,
  email,
  first_name: 'QA',
  last_name: email,
  is_super_admin: false,
  email_verified: true,
  status: 'active',
  store_group: 'sg-b2b',
  organisations: [],
  ...fields,
});

export const shopperSessionScenarios: MachineScenarios<typeof shopperSessionMachine> = {
  input: { market: market('SE', 'sv', 'SEK'), userToken: null, cart: null, checkoutToken: null },
  // Who is signed in and for which company tells the states apart; tokens and the market do not.
  contextKey: (context) => ({ user: context.user?.email ?? null, companyId: context.companyId }),
  // The cart and checkout events are taken in every state: one path per transition, not per state.
  paths: 'covering',
  events: {
    'session.signIn': [{ type: 'session.signIn', userToken: 'ut-qa', storeGroupSlug: 'b2b' }],
    'session.signOut': [{ type: 'session.signOut' }],
    'session.accountDeleted': [{ type: 'session.accountDeleted' }],
    'session.enterMarket': [{ type: 'session.enterMarket', market: market('NO', 'nb', 'NOK') }],
    'session.chooseCompany': [
      { type: 'session.chooseCompany', companyId: 'c-bergstrom-bygg-ab' },
      { type: 'session.chooseCompany', companyId: 'c-acme-ab' },
    ],
    'session.userRead': [
      {
        type: 'session.userRead',
        user: user('multi@statefront.test', {
          organisations: [membership('c-bergstrom-bygg-ab', 'Bergström Bygg AB', 'customer')],
        }),
      },
    ],
    'cart.started': [
      { type: 'cart.started', token: 'ct-qa', storeGroupId: 'sg-b2b', country: 'SE', userToken: null },
    ],
    'cart.read': [{ type: 'cart.read', token: 'ct-qa', storeGroupId: 'sg-b2b', country: 'SE' }],
    'cart.lost': [{ type: 'cart.lost', token: 'ct-qa' }],
    'checkout.started': [{ type: 'checkout.started', token: 'chk-qa' }],
    'checkout.ended': [{ type: 'checkout.ended' }],
  },
  actors: {
    loadUser: {
      done: [
        {
          output: user('consumer@statefront.test', { store_group: 'sg-consumer' }),
          description: 'A consumer: the market’s store group, no company.',
        },
        {
          output: user('multi@statefront.test', {
            organisations: [
              membership('c-acme-ab', 'Acme AB', 'customer'),
              membership('c-bergstrom-bygg-ab', 'Bergström Bygg AB', 'customer'),
            ],
          }),
          description: 'A business buyer of two companies: acts for the first.',
        },
        {
          output: user('agent@statefront.test', {
            organisations: [membership('c-acme-ab', 'Acme AB', 'agent')],
          }),
          description: 'An agent of Acme AB: orders on its behalf.',
        },
        {
          output: user('super@statefront.test', { is_super_admin: true }),
          description: 'A super admin: no company until one is chosen.',
        },
      ],
      error: [
        {
          message: 'Unauthorized',
          status: 401,
          description: 'The token is refused: expired or revoked.',
        },
        {
          message: 'An unexpected error occurred',
          status: 500,
          description: 'The accounts service did not answer (offline, a server error).',
        },
      ],
    },
  },
};
