// Password hashing of the embedded backend: salted scrypt from node:crypto, parameters kept in the hash so
// they can change without breaking stored ones. Only the hash is stored; nothing ever answers it.
import {
  createHash,
  randomBytes,
  type ScryptOptions,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

const encode = (salt: Buffer, key: Buffer) =>
  `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A new hash with a random salt (signup, reset). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, params));
}

/**
 * A seed user's hash: the salt is derived from the user id, so the seed stays deterministic. Made afresh (about
 * 0.1 s of CPU each, by design); the seed reads the ones already made from seed/password-hashes.gen.ts.
 */
export function seedPasswordHash(userId: string, password: string): string {
  const salt = createHash('sha256').update(`statefront-seed:${userId}`).digest().subarray(0, 16);
  return encode(salt, scryptSync(password, salt, keyLength, params));
}

/** True when the password matches the stored hash (constant-time compare); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

const passwordMinLength = 10;

/**
 * The spec's password rules (at least 10 characters, a digit; a special character is only shown to the
 * user, not enforced), as an error text naming the field, or undefined when the password is fine.
 */
export function passwordProblem(password: string, confirmPassword?: string): string | undefined {
  if (password.length < passwordMinLength)
    return `'password' must be at least ${passwordMinLength} characters`;
  if (!/\d/.test(password)) return "'password' must contain a digit";
  if (confirmPassword !== undefined && confirmPassword !== password)
    return "'confirmPassword' does not match 'password'";
  return undefined;
}
