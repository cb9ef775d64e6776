// The market the shopper last chose (decision 045): the pages outside `/{country}/` are in it. Read before the
// session loads (it decides the first page's language), so a module of its own: the cookies module stays out of
// the first paint. Not a shopper's value: a logout keeps it (the spec's list of cookies to delete leaves it out).
export const marketCookie = 'market';
/** A year; written by the session's runtime, after the first paint (stored-values.ts writes every cookie). */
export const chosenMarketLifetimeSeconds = 31_536_000;

/**
 * The chosen market's id if the cookie holds one in a market id's form (two lowercase letters); whether such a
 * market exists is for the markets configuration to say. Nothing while prerendering (no browser).
 */
export function readChosenMarket(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return /(?:^|; )market=([a-z]{2})(?:;|$)/.exec(document.cookie)?.[1];
}
