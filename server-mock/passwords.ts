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

type Cost = { readonly N: number; readonly r: number; readonly p: number };

/** The backend's cost: about 0.1 s of CPU a hash, by design. */
export const passwordCost: Cost = { N: 16384, r: 8, p: 1 };

/**
 * The test runs' cost (`MOCK_PASSWORD_COST=minimum`, set by Vitest's and Playwright's configs): 64 times cheaper, as
 * Rails' SecurePassword.min_cost is in tests. No test observes a hash's cost, and the suite hashed or verified
 * some 1,000 passwords at 0.1 s each (decision 072). `npm start` and `npm run preview` keep the backend's cost.
 */
const minimumCost: Cost = { N: 256, r: 8, p: 1 };

/** The cost of a new hash; a stored hash is verified with the cost it names. */
export const currentPasswordCost = (): Cost =>
  process.env.MOCK_PASSWORD_COST === 'minimum' ? minimumCost : passwordCost;

const keyLength = 32;

const encode = (cost: Cost, salt: Buffer, key: Buffer) =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A new hash with a random salt (signup, reset). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = currentPasswordCost();
  return encode(cost, salt, await derive(password, salt, cost));
}

/** A seed is built afresh for every backend, its hashes once a process: they are the same every time. */
const seedHashes = new Map<string, string>();

/**
 * A seed user's hash: the salt is derived from the user id, so the seed stays deterministic. Made afresh (about
 * 0.1 s of CPU each at the backend's cost, by design); the seed reads those from seed/password-hashes.gen.ts.
 */
export function seedPasswordHash(userId: string, password: string, cost = currentPasswordCost()): string {
  const key = `${cost.N}$${cost.r}$${cost.p}$${userId}$${password}`;
  let hash = seedHashes.get(key);
  if (hash === undefined) {
    const salt = createHash('sha256').update(`statefront-seed:${userId}`).digest().subarray(0, 16);
    hash = encode(cost, salt, scryptSync(password, salt, keyLength, cost));
    seedHashes.set(key, hash);
  }
  return hash;
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
