// Tokens and ids the embedded backend makes at run time: random, 128 bits or more, never a counter
// (a sequential id lets one client guess another's cart, checkout or account link). The seed keeps its
// readable ids; only what is made while the server runs comes from here.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A random token or id: `prefix-` and `bytes` random bytes (default 16, 128 bits) as base64url, so
 * 22 characters of `[A-Za-z0-9_-]`. Without a prefix, only the random part.
 */
export function randomToken(prefix = '', bytes = 16): string {
  const random = randomBytes(Math.max(16, bytes)).toString('base64url');
  return prefix ? `${prefix}-${random}` : random;
}

/** Compares a secret in constant time, so its characters cannot be found one by one by timing. */
export function sameToken(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
