// Money of the spec: amounts in minor units; two decimals only when the amount is fractional.
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const major = minorUnits / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}
