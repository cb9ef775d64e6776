// Markets, store groups and public settings. Every market shops in the consumer store group; business users
// carry the B2B store group on their account and get its prices.
import type { Market, Settings } from '../../openapi/types.ts';
import type { StoreGroup } from '../data.ts';

export const CONSUMER_GROUP = 'sg-consumer';
export const B2B_GROUP = 'sg-b2b';

/** The six markets; products.ts prices every product in each of these (country -> currency). */
export const MARKET_SPECS = [
  { country: 'SE', name: 'Sverige', language: 'sv', currency: 'SEK', locale: 'sv-SE', productPath: 'p' },
  { country: 'NO', name: 'Norge', language: 'nb', currency: 'NOK', locale: 'nb-NO', productPath: 'produkt' },
  {
    country: 'DK',
    name: 'Danmark',
    language: 'da',
    currency: 'DKK',
    locale: 'da-DK',
    productPath: 'produkt',
  },
  { country: 'FI', name: 'Suomi', language: 'fi', currency: 'EUR', locale: 'fi-FI', productPath: 'tuote' },
  {
    country: 'DE',
    name: 'Deutschland',
    language: 'de',
    currency: 'EUR',
    locale: 'de-DE',
    productPath: 'produkt',
  },
  {
    country: 'GB',
    name: 'United Kingdom',
    language: 'en',
    currency: 'GBP',
    locale: 'en-GB',
    productPath: 'product',
  },
] as const;

export type CountryCode = (typeof MARKET_SPECS)[number]['country'];

export const DEFAULT_MARKET = 'se';

export function buildMarkets(): Market[] {
  return MARKET_SPECS.map((spec) => ({
    enadMarket: spec.country.toLowerCase(),
    name: spec.name,
    currency: spec.currency,
    language: spec.language,
    country: spec.country,
    engageLocale: spec.locale,
    // Each market's own word (docs/decisions/027); Sweden keeps the short 'p' the tests were written with.
    productUrlPrefix: `${spec.country.toLowerCase()}/${spec.productPath}`,
    storeGroupId: CONSUMER_GROUP,
    storeGroupSlug: 'consumer',
  }));
}

/**
 * Which hosted payment providers each market offers (docs/decisions/016). The shop picks the first of
 * Adyen, QliroOne, Avarda, KlarnaCheckout, WalleyCheckout that the cart offers, so every provider is the
 * one chosen somewhere: consumers pay with Klarna in SE, Qliro in NO, Walley in DK, Avarda in FI and Adyen
 * in DE and GB; business buyers with Walley (its business customer preset) in SE, NO, DK and FI. The DE
 * business store group offers only a provider the shop does not support ('No suitable payment provider
 * available.'), and the GB one has no capabilities at all ('Capabilities are not available.').
 */
const PAYMENT_PROVIDERS: Record<string, Record<string, string[] | null>> = {
  [CONSUMER_GROUP]: {
    SE: ['KlarnaCheckout', 'WalleyCheckout'],
    NO: ['QliroOne', 'KlarnaCheckout'],
    DK: ['WalleyCheckout'],
    FI: ['Avarda', 'KlarnaCheckout'],
    DE: ['Adyen', 'KlarnaCheckout'],
    GB: ['Adyen'],
  },
  [B2B_GROUP]: {
    SE: ['WalleyCheckout'],
    NO: ['WalleyCheckout'],
    DK: ['WalleyCheckout'],
    FI: ['WalleyCheckout'],
    DE: ['PayPal'],
    GB: null,
  },
};

/** A fresh copy of a store group's providers (the backend may change what it is given). */
const providersOf = (group: string) =>
  Object.fromEntries(
    Object.entries(PAYMENT_PROVIDERS[group] ?? {}).map(([country, names]) => [country, names && [...names]]),
  );

export function buildStoreGroups(): StoreGroup[] {
  const countries = () => MARKET_SPECS.map((spec) => spec.country as string);
  return [
    {
      id: CONSUMER_GROUP,
      slug: 'consumer',
      name: 'Consumer',
      countryCodes: countries(),
      paymentProviders: providersOf(CONSUMER_GROUP),
    },
    {
      id: B2B_GROUP,
      slug: 'b2b',
      name: 'Business',
      countryCodes: countries(),
      paymentProviders: providersOf(B2B_GROUP),
    },
  ];
}

export function buildSettings(): Settings {
  return {
    giftCardEnabled: true,
    orderDecisionsEnabled: 'true',
    newsletterListId: 'statefront-news',
    signupLinkEnabled: true,
    resetPasswordLinkEnabled: true,
    organisationSignupEnabled: true,
    mediaLabel: 'Tryckfiler',
    businessSignup: {
      labels: { house_number: 'Husnummer' },
      placeholders: { organisation_number: '5566778899', external_ref: 'Er referens, t.ex. kostnadsställe' },
      attributeOptions: [
        { id: 'attr-retail', name: 'Detaljhandel' },
        { id: 'attr-industry', name: 'Industri' },
        { id: 'attr-public', name: 'Offentlig sektor' },
        { id: 'attr-education', name: 'Utbildning' },
      ],
      privacyPolicyLink: 'se/integrity',
      loginLinkEnabled: true,
    },
  };
}
