// The countries a new address can have (company creation, the checkout's new addresses): every market's
// country, each named in every language (issue 32, item 11: the United Kingdom was missing).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressCountries } from '../../machines/shared/rules';
import { buildMarkets } from '../../server-mock/seed/markets';

const localesDir = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('address countries', () => {
  it("offers every market's country", () => {
    const marketCountries = buildMarkets().map((market) => market.country.toUpperCase());
    expect(marketCountries).toContain('GB');
    for (const country of marketCountries) expect(addressCountries).toContain(country);
  });

  it.each(languages)('names every offered country in %s', (language) => {
    const customer = JSON.parse(readFileSync(`${localesDir}${language}/customer.json`, 'utf8'));
    for (const country of addressCountries)
      expect(customer.companyCreate.countries[country], `${language}: ${country}`).toBeTruthy();
  });
});
