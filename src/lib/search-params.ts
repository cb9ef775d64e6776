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

/** An opaque id (letters, digits, '-' and '_'), or undefined. */
export function idParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{1,80}$/.test(value) ? value : undefined;
}
