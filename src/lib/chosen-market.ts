// The market the shopper last chose (decision 045): the pages outside `/{country}/` are in it. Read before the
// session loads (it decides the first page's language), so a module of its own: the cookies module stays out of
// the first paint. Not a shopper's value: a logout keeps it (the spec's list of cookies to delete leaves it out).
export const marketCookie = 'market';
const lifetimeSeconds = 31_536_000;

/**
 * The chosen market's id if the cookie holds one in a market id's form (two lowercase letters); whether such a
 * market exists is for the markets configuration to say. Nothing while prerendering (no browser).
 */
export function readChosenMarket(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return /(?:^|; )market=([a-z]{2})(?:;|$)/.exec(document.cookie)?.[1];
}

/** Keeps the shopper's choice for a year, written only when it changes (so it keeps its lifetime). */
export function writeChosenMarket(id: string) {
  if (typeof document === 'undefined' || readChosenMarket() === id) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${marketCookie}=${id}; Path=/; Max-Age=${lifetimeSeconds}; SameSite=Lax${secure}`;
}
