// Cookie names and lifetimes of the spec; every cookie is SameSite=Lax, and Secure on https. The shop reads
// cookies only through the schemas of stored-values.ts, but for the chosen market (`readChosenMarket`, below).
export const userTokenCookie = 'userToken';
export const refreshTokenCookie = 'refreshToken';
export const userIdCookie = 'userId';
export const storeGroupIdCookie = 'storeGroupId';
export const storeGroupSlugCookie = 'storeGroupSlug';
export const cartTokenCookie = 'cartToken';
export const checkoutTokenCookie = 'checkoutToken';

/**
 * The market the shopper last chose (decision 045): the pages outside `/{country}/` are in it. Not a shopper's
 * value: a logout keeps it, as the spec's list of cookies to delete leaves it out.
 */
export const marketCookie = 'market';
export const marketCookieLifetimeSeconds = 31_536_000;

export const cartTokenLifetimeSeconds = 2592000;
export const checkoutTokenLifetimeSeconds = 172800;
/** How long the user token cookie lives: the backend's token lifetime. */
export const userTokenLifetimeSeconds = 86400;

/** The cookie's text, undefined when absent; `onMalformed` hears of a value that is not percent-encoded. */
export function readCookie(name: string, onMalformed?: () => void): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    onMalformed?.();
    return undefined;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string) {
  writeCookie(name, '', 0);
}

/**
 * The chosen market's id as the cookie holds it, if it has a market id's form (two lowercase letters); whether
 * such a market exists is for the markets configuration to say. Read before the session has loaded (the page's
 * market decides its language), so not through the stored-values schemas, which load with the session.
 */
export function readChosenMarket(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = readCookie(marketCookie);
  return value && /^[a-z]{2}$/.test(value) ? value : undefined;
}
