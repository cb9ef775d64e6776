// The checkout behind the checkout page: the checkout token (cookie, 2 days) and the session of the chosen
// hosted provider, whose page the checkout frames (docs/decisions/016).
import type { Cart, Market, PaymentProviderName, User } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { writeStored } from '../../lib/stored-values';
import { bearer } from '../cart/cart-session';
import type { ShopperSession } from '../session/shopper-session';

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

/** Klarna's prefill: the known customer as its billing and shipping address. */
function klarnaAddresses(customer: KnownCustomer, market: Market) {
  const address = {
    ...(customer.firstName ? { given_name: customer.firstName } : {}),
    ...(customer.lastName ? { family_name: customer.lastName } : {}),
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.phone ? { phone: customer.phone } : {}),
    ...(customer.address ? { street_address: customer.address } : {}),
    ...(customer.postalCode ? { postal_code: customer.postalCode } : {}),
    ...(customer.city ? { city: customer.city } : {}),
  };
  if (Object.keys(address).length === 0) return {};
  const shipping = { ...address, country: market.country };
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
}

/** Klarna's order of the checkout token, if the checkout started Klarna (a reload resumes it). */
async function existingKlarnaOrder(api: ApiClients, headers: ReturnType<typeof bearer>) {
  const { data, response } = await api.shopper.GET('/shopper-kco/orders', { headers });
  return response.ok && data ? data : null;
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
      await callData(api.shopper.POST('/shopper-kco/orders/sync', { headers }));
      return reloaded;
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

const withParam = (src: string, name: string, value: string) => {
  const url = new URL(src, location.href);
  url.searchParams.set(name, value);
  return url.href;
};

/** Starts the provider's session for the checkout and answers the page to frame. */
export async function startProviderWidget(
  api: ApiClients,
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
  const withLanguage = (src: string) => `${src}${src.includes('?') ? '&' : '?'}lang=${market.language}`;
  switch (provider) {
    case 'KlarnaCheckout': {
      // A reload with the same checkout token resumes Klarna's order instead of starting another.
      const order =
        (await existingKlarnaOrder(api, headers)) ??
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
        await callData(
          api.shopper.PATCH('/shopper-kco/orders', {
            headers,
            body: {
              shipping_address: { postal_code: customer.postalCode },
              billing_address: { postal_code: customer.billingPostalCode ?? customer.postalCode },
            },
          }),
        );
      return {
        provider,
        checkoutId: order.checkoutId,
        src: withLanguage(snippetFrameSrc(order.html_snippet, api.providerPages)),
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
        src: withLanguage(snippetFrameSrc(checkout.htmlSnippet, api.providerPages)),
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
      const checkout = await callData(
        api.shopper.POST('/shopper-walley/checkouts', {
          headers,
          body: { walley: { merchantTermsUri: terms, redirectPageUri: confirmation, ...preset } },
        }),
      );
      return { provider, checkoutId: checkout.checkoutId, src: page(checkout.checkoutId) };
    }
    case 'Avarda': {
      const purchase = await avardaPayment(api, session, {
        language: avardaLanguages[market.language] ?? 'English',
        redirectUrl: confirmation,
      });
      if (!purchase) throw new ApiError('Checkout not found or expired', 401);
      writeStored('avardaJwt', purchase.jwt, avardaJwtLifetimeSeconds);
      return {
        provider,
        checkoutId: purchase.checkoutId,
        src: page(purchase.checkoutId, `&jwt=${encodeURIComponent(purchase.jwt)}`),
      };
    }
    case 'Adyen': {
      const session = await callData(
        api.shopper.POST('/shopper-adyen/sessions', { headers, body: { returnUrl: confirmation } }),
      );
      return { provider, checkoutId: session.checkoutId, src: page(session.checkoutId) };
    }
  }
}
