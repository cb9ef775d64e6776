// The market the shopper last chose (decision 045): the pages outside `/{country}/` are in it. Read before the
// session loads (it decides the first page's language), so a module of its own: the cookies module stays out of
// the first paint. Not a shopper's value: a logout keeps it (the spec's list of cookies to delete leaves it out).
import { writeCookie } from './cookies';

export const marketCookie = 'market';
/** A year. */
export const chosenMarketLifetimeSeconds = 31_536_000;

/**
 * The chosen market's id if the cookie holds one in a market id's form (two lowercase letters); whether such a
 * market exists is for the markets configuration to say. Nothing while prerendering (no browser).
 */
export function readChosenMarket(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return /(?:^|; )market=([a-z]{2})(?:;|$)/.exec(document.cookie)?.[1];
}

/**
 * Keeps the shopper's choice of market for a year, written only when it changes (so it keeps its lifetime). Written
 * by the session when the market is chosen, without its runtime, which a visitor who only browses never loads
 * (decision 059). Its value is a market id's form, which readChosenMarket checks.
 */
export function keepChosenMarket(id: string) {
  if (typeof document !== 'undefined' && readChosenMarket() !== id && /^[a-z]{2}$/.test(id))
    writeCookie(marketCookie, id, chosenMarketLifetimeSeconds);
}
