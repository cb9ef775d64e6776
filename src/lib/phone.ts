// Phone numbers of the spec, kept as E.164 ('+46701234567'). The only module that imports libphonenumber-js,
// and only its `min` metadata: forms that need phones load it with their own chunk (DESIGN.md, Budgets).
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/min';

export type PhoneCountry = CountryCode;

/** Used when the market's country has no dial code of its own. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'SE';

/** E.164 allows at most 15 digits after the plus. */
export const MAX_E164_DIGITS = 15;

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case ('SE'). */
  code: PhoneCountry;
  /** The country's name in the UI locale. */
  name: string;
  /** '+46' */
  dialCode: string;
  /** Regional-indicator emoji ('🇸🇪'); decorative. */
  flag: string;
}

function supportedCountry(code: string | undefined): PhoneCountry | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

/** The market's country when it has a dial code, else SE. */
export function defaultPhoneCountry(marketCountry?: string | null): PhoneCountry {
  return supportedCountry(marketCountry ?? undefined) ?? DEFAULT_PHONE_COUNTRY;
}

/** '+46' for 'SE'. */
export function dialCode(countryCode: string): string {
  return `+${getCountryCallingCode(defaultPhoneCountry(countryCode))}`;
}

/**
 * The spec's conversion: spaces, dashes and other punctuation are removed; a number not starting with + gets
 * + and the country's dial code prefixed, its leading zeros stripped ('070-123 45 67', 'SE' →
 * '+46701234567'). The result holds at most 15 digits; input without digits gives ''.
 */
export function toInternational(input: string, countryCode: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+')
    ? digits
    : (() => {
        const national = digits.replace(/^0+/, '');
        return national && `${getCountryCallingCode(defaultPhoneCountry(countryCode))}${national}`;
      })();
  return international ? `+${international.slice(0, MAX_E164_DIGITS)}` : '';
}

/** A complete E.164 number that is valid for its country (by the `min` metadata). */
export function isValidPhone(e164: string): boolean {
  if (!/^\+[1-9]\d{1,14}$/.test(e164)) return false;
  return isValidPhoneNumber(e164);
}

const flagOf = (code: string) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** Every country with a dial code, named in the UI locale and sorted by that name. */
export function countryOptions(locale: string): readonly CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const options = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      dialCode: `+${getCountryCallingCode(code)}`,
      flag: flagOf(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  optionsByLocale.set(locale, options);
  return options;
}
