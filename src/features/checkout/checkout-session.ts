// The checkout behind the checkout page: the checkout token (cookie, 2 days) and the session of the chosen
// hosted provider, whose page the checkout frames (docs/decisions/016).
import type { QueryClient } from '@tanstack/react-query';
import type { Cart, Market, PaymentProviderName, ProviderCustomer, User } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { readStored, writeStored } from '../../lib/stored-values';
import { bearer } from '../../session/cart-session';
import type { ShopperSession } from '../../session/shopper-session';
import { klarnaOrderQueryKey, klarnaOrderQueryOptions } from './checkout.queries';

/** Avarda's purchase jwt, handed to its form, lives 1800 s (the spec). */
const avardaJwtLifetimeSeconds = 1800;

/** The confirmation's `provider` value of each provider (the spec names qliro and walley). */
export const providerSlugs = {
  Adyen: 'adyen',
  QliroOne: 'qliro',
  KlarnaCheckout: 'klarna',
  Avarda: 'avarda',
  WalleyCheckout: 'walley',
} as const satisfies Record<PaymentProviderName, string>;

export type ProviderSlug = (typeof providerSlugs)[PaymentProviderName];

/** The provider's page the checkout frames, and the checkout it pays. */
export interface ProviderWidget {
  provider: PaymentProviderName;
  checkoutId: string;
  src: string;
  /** Raised to load the provider's page again (Avarda's form after a gift card change). */
  revision?: number;
}

export const checkoutWidgetKey = ['checkout', 'widget'] as const;

/** The providers a checkout is created with: the chosen payment provider, the cart's first gift-card and shipping one. */
export interface CheckoutProviders {
  paymentProvider: PaymentProviderName;
  giftCardProvider?: string;
  shippingProvider?: string;
}

/** The spec's choice: the first gift-card and the first shipping provider the cart offers. */
export const checkoutProvidersOf = (
  paymentProvider: PaymentProviderName,
  cart: Pick<Cart, 'capabilities'> | null | undefined,
): CheckoutProviders => {
  const giftCardProvider = cart?.capabilities?.giftCardProviders[0]?.name;
  const shippingProvider = cart?.capabilities?.shippingProviders[0]?.name;
  return {
    paymentProvider,
    ...(giftCardProvider ? { giftCardProvider } : {}),
    ...(shippingProvider ? { shippingProvider } : {}),
  };
};

/**
 * The checkout token of a live checkout, else a checkout created for the session's cart with its payment, gift
 * card and shipping provider (the spec's "create checkout").
 */
export async function ensureCheckoutToken(
  api: ApiClients,
  session: ShopperSession,
  providers: CheckoutProviders,
): Promise<string> {
  const actor = await session.ready();
  const { checkoutToken: existing, cart } = actor.getSnapshot().context;
  if (existing) {
    const { response } = await api.shopper.GET('/shopper/sessions/checkout', { headers: bearer(existing) });
    if (response.ok) return existing;
    actor.send({ type: 'checkout.ended' });
  }
  if (!cart) throw new ApiError('Session not found or expired', 401);
  const { token } = await callData(
    api.shopper.POST('/shopper/sessions/checkout/start', { headers: bearer(cart.token), body: providers }),
  );
  actor.send({ type: 'checkout.started', token });
  return token;
}

/** Ends the session's checkout (a cart, customer or provider change): the next one starts anew. */
export async function endCheckout(session: ShopperSession) {
  (await session.ready()).send({ type: 'checkout.ended' });
}

/**
 * The src of the iframe in a provider's HTML snippet (Klarna, Qliro). Only an iframe on the providers' host
 * is taken: nothing else of the snippet (no script, no markup) reaches the shop's page.
 */
export function snippetFrameSrc(snippet: string, providerPages: string): string {
  const src = new DOMParser()
    .parseFromString(snippet, 'text/html')
    .querySelector('iframe')
    ?.getAttribute('src');
  if (!src || !new URL(src, location.href).href.startsWith(new URL(providerPages, location.href).href))
    throw new ApiError('The provider answered an unexpected widget', 502);
  return src;
}

const avardaLanguages: Record<string, 'Swedish' | 'Norwegian' | 'Danish' | 'Finnish' | 'German' | 'English'> =
  {
    sv: 'Swedish',
    nb: 'Norwegian',
    da: 'Danish',
    fi: 'Finnish',
    de: 'German',
  };

/** What the checkout knows of the customer before the widget asks (a signed-in user, a company). */
export interface KnownCustomer {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  organizationNumber?: string;
  companyName?: string;
  /** The shipping address. */
  address?: string;
  coAddress?: string;
  postalCode?: string;
  city?: string;
  /** The billing address the customer card chose (business buyers). */
  billingAddress?: string;
  billingPostalCode?: string;
  billingCity?: string;
  billingCompanyName?: string;
}

/** A signed-in shopper's own details, which the providers that take them show filled in. */
export function knownCustomerOf(user: User): KnownCustomer {
  const { first_name, last_name, email, phone_number, address } = user;
  return {
    email,
    ...(first_name ? { firstName: first_name } : {}),
    ...(last_name ? { lastName: last_name } : {}),
    ...(phone_number ? { phone: phone_number } : {}),
    ...(address?.street ? { address: address.street } : {}),
    ...(address?.zip_code ? { postalCode: address.zip_code } : {}),
    ...(address?.city ? { city: address.city } : {}),
  };
}

/** The given fields only (a provider's body takes no empty ones). */
const given = <T extends Record<string, string | undefined>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Partial<Record<keyof T, string>>;

/**
 * The customer's own details as every provider's start takes them (name, e-mail, phone, shipping address and the
 * market's country), or undefined when nothing is known: Avarda and Adyen as they are, Klarna and Walley renamed.
 */
export function providerCustomerOf(customer: KnownCustomer, market: Market): ProviderCustomer | undefined {
  const fields = given({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    postalCode: customer.postalCode,
    city: customer.city,
  });
  return Object.keys(fields).length === 0 ? undefined : { ...fields, country: market.country };
}

/** Klarna's prefill: the known customer as its billing and shipping address. */
function klarnaAddresses(customer: KnownCustomer, market: Market) {
  const known = providerCustomerOf(customer, market);
  if (!known) return {};
  const shipping = given({
    given_name: known.firstName,
    family_name: known.lastName,
    email: known.email,
    phone: known.phone,
    street_address: known.address,
    postal_code: known.postalCode,
    city: known.city,
    country: known.country,
  });
  // The billing address the customer card chose, else the shipping address.
  const billing = {
    ...shipping,
    ...(customer.billingAddress ? { street_address: customer.billingAddress } : {}),
    ...(customer.billingPostalCode ? { postal_code: customer.billingPostalCode } : {}),
    ...(customer.billingCity ? { city: customer.billingCity } : {}),
  };
  return { billing_address: billing, shipping_address: shipping };
}

/** The session's checkout token, or null when no checkout has started (nothing is sent then). */
async function checkoutTokenOf(session: ShopperSession): Promise<string | null> {
  return (await session.ready()).getSnapshot().context.checkoutToken ?? null;
}

/**
 * Avarda's purchase: its body is the JSON string of the query, authorised with the checkout cookie and never
 * cached; null without a checkout cookie (the spec).
 */
export async function avardaPayment(api: ApiClients, session: ShopperSession, query: AvardaQuery) {
  const token = await checkoutTokenOf(session);
  if (!token) return null;
  return callData(
    api.shopper.POST('/shopper-avarda/payments', {
      headers: bearer(token),
      body: query,
      bodySerializer: (body) => JSON.stringify(body),
      cache: 'no-store',
    }),
  );
}
interface AvardaQuery {
  language: (typeof avardaLanguages)[string] | 'English';
  redirectUrl?: string;
  customer?: ProviderCustomer;
}

/**
 * Avarda's purchase under way (its jwt is kept 1800 s) carried over to the cart's new checkout by its sync, so a
 * cart change tells the purchase the new amount instead of starting another (decision 030). Null when there is
 * none to carry over (the backend answers 404).
 */
async function carriedOverAvardaPurchase(api: ApiClients, headers: ReturnType<typeof bearer>) {
  if (!readStored('avardaJwt')) return null;
  try {
    return await callData(api.shopper.POST('/shopper-avarda/payments/sync', { headers, cache: 'no-store' }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Tells the provider the checkout's new amount to pay (after a gift card change): QliroOne and Avarda as the
 * spec says, Klarna, Walley and Adyen as well, or their page would charge the old amount (decision 026).
 * Answers the provider's page to frame, loaded again so that it shows the new amount.
 */
export async function syncProviderWidget(
  api: ApiClients,
  session: ShopperSession,
  provider: PaymentProviderName,
  widget: ProviderWidget,
): Promise<ProviderWidget> {
  const token = await checkoutTokenOf(session);
  if (!token) return widget;
  const headers = bearer(token);
  const reloaded = { ...widget, revision: (widget.revision ?? 0) + 1 };
  switch (provider) {
    case 'KlarnaCheckout':
      // Klarna's page reloads from its watched order query, which the caller invalidates.
      await callData(api.shopper.POST('/shopper-kco/orders/sync', { headers }));
      return widget;
    case 'QliroOne':
      await callData(api.shopper.POST('/shopper-qliro/checkouts/sync', { headers }));
      return reloaded;
    case 'WalleyCheckout':
      await callData(api.shopper.POST('/shopper-walley/checkouts/sync', { headers }));
      return reloaded;
    case 'Avarda': {
      const purchase = await callData(api.shopper.POST('/shopper-avarda/payments/sync', { headers }));
      writeStored('avardaJwt', purchase.jwt, avardaJwtLifetimeSeconds);
      return { ...reloaded, src: withParam(widget.src, 'jwt', purchase.jwt) };
    }
    case 'Adyen':
      await callData(api.shopper.POST('/shopper-adyen/sessions/sync', { headers }));
      return reloaded;
  }
}

const withLanguage = (src: string, language: string) =>
  `${src}${src.includes('?') ? '&' : '?'}lang=${language}`;

/** The page Klarna's order snippet frames, in the market's language. */
export const klarnaFrameSrc = (order: { html_snippet: string }, providerPages: string, language: string) =>
  withLanguage(snippetFrameSrc(order.html_snippet, providerPages), language);

const withParam = (src: string, name: string, value: string) => {
  const url = new URL(src, location.href);
  url.searchParams.set(name, value);
  return url.href;
};

/**
 * Starts the provider's session for the checkout and answers the page to frame. Klarna's order goes into its
 * watched query (`klarnaOrderQueryOptions`), from which the page frames its snippet.
 */
export async function startProviderWidget(
  api: ApiClients,
  queryClient: QueryClient,
  session: ShopperSession,
  providers: CheckoutProviders,
  market: Market,
  customer: KnownCustomer = {},
): Promise<ProviderWidget> {
  const headers = bearer(await ensureCheckoutToken(api, session, providers));
  const provider = providers.paymentProvider;
  const slug = providerSlugs[provider];
  const root = `/${market.enadMarket}`;
  const terms = `${root}/terms/`;
  // The providers fill in the checkout id (their merchant URL placeholders).
  const confirmation = `${root}/checkout/confirmation/?provider=${slug}&checkout={checkout.id}`;
  const page = (checkoutId: string, query = '') =>
    `${api.providerPages}/${slug}/${checkoutId}?lang=${market.language}${query}`;
  switch (provider) {
    case 'KlarnaCheckout': {
      // A reload with the same checkout token resumes Klarna's order instead of starting another.
      let order =
        (await queryClient.fetchQuery({ ...klarnaOrderQueryOptions(api, session), staleTime: 0 })) ??
        (await callData(
          api.shopper.POST('/shopper-kco/orders', {
            headers,
            body: {
              merchantUrls: { terms, confirmation },
              // The spec: Klarna's phone is mandatory; Klarna's page asks for it and refuses a payment without.
              options: { phone_mandatory: true },
              ...klarnaAddresses(customer, market),
            },
          }),
        ));
      if (customer.postalCode)
        order = await callData(
          api.shopper.PATCH('/shopper-kco/orders', {
            headers,
            body: {
              shipping_address: { postal_code: customer.postalCode },
              billing_address: { postal_code: customer.billingPostalCode ?? customer.postalCode },
            },
          }),
        );
      queryClient.setQueryData(klarnaOrderQueryKey, order);
      return {
        provider,
        checkoutId: order.checkoutId,
        src: klarnaFrameSrc(order, api.providerPages, market.language),
      };
    }
    case 'QliroOne': {
      const checkout = await callData(
        api.shopper.POST('/shopper-qliro/checkouts', {
          headers,
          body: {
            merchantUrls: { terms, confirmation },
            customerInformation: {
              juridicalType: customer.organizationNumber ? 'Company' : 'Physical',
              ...(customer.email ? { email: customer.email } : {}),
              ...(customer.phone ? { mobileNumber: customer.phone } : {}),
            },
          },
        }),
      );
      return {
        provider,
        checkoutId: checkout.checkoutId,
        src: withLanguage(snippetFrameSrc(checkout.htmlSnippet, api.providerPages), market.language),
      };
    }
    case 'WalleyCheckout': {
      const preset = customer.organizationNumber
        ? {
            businessCustomerPreset: {
              organizationNumber: customer.organizationNumber,
              buyer: {
                firstName: customer.firstName ?? '',
                lastName: customer.lastName ?? '',
                email: customer.email ?? '',
                mobilePhoneNumber: customer.phone ?? '',
              },
              deliveryAddress: {
                companyName: customer.companyName ?? '',
                ...(customer.coAddress ? { coAddress: customer.coAddress } : {}),
                address: customer.address ?? '',
                postalCode: customer.postalCode ?? '',
                city: customer.city ?? '',
              },
            },
          }
        : {};
      // A consumer: Walley's own prefill fields (e-mail, mobile number, postal code).
      const known = customer.organizationNumber ? undefined : providerCustomerOf(customer, market);
      const consumer = known
        ? {
            customer: given({
              email: known.email,
              mobilePhoneNumber: known.phone,
              postalCode: known.postalCode,
            }),
          }
        : {};
      const checkout = await callData(
        api.shopper.POST('/shopper-walley/checkouts', {
          headers,
          body: {
            walley: { merchantTermsUri: terms, redirectPageUri: confirmation, ...consumer, ...preset },
          },
        }),
      );
      return { provider, checkoutId: checkout.checkoutId, src: page(checkout.checkoutId) };
    }
    case 'Avarda': {
      const known = providerCustomerOf(customer, market);
      const purchase =
        (await carriedOverAvardaPurchase(api, headers)) ??
        (await avardaPayment(api, session, {
          language: avardaLanguages[market.language] ?? 'English',
          redirectUrl: confirmation,
          ...(known ? { customer: known } : {}),
        }));
      if (!purchase) throw new ApiError('Checkout not found or expired', 401);
      writeStored('avardaJwt', purchase.jwt, avardaJwtLifetimeSeconds);
      return {
        provider,
        checkoutId: purchase.checkoutId,
        src: page(purchase.checkoutId, `&jwt=${encodeURIComponent(purchase.jwt)}`),
      };
    }
    case 'Adyen': {
      const known = providerCustomerOf(customer, market);
      const session = await callData(
        api.shopper.POST('/shopper-adyen/sessions', {
          headers,
          body: { returnUrl: confirmation, ...(known ? { customer: known } : {}) },
        }),
      );
      return { provider, checkoutId: session.checkoutId, src: page(session.checkoutId) };
    }
  }
}
