// The checkout with its adapter against the in-process backend, without a DOM (docs/decisions/045): the provider
// it starts, the customer preset the provider is handed, and the order the confirmation creates.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { checkoutProviderFlow } from '../../src/features/checkout/checkout-provider.flow';
import { sessionTokenFor } from '../../src/session/cart-start';
import { addLine, payAndOrder, signedIn, startCheckout, storedCheckout } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';
import { type TestBackend, testOrigin } from '../support/test-backend';

/** The payment providers the session's cart offers from now on (the mock's control). */
async function offerProviders(backend: TestBackend, cartToken: string, paymentProviders: string[]) {
  const answer = await backend.fetch(
    new Request(`${testOrigin}/__mock/sessions/${cartToken}/payment-providers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentProviders }),
    }),
  );
  if (!answer.ok) throw new Error(`The cart's providers were not set: ${answer.status}`);
}

describe('checkout provider flow', () => {
  it("a business buyer's first checkout hands Walley the company's preset, and the order bills its billing address (issue 30, item 5)", async () => {
    const { environment, backend, navigations } = await createFlowEnvironment({ namespace: 'shop' });
    await signedIn(environment, backend, 'buyer@acme.test');
    const cartToken = await addLine(environment);

    const actor = await startCheckout(environment);
    expect(actor.getSnapshot().value).toBe('ready');
    // Walley, started with Acme AB's business preset: the buyer and the company's default delivery address,
    // before the buyer has touched the customer card.
    const checkout = await storedCheckout(environment, backend);
    expect(checkout?.provider).toBe('WalleyCheckout');
    expect(checkout?.preset).toMatchObject({
      companyName: 'Acme AB',
      givenName: 'Johan',
      familyName: 'Berg',
      email: 'buyer@acme.test',
      telephoneNumber: '+46701234503',
      address: 'Elektravägen 22',
      postalCode: '126 30',
      city: 'Hägersten',
    });
    // The session's cart names the company and its default billing address.
    expect(backend.store.runtime.sessions[cartToken]?.cart.attributes).toMatchObject({
      company: { registrationNumber: '556677-8899', name: 'Acme AB', reference: 'Johan Berg' },
      merchantReference1: '5566778899',
      billingAddress: {
        companyName: 'Acme AB',
        street: 'Sveavägen 44',
        postalCode: '111 34',
        city: 'Stockholm',
        country: 'SE',
      },
    });

    const order = await payAndOrder(environment, backend);
    actor.send({ type: 'checkout.paid' });
    expect(navigations.at(-1)).toMatchObject({
      to: '/$country/checkout/confirmation/',
      params: { country: 'se' },
      search: { provider: 'walley', checkout: checkout?.id },
    });
    const stored = backend.store.data.orders.find((entry) => entry.id === order.id);
    expect(stored).toMatchObject({
      organisation_number: '556677-8899',
      billingAddress: { street_address: 'Sveavägen 44', postal_code: '111 34', city: 'Stockholm' },
      shippingAddress: { street_address: 'Elektravägen 22', city: 'Hägersten', company_name: 'Acme AB' },
    });
  });

  it("a signed-in consumer's own details are Walley's prefill; the cart names no company", async () => {
    const { environment, backend } = await createFlowEnvironment({ market: 'dk', namespace: 'shop' });
    await signedIn(environment, backend, 'consumer@statefront.test');
    const cartToken = await addLine(environment);
    await startCheckout(environment);
    const checkout = await storedCheckout(environment, backend);
    expect(checkout?.provider).toBe('WalleyCheckout');
    expect(checkout?.preset).toEqual({
      email: 'consumer@statefront.test',
      telephoneNumber: '+46701234501',
      postalCode: '118 60',
    });
    expect(backend.store.runtime.sessions[cartToken]?.cart.attributes?.company).toBeUndefined();
  });

  it('an empty checkout starts once an item is added (issue 32, item 14)', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'shop' });
    await sessionTokenFor(environment.api, environment.session);
    const actor = createActor(checkoutProviderFlow(environment)).start();
    await waitFor(actor, (snapshot) => snapshot.matches('empty'), { timeout: 10_000 });

    // An add while the checkout shows the empty cart (the page hears it as the checkout's end). Walley: Klarna's
    // snippet needs a DOM.
    await offerProviders(backend, await addLine(environment), ['WalleyCheckout']);
    actor.send({ type: 'checkout.itemAdded' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 10_000 });
    expect((await storedCheckout(environment, backend))?.provider).toBe('WalleyCheckout');
  });

  it('a checkout that could not proceed is tried again after a cart change (issue 32, item 14)', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'shop' });
    const cartToken = await addLine(environment);
    await offerProviders(backend, cartToken, ['PayPal']);
    const actor = await startCheckout(environment);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.errorKey).toBe('noProvider');

    // The changed cart (a discount code, a line) offers a provider the shop supports.
    await offerProviders(backend, cartToken, ['WalleyCheckout']);
    actor.send({ type: 'checkout.restart' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'), { timeout: 10_000 });
    expect((await storedCheckout(environment, backend))?.provider).toBe('WalleyCheckout');
  });

  it('removes sold-out lines with a toast and starts again with the cart that is left', async () => {
    const { environment, backend, toasts } = await createFlowEnvironment({ namespace: 'shop' });
    const cartToken = await addLine(environment, 'v-ts-1001-black-s');
    await addLine(environment, 'v-mg-6001-white');
    const variant = backend.store.data.products
      .flatMap((product) => product.variants)
      .find((entry) => entry.id === 'v-mg-6001-white');
    if (variant) variant.stock = 0;

    const actor = createActor(checkoutProviderFlow(environment)).start();
    await waitFor(actor, (snapshot) => snapshot.matches('removingSoldOut'), { timeout: 10_000 });
    await waitFor(actor, (snapshot) => snapshot.matches('starting') || snapshot.matches('ready'), {
      timeout: 10_000,
    });
    expect(
      backend.store.runtime.sessions[cartToken]?.cart.items.map((line) => line.productVariantId),
    ).toEqual(['v-ts-1001-black-s']);
    expect(toasts[0]).toMatchObject({ variant: 'error', title: 'Slut i lager' });
    expect(toasts[0]?.options?.description).toContain('är slutsålt');
  });
});
