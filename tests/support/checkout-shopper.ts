// The checkout's flow tests' shopper (docs/decisions/045): signed in as a QA identity or anonymous, a cart line
// in the session's market, the checkout started by its adapter, the provider's page paid and the confirmation's
// order created, all against the in-process backend without a DOM.
import { createActor, waitFor } from 'xstate';
import { shoppingMarket } from '../../machines/shopper-session/shopper-session.selectors';
import type { Order, User } from '../../openapi/types';
import { checkoutProviderFlow } from '../../src/features/checkout/checkout-provider.flow';
import {
  checkoutWidgetKey,
  type ProviderWidget,
  providerSlugs,
} from '../../src/features/checkout/checkout-session';
import { createdOrderQueryOptions } from '../../src/features/checkout/order-confirmation';
import { cartQueryKey } from '../../src/session/cart.queries';
import { addCartItem, sessionTokenFor } from '../../src/session/cart-start';
import type { FlowEnvironment } from '../../src/session/flow-environment';
import { signIn } from './sign-in';
import { type TestBackend, testOrigin } from './test-backend';

/**
 * Signs the QA identity in as a user still signed in from an earlier visit (the user token cookie): the session
 * reads the user and names their company on the cart, as after a login. Answers the user.
 */
export async function signedIn(environment: FlowEnvironment, backend: TestBackend, email: string) {
  await signIn(backend, email);
  return (await environment.session.ready()).getSnapshot().context.user as User;
}

/** Adds a line to the shopper's cart (a new cart in their store group if they have none); answers its token. */
export async function addLine(
  { api, queryClient, session }: FlowEnvironment,
  productVariantId = 'v-ts-1001-black-s',
) {
  const token = await sessionTokenFor(api, session);
  const market = shoppingMarket((await session.ready()).getSnapshot().context);
  const { cart } = await addCartItem(api, token, market, { productVariantId, quantity: 1 });
  queryClient.setQueryData(cartQueryKey, cart);
  return token;
}

/** The checkout started by its adapter, its provider's page ready to pay. */
export async function startCheckout(environment: FlowEnvironment) {
  const actor = createActor(checkoutProviderFlow(environment)).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.hasTag('error'), {
    timeout: 10_000,
  });
  return actor;
}

/** The checkout the backend holds for the session's checkout token. */
export async function storedCheckout({ session }: FlowEnvironment, backend: TestBackend) {
  const token = (await session.ready()).getSnapshot().context.checkoutToken ?? '';
  return backend.store.runtime.checkouts[token];
}

/**
 * Pays on the provider's page as a shopper who changes nothing the shop handed it (the page posts the fields it
 * showed filled in), and creates the order as the confirmation does. Answers the order the backend stored.
 */
export async function payAndOrder(environment: FlowEnvironment, backend: TestBackend): Promise<Order> {
  const widget = environment.queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey);
  const checkout = await storedCheckout(environment, backend);
  if (!widget || !checkout) throw new Error('No checkout has started');
  const country = backend.store.runtime.sessions[checkout.cartToken]?.cart.countryCode;
  const paid = await backend.fetch(
    new Request(
      `${testOrigin}/shopper-widgets/${providerSlugs[widget.provider]}/${widget.checkoutId}/payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'paid', customer: { country, ...checkout.preset } }),
      },
    ),
  );
  if (!paid.ok) throw new Error(`The payment was refused: ${await paid.text()}`);
  const { order } = await environment.queryClient.fetchQuery(
    createdOrderQueryOptions(environment, widget.checkoutId),
  );
  return order;
}
