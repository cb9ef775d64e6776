// A floor of `npm run perf` beside the bare page (issue 34, decision 091): the page with the data libraries and the
// ones a product's or the login's control needs besides (XState and its React hooks, zod/mini,
// react-aria-components' Button), and no code of the shop's. The cart button's press goes through a machine whose
// answer zod parses.
import { useMachine } from '@xstate/react';
import { Button } from 'react-aria-components';
import { assign, setup } from 'xstate';
import * as z from 'zod/mini';
import { BarePage, renderBarePage } from './bare-page';
import { t, useProducts, withData } from './data-stack';

// zod's smaller build, as the shop's stored values use.
const Cart = z.object({ count: z.number().check(z.gte(0)) });

const cartPanel = setup({ types: {} as { context: { open: boolean; count: number } } }).createMachine({
  context: { open: false, count: 0 },
  on: {
    toggle: {
      actions: assign(({ context }) => ({
        open: !context.open,
        count: Cart.parse({ count: context.count }).count,
      })),
    },
  },
});

function Home() {
  const [state, send] = useMachine(cartPanel);
  return (
    <BarePage
      products={useProducts()}
      cartOpen={state.context.open}
      emptyCart={t('empty')}
      cartButton={
        <Button aria-expanded={state.context.open} onPress={() => send({ type: 'toggle' })}>
          {t('cart', { count: state.context.count })}
        </Button>
      }
    />
  );
}

renderBarePage(Home, withData);
