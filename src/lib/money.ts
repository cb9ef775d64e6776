// Money of the spec: amounts in minor units; two decimals only when the amount is fractional.
//
// The markets' own locales and the shop's currencies are written from a table of their CLDR forms, not by Intl: a
// page's first Intl.NumberFormat loads ICU's number data, 20-120 ms of the main thread unthrottled whatever its
// locale (decisions 083, 088), and the first price of a page is in the render that hydrates it. Any other locale or
// currency (an order in a currency no market sells in), or an amount that is not a whole number of minor units, is
// left to Intl. A unit test holds the table to Intl's answers.

const nbsp = '\u00a0';

interface LocaleForm {
  group: string;
  decimal: string;
  minus: string;
  /** The symbol before the number (en-GB); else after it, a no-break space between. */
  symbolFirst?: true;
  symbols: Readonly<Record<string, string>>;
}

/** The shop's currencies as most of the markets' locales write them: the ISO code, but for € and £. */
const codes = { SEK: 'SEK', NOK: 'NOK', DKK: 'DKK', EUR: '€', GBP: '£' };

const localeForms: Readonly<Record<string, LocaleForm>> = {
  'sv-SE': {
    group: nbsp,
    decimal: ',',
    minus: '\u2212',
    symbols: { SEK: 'kr', NOK: 'Nkr', DKK: 'Dkr', EUR: '€', GBP: 'GBP' },
  },
  'nb-NO': { group: nbsp, decimal: ',', minus: '\u2212', symbols: { ...codes, NOK: 'kr' } },
  'da-DK': { group: '.', decimal: ',', minus: '-', symbols: { ...codes, DKK: 'kr.' } },
  'fi-FI': { group: nbsp, decimal: ',', minus: '\u2212', symbols: codes },
  'de-DE': { group: '.', decimal: ',', minus: '-', symbols: codes },
  'en-GB': { group: ',', decimal: '.', minus: '-', symbolFirst: true, symbols: codes },
};

/** The table's locales and currencies, for the test that holds them to Intl. */
export const moneyWrittenWithoutIntl = {
  locales: Object.keys(localeForms),
  currencies: Object.keys(codes),
};

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const form = localeForms[locale];
  const symbol = form?.symbols[currency];
  if (!form || !symbol || !Number.isSafeInteger(minorUnits))
    return formatByIntl(minorUnits, currency, locale);
  const units = Math.abs(minorUnits);
  const whole = String(Math.floor(units / 100)).replace(/\B(?=(\d{3})+$)/g, form.group);
  const cents = units % 100;
  const number = cents ? `${whole}${form.decimal}${String(cents).padStart(2, '0')}` : whole;
  const sign = minorUnits < 0 || Object.is(minorUnits, -0) ? form.minus : '';
  if (!form.symbolFirst) return `${sign}${number}${nbsp}${symbol}`;
  // CLDR's currency spacing: a symbol ending in a letter is kept apart from the digits.
  return `${sign}${symbol}${/\p{L}$/u.test(symbol) ? nbsp : ''}${number}`;
}

function formatByIntl(minorUnits: number, currency: string, locale: string): string {
  const major = minorUnits / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return formatterOf(locale, currency, digits).format(major);
}

// A formatter is costly to make and a list (quick order's 500 lines) formats with the same few.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
