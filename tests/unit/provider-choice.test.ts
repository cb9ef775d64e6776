// Which payment provider the checkout starts (decision 030): the spec's priority when the checkout opens, the
// cart's first after an add in the checkout, the one saved on a live checkout on a reload. And Klarna's watched
// order query: the spec's `checkout` key, no refetch on window focus.
import { describe, expect, it } from 'vitest';
import { chosenProvider, firstProvider } from '../../machines/checkout-provider/checkout-provider.machine';
import type { ApiClients } from '../../src/api/clients';
import { klarnaOrderQueryOptions } from '../../src/features/checkout/checkout.queries';
import { providerCustomerOf } from '../../src/features/checkout/checkout-session';
import type { ShopperSession } from '../../src/session/shopper-session';

const cart = (paymentProviders: string[], savedProvider: string | null = null) => ({
  itemCount: 1,
  paymentProviders,
  savedProvider,
});

describe('chosenProvider', () => {
  it("takes the priority on opening, the cart's first after an add", () => {
    const offered = ['WalleyCheckout', 'KlarnaCheckout'];
    expect(chosenProvider(cart(offered), 'priority')).toBe('KlarnaCheckout');
    expect(chosenProvider(cart(offered), 'first')).toBe('WalleyCheckout');
  });

  it('keeps the saved provider while the cart offers it, else the priority', () => {
    expect(chosenProvider(cart(['WalleyCheckout', 'KlarnaCheckout'], 'WalleyCheckout'), 'priority')).toBe(
      'WalleyCheckout',
    );
    expect(chosenProvider(cart(['KlarnaCheckout'], 'WalleyCheckout'), 'priority')).toBe('KlarnaCheckout');
  });

  it("falls back to the priority when the cart's first is not one the shop supports", () => {
    expect(firstProvider(['PayPal', 'Avarda'])).toBeNull();
    expect(chosenProvider(cart(['PayPal', 'Avarda', 'KlarnaCheckout']), 'first')).toBe('Avarda');
  });
});

describe('klarnaOrderQueryOptions', () => {
  it("is read under the spec's checkout key, never refetched on window focus, and null without a checkout", async () => {
    const session = {
      ready: async () => ({ getSnapshot: () => ({ context: {} }) }),
    } as unknown as ShopperSession;
    const options = klarnaOrderQueryOptions({} as ApiClients, session);
    expect(options.queryKey).toEqual(['checkout', 'klarna']);
    expect(options.refetchOnWindowFocus).toBe(false);
    const read = options.queryFn as unknown as () => Promise<unknown>;
    expect(await read()).toBeNull();
  });
});

describe('providerCustomerOf', () => {
  const market = { country: 'SE' } as Parameters<typeof providerCustomerOf>[1];
  it('gives the known details with the market country, and nothing when nothing is known', () => {
    expect(providerCustomerOf({ email: 'a@b.se', firstName: 'Sara', city: '' }, market)).toEqual({
      email: 'a@b.se',
      firstName: 'Sara',
      country: 'SE',
    });
    expect(providerCustomerOf({}, market)).toBeUndefined();
  });
});
