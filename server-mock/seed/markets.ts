// Markets, store groups and public settings. Every market shops in the consumer store group; business users
// carry the B2B store group on their account and get its prices.
import type { Market, Settings } from '../../openapi/types.ts';
import type { StoreGroup } from '../data.ts';

export const CONSUMER_GROUP = 'sg-consumer';
export const B2B_GROUP = 'sg-b2b';

/** The six markets; products.ts prices every product in each of these (country -> currency). */
export const MARKET_SPECS = [
  { country: 'SE', name: 'Sverige', language: 'sv', currency: 'SEK', locale: 'sv-SE' },
  { country: 'NO', name: 'Norge', language: 'nb', currency: 'NOK', locale: 'nb-NO' },
  { country: 'DK', name: 'Danmark', language: 'da', currency: 'DKK', locale: 'da-DK' },
  { country: 'FI', name: 'Suomi', language: 'fi', currency: 'EUR', locale: 'fi-FI' },
  { country: 'DE', name: 'Deutschland', language: 'de', currency: 'EUR', locale: 'de-DE' },
  { country: 'GB', name: 'United Kingdom', language: 'en', currency: 'GBP', locale: 'en-GB' },
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
    productUrlPrefix: `${spec.country.toLowerCase()}/p`,
    storeGroupId: CONSUMER_GROUP,
    storeGroupSlug: 'consumer',
  }));
}

export function buildStoreGroups(): StoreGroup[] {
  const countries = () => MARKET_SPECS.map((spec) => spec.country as string);
  return [
    { id: CONSUMER_GROUP, slug: 'consumer', name: 'Consumer', countryCodes: countries() },
    { id: B2B_GROUP, slug: 'b2b', name: 'Business', countryCodes: countries() },
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
