// The checkout behind the checkout page: the checkout token (cookie, 2 days) and the session of the chosen
// hosted provider, whose page the checkout frames (docs/decisions/016).
import type { Market, PaymentProviderName } from '../../../openapi/types';
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

/** The checkout token of a live checkout, starting one for the session's cart when there is none. */
export async function ensureCheckoutToken(api: ApiClients, session: ShopperSession): Promise<string> {
  const actor = await session.ready();
  const { checkoutToken: existing, cart } = actor.getSnapshot().context;
  if (existing) {
    const { response } = await api.shopper.GET('/shopper/sessions/checkout', { headers: bearer(existing) });
    if (response.ok) return existing;
    actor.send({ type: 'checkout.ended' });
  }
  if (!cart) throw new ApiError('Session not found or expired', 401);
  const { token } = await callData(
    api.shopper.POST('/shopper/sessions/checkout/start', { headers: bearer(cart.token) }),
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
  address?: string;
  postalCode?: string;
  city?: string;
}

/** Starts the provider's session for the checkout and answers the page to frame. */
export async function startProviderWidget(
  api: ApiClients,
  session: ShopperSession,
  provider: PaymentProviderName,
  market: Market,
  customer: KnownCustomer = {},
): Promise<ProviderWidget> {
  const headers = bearer(await ensureCheckoutToken(api, session));
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
      const order = await callData(
        api.shopper.POST('/shopper-kco/orders', { headers, body: { merchantUrls: { terms, confirmation } } }),
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
      const purchase = await callData(
        api.shopper.POST('/shopper-avarda/payments', {
          headers,
          body: { language: avardaLanguages[market.language] ?? 'English', redirectUrl: confirmation },
        }),
      );
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
