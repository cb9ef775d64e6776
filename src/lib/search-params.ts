// Parsers for URL search params. Route options stay in the entry chunk, so these are a few lines of
// code instead of a schema library (see docs/decisions/004-search-params-without-zod.md).

/** A whole number of at least 1, or undefined for anything else (absent, text, 0, 2.5). */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A URL slug (lower-case letters, digits and dashes), or undefined for anything else. */
export function slugParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;
}

/** The company page's tabs (accounts spec 2); basic is the default and stays out of the URL. */
export const companyTabs = ['basic', 'media', 'users'] as const;
export type CompanyTab = (typeof companyTabs)[number];

/** One of the company page's tabs, or undefined for anything else. */
export function companyTab(value: unknown): CompanyTab | undefined {
  return companyTabs.find((tab) => tab === value);
}
