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

/** The order list's status filters (accounts spec, section 4); ALL is the default and stays out of the URL. */
export const orderStatusFilters = ['ALL', 'DELIVERED', 'PLACED', 'CANCELLED', 'FULLY_COMPENSATED'] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/** One of the order list's status filters, or undefined for anything else. */
export function orderStatusFilter(value: unknown): OrderStatusFilter | undefined {
  return orderStatusFilters.find((filter) => filter === value);
}

/**
 * The order list's approval filter (issue 33): 'mine', the orders whose next step the user may take; any other
 * value of `?approval=` is dropped (the route compares it inline: its options are in the entry chunk).
 */
export type OrderApprovalFilter = 'mine';

/**
 * A free-text param (a search), trimmed, at most `maxLength` characters, or undefined when empty. The
 * router reads digits-only values as numbers, so numbers are taken as their text.
 */
export function searchText(value: unknown, maxLength = 40): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().slice(0, maxLength);
  return trimmed || undefined;
}

/**
 * The URL form of a free text: digits-only text goes as a number, so the router does not quote it
 * (`?q=100110`, not `?q=%22100110%22`); `searchText` reads it back as text. A route's `validateSearch`
 * returns this form, as the router validates the search it builds before writing it.
 */
export function searchValue(text: string): string | number {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : text;
}

/** An id of the backend (`c-acme-ab`, `o-12`, a checkout id): letters, digits, '-' and '_', or undefined. */
export function idParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,80}$/.test(value) ? value : undefined;
}

/**
 * The token of a mailed link (e-mail verification, password reset), or undefined. Never trusted, only sent back to
 * the backend, which decides: any token a real service sends is read (opaque random ones, hex, UUIDs, base64 and
 * base64url, a JWT's dot-separated segments), 8 to 2,048 characters (a signed token with its claims fits) of the
 * URL-safe and base64 alphabets, so no spaces, quotes or markup. The router reads digits-only values as numbers:
 * those are taken as their text while exact (up to 15 digits).
 */
export function linkToken(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : value;
  return typeof text === 'string' && /^[\w.~+/=-]{8,2048}$/.test(text) ? text : undefined;
}

/** The company page's tabs (accounts spec 2); basic is the default and stays out of the URL. */
export const companyTabs = ['basic', 'media', 'users', 'approvals'] as const;
export type CompanyTab = (typeof companyTabs)[number];

/** One of the company page's tabs, or undefined for anything else. */
export function companyTab(value: unknown): CompanyTab | undefined {
  return companyTabs.find((tab) => tab === value);
}

/**
 * A path of this site to go to after a login, or undefined: the URL the browser would make of it (it drops
 * tabs and newlines, reads a backslash as a slash) must stay on this origin (no open redirect).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The flow atlas's views of a flow (/flows/?flow=…&view=usage); designed is the default and stays out of the URL. */
export const atlasViews = ['designed', 'usage'] as const;
export type AtlasView = (typeof atlasViews)[number];

/** One of the atlas's views of a flow, or undefined for anything else. */
export function atlasView(value: unknown): AtlasView | undefined {
  return atlasViews.find((view) => view === value);
}

/** A calendar day as `YYYY-MM-DD` that exists (no 2026-02-30), or undefined for anything else. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
}
