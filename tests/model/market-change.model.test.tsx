import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { flowById } from '../../machines/index';
import { modelTest } from './harness';

const marketTrigger = () => screen.getByRole('button', { name: /^Välj marknad|^Velg marked|^Choose market/ });

modelTest({
  flow: flowById('market-change')!,
  url: '/se/',
  actorRoutes: { setMarket: 'POST /api/set-market/' },
  events: {
    'market.select': async (event, { user }) => {
      await user.click(marketTrigger());
      const menu = await screen.findByRole('menu');
      const name = { no: 'Norge', se: 'Sverige' }[event.market as string];
      await user.click(within(menu).getByRole('menuitemradio', { name: new RegExp(`^${name}`) }));
    },
  },
  states: {
    idle: ({ router, snapshot }) => {
      const target = (snapshot.context as { target: { enadMarket: string; name: string } | null }).target;
      const expected = target ?? { enadMarket: 'se', name: 'Sverige' };
      expect(router.state.location.pathname).toBe(`/${expected.enadMarket}/`);
      expect(marketTrigger().textContent).toContain(expected.name);
    },
    switching: ({ router }) => {
      expect(router.state.location.pathname).toBe('/no/');
      expect(marketTrigger().textContent).toContain('Norge · NOK · NB');
    },
  },
});
