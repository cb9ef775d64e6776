// Money of the spec: amounts in minor units; two decimals only when the amount is fractional.
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
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
