// The checkout of a session, the five hosted payment providers (start, sync, get), their simulated widget
// pages and the order creation. Provider calls carry the checkout token; the widgets are the providers' own
// pages, which the shop frames (docs/decisions/016).
import type { Context } from 'hono';
import type {
  Cart,
  Checkout,
  CheckoutCustomer,
  Order,
  PaymentProviderName,
  ProviderCustomer,
} from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import { recalculate } from '../cart-totals.ts';
import type { SeedOrder } from '../data.ts';
import { randomToken, sameToken } from '../ids.ts';
import {
  availableBalance,
  cartChangedReason,
  endCheckoutsOf,
  holdReservations,
  isWhatWasPaid,
  liveGiftCards,
  paidRecordOf,
  voidPayment,
} from '../reservations.ts';
import type { CheckoutState, PaidRecord, Store } from '../store.ts';
import { type WidgetProvider, widgetPage } from '../widget-page.ts';
import { approveOnPlacing } from './approvals.ts';
import { apiError, bearerToken, bodyOf, marketByCountry } from './respond.ts';
import { sessionOf } from './session.ts';

/** The spec's checkout token lifetime: 2 days. */
export const checkoutTokenLifetimeSeconds = 172800;

const providerOfWidget: Record<WidgetProvider, PaymentProviderName> = {
  klarna: 'KlarnaCheckout',
  qliro: 'QliroOne',
  walley: 'WalleyCheckout',
  avarda: 'Avarda',
  adyen: 'Adyen',
};

const random = () => randomToken();

/** The live checkout of a checkout token with its session's cart, or undefined. */
export function checkoutOf(store: Store, token: string | undefined) {
  const checkout = token ? store.runtime.checkouts[token] : undefined;
  if (!checkout || checkout.endedAt !== undefined || checkout.expiresAt <= store.clock().getTime())
    return undefined;
  const session = sessionOf(store, checkout.cartToken);
  return session ? { checkout, cart: session.cart, session } : undefined;
}

const checkoutById = (store: Store, id: string) =>
  Object.values(store.runtime.checkouts).find((checkout) => checkout.id === id);

export function checkoutView(store: Store, checkout: CheckoutState): Checkout {
  const cart = sessionOf(store, checkout.cartToken)?.cart;
  const grandTotal = cart?.totals.grandTotal ?? 0;
  // A gift card whose reservation lapsed no longer pays (reservations.ts).
  const giftCards = liveGiftCards(store, checkout).map(({ code, amount }) => ({ code, amount }));
  const paidByCards = giftCards.reduce((sum, card) => sum + card.amount, 0);
  return {
    id: checkout.id,
    cart: cart as Cart,
    ...(checkout.provider ? { paymentProvider: checkout.provider } : {}),
    ...(checkout.shippingProvider ? { shippingProvider: checkout.shippingProvider } : {}),
    giftCards,
    amountToPay: Math.max(0, grandTotal - paidByCards),
    payment: checkout.payment,
    ...(checkout.customer ? { customer: checkout.customer } : {}),
  };
}

/** What the provider was last told to charge (its start, sync or update), not what the checkout says now. */
const providerAmountOf = (store: Store, checkout: CheckoutState) =>
  checkout.providerAmount ?? checkoutView(store, checkout).amountToPay;

/** Tells the provider the checkout's amount to pay, as a start, sync or update call does. */
function tellProvider(store: Store, checkout: CheckoutState) {
  checkout.providerAmount = checkoutView(store, checkout).amountToPay;
  checkout.providerToldAt = Math.max(store.clock().getTime(), (checkout.providerToldAt ?? 0) + 1);
}

/** The amount the provider charges, as its page shows it. */
function amountText(store: Store, checkout: CheckoutState) {
  const { cart } = checkoutView(store, checkout);
  const market = marketByCountry(store, cart.countryCode);
  return new Intl.NumberFormat(market?.engageLocale ?? 'sv-SE', {
    style: 'currency',
    currency: cart.currencyCode,
  }).format(providerAmountOf(store, checkout) / 100);
}

type Started = { checkout: CheckoutState; cart: Cart };

interface KlarnaAddress {
  given_name?: string;
  family_name?: string;
  email?: string;
  phone?: string;
  street_address?: string;
  postal_code?: string;
  city?: string;
  country?: string;
}
interface KlarnaStartBody {
  options?: { phone_mandatory?: boolean };
  billing_address?: KlarnaAddress;
  shipping_address?: KlarnaAddress;
}
type KlarnaUpdateBody = Pick<KlarnaStartBody, 'billing_address' | 'shipping_address'>;

/** The checkout of the request for a provider the cart offers; answers the refusal otherwise. */
function startFor(c: Context<MockEnv>, provider: PaymentProviderName): Started | Response {
  const found = checkoutOf(c.var.store, bearerToken(c));
  if (!found) return apiError(c, 401, 'Checkout not found or expired');
  if (!found.cart.capabilities?.paymentProviders.some((entry) => entry.name === provider))
    return apiError(c, 400, `Payment provider not available: ${provider}`);
  found.checkout.provider = provider;
  if (found.checkout.payment !== 'completed' && found.checkout.payment !== 'paid')
    found.checkout.payment = 'open';
  tellProvider(c.var.store, found.checkout);
  return found;
}

/** The checkout of a provider's sync or get: it must have been started with that provider. */
function startedWith(c: Context<MockEnv>, provider: PaymentProviderName): Started | Response {
  const found = checkoutOf(c.var.store, bearerToken(c));
  if (!found) return apiError(c, 401, 'Checkout not found or expired');
  // Created for the provider is not started with it: only a start tells the provider the amount.
  if (found.checkout.provider !== provider || found.checkout.providerAmount === undefined)
    return apiError(c, 404, `No ${provider} checkout`);
  return found;
}

/** A provider's sync or update: it now charges the checkout's amount to pay (gift cards, discounts). */
function syncedWith(c: Context<MockEnv>, provider: PaymentProviderName): Started | Response {
  const started = startedWith(c, provider);
  if (!(started instanceof Response)) tellProvider(c.var.store, started.checkout);
  return started;
}

const widgetUrl = (c: Context<MockEnv>, provider: WidgetProvider, checkoutId: string) =>
  `${new URL(c.req.url).origin}/shopper-widgets/${provider}/${checkoutId}`;

const klarnaOrder = (c: Context<MockEnv>, { checkout }: Started) => ({
  order_id: `kco-${checkout.id}`,
  html_snippet:
    '<div id="klarna-checkout-container" style="overflow: hidden;">' +
    // Like Klarna's own snippet, the iframe has no title: the shop gives its frame one.
    `<iframe id="klarna-checkout-iframe" src="${widgetUrl(c, 'klarna', checkout.id)}" ` +
    'style="width: 100%; border: 0;"></iframe></div>',
  // Klarna's order changes when it is told (start, sync, update): a watched order reloads its page then.
  last_modified_at: new Date(checkout.providerToldAt ?? c.var.store.clock().getTime()).toISOString(),
  checkoutId: checkout.id,
});

const qliroCheckout = (c: Context<MockEnv>, { checkout }: Started) => ({
  checkoutId: checkout.id,
  htmlSnippet: `<div id="qliro-root"><iframe title="Qliro One" src="${widgetUrl(c, 'qliro', checkout.id)}"></iframe></div>`,
});

/** Avarda's purchase of the checkout (one per checkout, or the one it took over), with a fresh jwt. */
const avardaPurchase = ({ checkout }: Started) => {
  checkout.avardaPurchaseId ??= `av-${random()}`;
  return { purchaseId: checkout.avardaPurchaseId, jwt: `jwt.${random()}`, checkoutId: checkout.id };
};

/**
 * Avarda's sync on a checkout that has not started Avarda: the unpaid purchase of the cart's previous checkout
 * (ended by a cart change) carries on with this one and is told its amount, as a real Avarda purchase is
 * updated with the new cart instead of started again (docs/decisions/030). Answers undefined when there is none.
 */
function carryOverAvardaPurchase(store: Store, found: Started): Started | undefined {
  const { checkout } = found;
  const previous = Object.values(store.runtime.checkouts)
    .filter(
      (other) =>
        other !== checkout &&
        other.cartToken === checkout.cartToken &&
        other.avardaPurchaseId !== undefined &&
        other.endedAt !== undefined &&
        // A paid, ordered or voided purchase is done with: only one still open to payment carries on.
        ['open', 'failed', 'cancelled'].includes(other.payment),
    )
    .sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))[0];
  if (!previous) return undefined;
  checkout.avardaPurchaseId = previous.avardaPurchaseId;
  previous.avardaPurchaseId = undefined;
  checkout.preset ??= previous.preset;
  checkout.provider = 'Avarda';
  tellProvider(store, checkout);
  return found;
}

/** The customer the shop hands Avarda and Adyen (designed), as the provider's page fills it in. */
function presetOfProviderCustomer(customer: ProviderCustomer | undefined): CheckoutCustomer | undefined {
  if (!customer) return undefined;
  return {
    givenName: customer.firstName,
    familyName: customer.lastName,
    email: customer.email,
    telephoneNumber: customer.phone,
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
    country: customer.country,
  };
}

/** The customer fields an order needs, as 'path: message' errors (the client translates them). */
function customerErrors(customer: CheckoutCustomer | undefined): string[] {
  const given = customer ?? {};
  const errors: string[] = [];
  if (!given.givenName) errors.push('givenName: givenName required');
  if (!given.familyName) errors.push('familyName: familyName required');
  if (!given.email) errors.push('email: is a required field');
  if (!given.telephoneNumber) errors.push('telephoneNumber: telephoneNumber required');
  if (!given.address) errors.push('address: is a required field');
  if (!given.postalCode) errors.push('postalCode: is a required field');
  if (!given.city) errors.push('city: is a required field');
  if (!/^[A-Z]{2}$/.test(given.country ?? ''))
    errors.push('country: country must be a valid ISO 3166-1 alpha2 code');
  return errors;
}

/** A variant's SKU, by which 'Order again' finds it in the catalogue (a seeded order has it too). */
const skuOf = (store: Store, productVariantId: string) =>
  store.data.products
    .flatMap((product) => product.variants)
    .find((variant) => variant.id === productVariantId)?.sku;

function orderOf(
  store: Store,
  checkout: CheckoutState,
  cart: Cart,
  paid: PaidRecord,
  userId: string | undefined,
): SeedOrder {
  const customer = checkout.customer ?? {};
  const lineIdOf = (cartLineId: string) => `${checkout.id}-${cartLineId}`;
  // The reference is a business number shown to the shopper (sequential); the id is random.
  const number = store.nextNumber();
  const address = {
    id: `a-${checkout.id}`,
    name: `${customer.givenName ?? ''} ${customer.familyName ?? ''}`.trim(),
    street_address: customer.address ?? '',
    city: customer.city ?? '',
    postal_code: customer.postalCode ?? '',
    country: customer.country ?? cart.countryCode,
    phone: customer.telephoneNumber ?? '',
    is_default: true,
    shipping_type: 'standard',
  };
  const company = cart.attributes?.company;
  const order: SeedOrder = {
    id: store.nextId('o'),
    orderRef: `SF-${200000 + number}`,
    email: customer.email ?? '',
    firstName: customer.givenName ?? '',
    lastName: customer.familyName ?? '',
    phone: customer.telephoneNumber ?? '',
    postCode: customer.postalCode ?? '',
    ...(userId ? { user_id: userId } : {}),
    date: store.clock().toISOString(),
    currencyCode: cart.currencyCode,
    countryCode: cart.countryCode,
    status: { orderStates: ['PLACED'], customStates: [] },
    lines: cart.items.map((line) => {
      const sku = skuOf(store, line.productVariantId);
      const parentItem = line.options?.parentItem;
      return {
        id: lineIdOf(line.id),
        productVariantId: line.productVariantId,
        ...(sku ? { sku } : {}),
        // A child item (a kit's gift box) comes with its parent line: reordering the parent brings it again.
        ...(parentItem ? { parentLineId: lineIdOf(parentItem) } : {}),
        name: line.displayName ?? line.name,
        imageUrl: line.imageUrl,
        quantity: line.quantity,
        salePriceAmount: line.salePriceAmount,
        totalPriceAmount: line.totalPriceAmount,
        taxPercentage: line.taxPercentage,
      };
    }),
    totals: { ...cart.totals },
    billingAddress: address,
    shippingAddress: { ...address },
    notes: [],
    // What paid the order: the gift cards and the provider's charge, which create-order checked add up to the
    // grand total (the totals are the cart's: a gift card pays, it does not discount).
    payment: {
      provider: checkout.provider as PaymentProviderName,
      amountCharged: paid.amount,
      giftCards: paid.giftCards.map(({ code, amount }) => ({ code, amount })),
    },
  };
  if (company) {
    order.organisation_number = company.registrationNumber;
    // The billing address the customer card chose (the session's attributes) is the one the order bills.
    const billing = cart.attributes?.billingAddress;
    if (billing)
      order.billingAddress = {
        ...address,
        id: `b-${checkout.id}`,
        company_name: billing.companyName,
        street_address: billing.street,
        postal_code: billing.postalCode,
        city: billing.city,
        country: billing.country,
      };
    order.attributes = { merchantReference1: cart.attributes?.merchantReference1 ?? '' };
    // The delivery company the shop handed Walley (a new address typed in the checkout), else the buyer's.
    const companyName = checkout.preset?.companyName || company.name;
    if (companyName) order.shippingAddress = { ...address, company_name: companyName };
  }
  return order;
}

/** The signed-in user of the request's user token, if any (the order remembers who placed it). */
function userIdOf(c: Context<MockEnv>): string | undefined {
  const token = bearerToken(c);
  const entry = token ? c.var.store.runtime.userTokens[token] : undefined;
  return entry && entry.expiresAt > c.var.store.clock().getTime() ? entry.userId : undefined;
}

/** Where create-order keeps an Idempotency-Key: under its checkout, apart from every other checkout's keys. */
const idempotencyKeyOf = (checkoutId: string, key: string) => `${checkoutId}\n${key}`;

export function checkoutRoutes(app: MockApp) {
  app.post('/shopper/sessions/checkout/start', (c) => {
    const { store } = c.var;
    const cartToken = bearerToken(c);
    const session = sessionOf(store, cartToken);
    if (!session || !cartToken) return apiError(c, 401, 'Session not found or expired');
    if (session.cart.items.length === 0) return apiError(c, 400, 'The cart is empty');
    const wanted = new Map<string, number>();
    for (const line of session.cart.items)
      wanted.set(line.productVariantId, (wanted.get(line.productVariantId) ?? 0) + line.quantity);
    const variants = new Map(
      store.data.products.flatMap((product) => product.variants.map((variant) => [variant.id, variant])),
    );
    const soldOut = [...wanted].filter(([id, quantity]) => (variants.get(id)?.stock ?? 0) < quantity);
    if (soldOut.length > 0)
      return apiError(c, 404, 'out of stock error', { productVariantIDs: soldOut.map(([id]) => id) });
    // Create checkout with payment, gift card and shipping provider (the spec): each must be the cart's.
    const chosen =
      bodyOf<
        | { paymentProvider?: PaymentProviderName; giftCardProvider?: string; shippingProvider?: string }
        | undefined
      >(c) ?? {};
    const capabilities = session.cart.capabilities;
    const offers = (list: { name: string }[] | undefined, name: string | undefined) =>
      name === undefined || Boolean(list?.some((entry) => entry.name === name));
    if (!offers(capabilities?.paymentProviders, chosen.paymentProvider))
      return apiError(c, 400, `Payment provider not available: ${chosen.paymentProvider}`);
    if (!offers(capabilities?.giftCardProviders, chosen.giftCardProvider))
      return apiError(c, 400, `Gift card provider not available: ${chosen.giftCardProvider}`);
    if (!offers(capabilities?.shippingProviders, chosen.shippingProvider))
      return apiError(c, 400, `Shipping provider not available: ${chosen.shippingProvider}`);
    const token = `chk-${random()}`;
    // The new checkout replaces the cart's unpaid ones: their gift-card reservations are released.
    endCheckoutsOf(store, cartToken, { paidToo: false });
    store.runtime.checkouts[token] = {
      token,
      id: `co-${random()}`,
      cartToken,
      expiresAt: store.clock().getTime() + checkoutTokenLifetimeSeconds * 1000,
      giftCards: [],
      payment: 'open',
      ...(chosen.paymentProvider ? { provider: chosen.paymentProvider } : {}),
      ...(chosen.shippingProvider ? { shippingProvider: chosen.shippingProvider } : {}),
    };
    return c.json({ token });
  });

  app.get('/shopper/sessions/checkout', (c) => {
    const found = checkoutOf(c.var.store, bearerToken(c));
    if (!found) return apiError(c, 401, 'Checkout not found or expired');
    return c.json(checkoutView(c.var.store, found.checkout));
  });

  app.post('/shopper-kco/orders', (c) => {
    const started = startFor(c, 'KlarnaCheckout');
    if (started instanceof Response) return started;
    const { options, billing_address, shipping_address } = bodyOf<KlarnaStartBody>(c);
    started.checkout.phoneRequired = options?.phone_mandatory === true;
    const address = shipping_address ?? billing_address;
    if (address)
      started.checkout.preset = {
        givenName: address.given_name,
        familyName: address.family_name,
        email: address.email,
        telephoneNumber: address.phone,
        address: address.street_address,
        postalCode: address.postal_code,
        city: address.city,
        country: address.country,
      };
    return c.json(klarnaOrder(c, started));
  });
  app.get('/shopper-kco/orders', (c) => {
    const started = startedWith(c, 'KlarnaCheckout');
    return started instanceof Response ? started : c.json(klarnaOrder(c, started));
  });
  // The update: Klarna recomputes the order for the shipping and billing postal codes (the spec).
  app.patch('/shopper-kco/orders', (c) => {
    const started = syncedWith(c, 'KlarnaCheckout');
    if (started instanceof Response) return started;
    const { shipping_address, billing_address } = bodyOf<KlarnaUpdateBody>(c);
    const postalCode = shipping_address?.postal_code ?? billing_address?.postal_code;
    if (postalCode) started.checkout.preset = { ...started.checkout.preset, postalCode };
    return c.json(klarnaOrder(c, started));
  });
  app.post('/shopper-kco/orders/sync', (c) => {
    const started = syncedWith(c, 'KlarnaCheckout');
    return started instanceof Response ? started : c.json(klarnaOrder(c, started));
  });

  app.post('/shopper-qliro/checkouts', (c) => {
    const started = startFor(c, 'QliroOne');
    if (started instanceof Response) return started;
    const { customerInformation } = bodyOf<{
      customerInformation?: { email?: string; mobileNumber?: string };
    }>(c);
    if (customerInformation)
      started.checkout.preset = {
        ...(customerInformation.email ? { email: customerInformation.email } : {}),
        ...(customerInformation.mobileNumber ? { telephoneNumber: customerInformation.mobileNumber } : {}),
      };
    return c.json(qliroCheckout(c, started));
  });
  app.post('/shopper-qliro/checkouts/sync', (c) => {
    const started = syncedWith(c, 'QliroOne');
    return started instanceof Response ? started : c.json(qliroCheckout(c, started));
  });

  app.post('/shopper-walley/checkouts', (c) => {
    const started = startFor(c, 'WalleyCheckout');
    if (started instanceof Response) return started;
    const preset = bodyOf<{
      walley: {
        businessCustomerPreset?: {
          buyer?: { firstName?: string; lastName?: string; email?: string; mobilePhoneNumber?: string };
          deliveryAddress?: {
            companyName?: string;
            coAddress?: string;
            address?: string;
            postalCode?: string;
            city?: string;
          };
        };
      };
    }>(c).walley.businessCustomerPreset;
    // Walley's consumer prefill: its own field names (the e-mail, mobile number and postal code it takes).
    const consumer = bodyOf<{
      walley: { customer?: { email?: string; mobilePhoneNumber?: string; postalCode?: string } };
    }>(c).walley.customer;
    if (consumer)
      started.checkout.preset = {
        email: consumer.email,
        telephoneNumber: consumer.mobilePhoneNumber,
        postalCode: consumer.postalCode,
      };
    if (preset) {
      const { buyer = {}, deliveryAddress = {} } = preset;
      started.checkout.preset = {
        givenName: buyer.firstName,
        familyName: buyer.lastName,
        email: buyer.email,
        telephoneNumber: buyer.mobilePhoneNumber,
        address: deliveryAddress.address,
        postalCode: deliveryAddress.postalCode,
        city: deliveryAddress.city,
        companyName: deliveryAddress.companyName,
        coAddress: deliveryAddress.coAddress,
      };
    }
    return c.json({ publicToken: `wp-${started.checkout.id}`, checkoutId: started.checkout.id });
  });
  app.post('/shopper-walley/checkouts/sync', (c) => {
    const started = syncedWith(c, 'WalleyCheckout');
    return started instanceof Response
      ? started
      : c.json({ publicToken: `wp-${started.checkout.id}`, checkoutId: started.checkout.id });
  });

  app.post('/shopper-avarda/payments', (c) => {
    const started = startFor(c, 'Avarda');
    if (started instanceof Response) return started;
    const preset = presetOfProviderCustomer(bodyOf<{ customer?: ProviderCustomer }>(c).customer);
    if (preset) started.checkout.preset = preset;
    return c.json(avardaPurchase(started));
  });
  app.post('/shopper-avarda/payments/sync', (c) => {
    const { store } = c.var;
    const found = checkoutOf(store, bearerToken(c));
    if (!found) return apiError(c, 401, 'Checkout not found or expired');
    const isStarted = found.checkout.provider === 'Avarda' && found.checkout.providerAmount !== undefined;
    if (!isStarted && !found.cart.capabilities?.paymentProviders.some((entry) => entry.name === 'Avarda'))
      return apiError(c, 400, 'Payment provider not available: Avarda');
    const synced = isStarted ? syncedWith(c, 'Avarda') : carryOverAvardaPurchase(store, found);
    if (!synced) return apiError(c, 404, 'No Avarda checkout');
    return synced instanceof Response ? synced : c.json(avardaPurchase(synced));
  });

  app.post('/shopper-adyen/sessions', (c) => {
    const started = startFor(c, 'Adyen');
    if (started instanceof Response) return started;
    const preset = presetOfProviderCustomer(bodyOf<{ customer?: ProviderCustomer }>(c).customer);
    if (preset) started.checkout.preset = preset;
    const { checkout } = started;
    return c.json({ id: `ady-${checkout.id}`, sessionData: random(), checkoutId: checkout.id });
  });
  // Adyen's session carries its amount: a change of the amount to pay needs a new session's data.
  app.post('/shopper-adyen/sessions/sync', (c) => {
    const started = syncedWith(c, 'Adyen');
    if (started instanceof Response) return started;
    const { checkout } = started;
    return c.json({ id: `ady-${checkout.id}`, sessionData: random(), checkoutId: checkout.id });
  });

  app.get('/shopper-widgets/:provider/:checkoutId', (c) => {
    const { store } = c.var;
    const provider = c.req.param('provider') as WidgetProvider;
    const checkout = checkoutById(store, c.req.param('checkoutId'));
    if (!checkout || checkout.provider !== providerOfWidget[provider] || checkout.endedAt !== undefined)
      return c.html(
        '<!doctype html><html lang="en"><title>Not found</title><p>No such checkout.</p></html>',
        404,
      );
    const view = checkoutView(store, checkout);
    return c.html(
      widgetPage({
        provider,
        checkoutId: checkout.id,
        amount: amountText(store, checkout),
        lang: c.req.query('lang') ?? 'en',
        customer: { country: view.cart.countryCode, ...checkout.preset, ...checkout.customer },
        phoneRequired: checkout.phoneRequired === true,
        ...(provider === 'avarda' && checkout.avardaPurchaseId
          ? { reference: checkout.avardaPurchaseId }
          : {}),
      }),
    );
  });

  app.post('/shopper-widgets/:provider/:checkoutId/payment', (c) => {
    const { store } = c.var;
    const provider = c.req.param('provider') as WidgetProvider;
    const checkout = checkoutById(store, c.req.param('checkoutId'));
    if (!checkout || checkout.provider !== providerOfWidget[provider])
      return apiError(c, 404, 'Checkout not found');
    const { outcome, customer } = bodyOf<{
      outcome: 'paid' | 'failed' | 'cancelled';
      customer?: CheckoutCustomer;
    }>(c);
    if (checkout.payment === 'paid' || checkout.payment === 'completed')
      return c.json({ payment: checkout.payment });
    // A checkout replaced by a new one, ended by a cart change or expired takes no payment.
    const session = checkoutOf(store, checkout.token)?.session;
    if (!session) return apiError(c, 404, 'Checkout not found');
    if (outcome === 'paid' && session.cart.items.length === 0) return apiError(c, 400, 'The cart is empty');
    if (outcome === 'paid' && checkout.phoneRequired && !customer?.telephoneNumber)
      return apiError(c, 400, 'The phone number is required');
    if (customer) checkout.customer = customer;
    checkout.payment = outcome;
    if (outcome === 'paid') {
      // The payment records what it paid for (the order must be that) and holds the gift cards for the order.
      holdReservations(store, checkout);
      // The provider takes what it was last told, which a stale provider makes differ from the order.
      checkout.paid = paidRecordOf(session.cart, {
        ...checkoutView(store, checkout),
        amountToPay: providerAmountOf(store, checkout),
      });
    }
    return c.json({ payment: checkout.payment });
  });

  app.post('/api/brink/create-order/', (c) => {
    const { store } = c.var;
    // Its length the contract holds (8 to 128 characters, app.ts answers 400 naming the header).
    const key = c.req.header('idempotency-key');
    if (!key) return apiError(c, 400, "'Idempotency-Key' is required");
    const orderById = (id: string) => store.data.orders.find((order) => order.id === id) as Order;
    // Only the holder of the checkout orders it and sees its order: the token of the cart it was started
    // from (docs/decisions/024). An unknown checkout id answers as a foreign one: ids tell nothing.
    const cartToken = c.req.header('cart-token');
    if (!cartToken) return apiError(c, 401, "Unauthorized: the checkout's cart token is required");
    const checkout = checkoutById(store, bodyOf<{ checkoutId: string }>(c).checkoutId);
    if (!checkout || !sameToken(checkout.cartToken, cartToken))
      return apiError(c, 403, 'Forbidden: the checkout belongs to another cart');
    // Keys are kept per checkout (issue 31, item 7): the same key with another checkout is another key, so a
    // key used, or guessed, elsewhere neither answers this checkout's order nor blocks it. (A record under a bare
    // key is older state: its checkout's order answers below.)
    const scopedKey = idempotencyKeyOf(checkout.id, key);
    const known = store.runtime.idempotencyKeys[scopedKey];
    if (known && typeof known !== 'string')
      return c.json({ success: true as const, order: orderById(known.orderId) });
    if (checkout.orderId) {
      store.runtime.idempotencyKeys[scopedKey] = { checkoutId: checkout.id, orderId: checkout.orderId };
      return c.json({ success: true as const, order: orderById(checkout.orderId) });
    }
    // A payment voided because its order was refused answers that refusal again.
    if (checkout.paid?.voided) return apiError(c, 409, checkout.paid.voided.reason);
    if (checkout.payment !== 'paid' || !checkout.paid) return apiError(c, 409, 'The checkout is not paid');
    // A paid checkout that makes no order is voided at the provider: the shopper is not charged
    // (docs/decisions/024).
    const refuse = (reason: string) => {
      voidPayment(store, checkout, reason);
      return apiError(c, 409, reason);
    };
    const session = sessionOf(store, checkout.cartToken);
    if (!session) return refuse('The checkout has expired');
    // The order is what was paid: a checkout whose cart changed since the payment makes none, and nothing
    // is stored (docs/decisions/016).
    if (checkout.endedAt !== undefined || !isWhatWasPaid(checkout.paid, session.cart))
      return refuse(cartChangedReason);
    if (checkout.expiresAt <= store.clock().getTime()) return refuse('The checkout has expired');
    // The provider charged what it was last told: a payment that with the gift cards is not the order's
    // total makes no order and is voided like any refused one (docs/decisions/024, 026).
    const paidByCards = checkout.paid.giftCards.reduce((sum, card) => sum + card.amount, 0);
    if (checkout.paid.amount + paidByCards !== checkout.paid.grandTotal)
      return refuse('The amount paid does not match the order');
    const currency = session.cart.currencyCode;
    const cards = checkout.paid.giftCards.map((used) => ({
      used,
      card: store.data.giftCards.find((entry) => entry.code === used.code),
    }));
    // A reservation that lapsed may have gone to another checkout: the card must still cover what it paid.
    if (
      cards.some(({ used, card }) => !card || availableBalance(store, card, currency, checkout) < used.amount)
    )
      return refuse('requested gift card has insufficient balance');
    const errors = customerErrors(checkout.customer);
    if (errors.length > 0) {
      // The shopper corrects the details in the provider's page and pays again.
      checkout.payment = 'open';
      checkout.paid = undefined;
      return apiError(c, 400, 'Order could not be processed', { errors, requestId: `req-${random()}` });
    }
    const order = orderOf(store, checkout, session.cart, checkout.paid, userIdOf(c));
    // A company's order that its rules or the buyer's budget hold waits for the company's approval (issue 33).
    const approval = approveOnPlacing(store, order);
    if (approval) {
      order.approval = approval;
      order.status.customStates = [{ id: 'awaiting_customer_action' }];
    }
    store.data.orders.push(order);
    // The gift cards are redeemed: what the payment counted on leaves their one balance, in the order's
    // currency, which availableBalance checked is the card's (docs/decisions/049).
    for (const { used, card } of cards) if (card) card.balance = Math.max(0, card.balance - used.amount);
    checkout.orderId = order.id;
    checkout.payment = 'completed';
    store.runtime.idempotencyKeys[scopedKey] = { checkoutId: checkout.id, orderId: order.id };
    // The order took the cart: the session goes on with an empty one, and its other checkouts end.
    session.cart = recalculate({ ...session.cart, items: [], discountCodes: [] });
    endCheckoutsOf(store, checkout.cartToken, { paidToo: true, except: checkout });
    return c.json({ success: true as const, order });
  });
}
