// Cookie names and lifetimes of the spec; every cookie is SameSite=Lax, and Secure on https. The shop reads
// cookies only through the schemas of stored-values.ts, but for the chosen market (chosen-market.ts).
export const userTokenCookie = 'userToken';
export const refreshTokenCookie = 'refreshToken';
export const userIdCookie = 'userId';
export const storeGroupIdCookie = 'storeGroupId';
export const storeGroupSlugCookie = 'storeGroupSlug';
export const cartTokenCookie = 'cartToken';
export const checkoutTokenCookie = 'checkoutToken';

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
