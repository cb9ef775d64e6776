// Every value the shop keeps in the browser (cookies, localStorage, sessionStorage), with the zod schema that
// reads it back. A value that does not parse is removed and logged once, never a broken page. Loaded with the
// shopper session after the first paint (zod stays out of the entry: docs/decisions/021). A schema is built when a
// value of its kind is first read or written: built at load, they were about a third of the app's module evaluation
// on a slow phone (decisions 066, 073), and most values are absent on most visits.
import * as z from 'zod/mini';
import { marketCookie } from './chosen-market';
import {
  cartTokenCookie,
  checkoutTokenCookie,
  deleteCookie,
  readCookie,
  refreshTokenCookie,
  storeGroupIdCookie,
  storeGroupSlugCookie,
  userIdCookie,
  userTokenCookie,
  writeCookie,
} from './cookies';

/** Opaque tokens: base64url, JWTs and the backend's ids; never markup, quotes or separators. */
const token = () => z.string().check(z.regex(/^[\w.~+/=-]{1,4096}$/));
const id = () => z.string().check(z.regex(/^[\w-]{1,120}$/));
/** The content editor's preview token: random, so at least 16 characters (src/features/content/preview-mode.ts). */
const previewToken = () => z.string().check(z.regex(/^[\w.~+/=-]{16,4096}$/));
const text = (maxLength: number) => z.string().check(z.maxLength(maxLength));

const cartItem = () =>
  z.object({
    productVariantId: id(),
    quantity: z.number().check(z.int(), z.positive(), z.maximum(100_000)),
    options: z.optional(z.object({ parentItem: z.optional(id()) })),
  });

/** A wishlist entry: a product number, optionally `&color=` and a percent-encoded colour that decodes. */
const wishlistEntry = () =>
  z.string().check(
    z.regex(/^[\w-]{1,80}(&color=[^&]{1,200})?$/),
    z.refine((entry) => {
      try {
        // The decoded text is used: a minifier may drop a call whose result nobody reads.
        return decodeURIComponent(entry).length > 0;
      } catch {
        return false;
      }
    }),
  );

const knownCustomer = () =>
  z.object({
    email: z.optional(text(320)),
    phone: z.optional(text(40)),
    firstName: z.optional(text(200)),
    lastName: z.optional(text(200)),
    organizationNumber: z.optional(text(40)),
    companyName: z.optional(text(200)),
    address: z.optional(text(300)),
    postalCode: z.optional(text(20)),
    city: z.optional(text(200)),
    coAddress: z.optional(text(200)),
    billingAddress: z.optional(text(300)),
    billingPostalCode: z.optional(text(20)),
    billingCity: z.optional(text(200)),
    billingCompanyName: z.optional(text(200)),
  });

const newAddress = () =>
  z.object({
    company_name: text(200),
    street_address: text(300),
    postal_code: text(20),
    city: text(200),
    state_province: text(200),
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  });

/**
 * A list whose unreadable entries are dropped one by one (a wishlist keeps its good products); the list is
 * written back without them.
 */
const listOf = <T extends z.ZodMiniType>(item: T, maxLength: number) =>
  z.pipe(
    z.array(z.unknown()).check(z.maxLength(maxLength)),
    z.transform((entries) => entries.filter((entry) => item.safeParse(entry).success) as z.infer<T>[]),
  );

/** Where each value lives, how it is read (its schema's builder), and whether logout and account deletion remove it. */
const storedValues = {
  // The spec's cookies (the seven that logout deletes), and Avarda's purchase jwt.
  [userTokenCookie]: { in: 'cookie', schema: token, shopper: true },
  [refreshTokenCookie]: { in: 'cookie', schema: token, shopper: true },
  [userIdCookie]: { in: 'cookie', schema: id, shopper: true },
  [storeGroupIdCookie]: { in: 'cookie', schema: id, shopper: true },
  [storeGroupSlugCookie]: { in: 'cookie', schema: id, shopper: true },
  [cartTokenCookie]: { in: 'cookie', schema: token, shopper: true },
  [checkoutTokenCookie]: { in: 'cookie', schema: token, shopper: true },
  avardaJwt: { in: 'cookie', schema: token, shopper: true },
  // The recommendation tool's attribution: not the shopper's, it stays.
  attributionToken: { in: 'cookie', schema: token, shopper: false },
  [marketCookie]: { in: 'cookie', schema: () => z.string().check(z.regex(/^[a-z]{2}$/)), shopper: false },
  incognitoCart: { in: 'local', schema: () => listOf(cartItem(), 500), shopper: true },
  // The wishlist is the device's, open to everyone (the spec): it outlives a logout.
  enad_wishlist: { in: 'local', schema: () => listOf(wishlistEntry(), 500), shopper: false },
  _giftcard: {
    in: 'session',
    schema: () => z.array(z.string().check(z.regex(/^[^|\s]{1,60}\|[^|\s]{1,20}$/))).check(z.maxLength(20)),
    shopper: true,
  },
  checkoutCustomer: {
    in: 'session',
    schema: () =>
      z.object({
        userId: id(),
        companyId: id(),
        contactId: z.nullable(id()),
        billingAddressId: z.nullable(id()),
        shippingAddressId: z.nullable(id()),
        newAddresses: z.optional(
          z.object({
            billing: z.optional(z.nullable(newAddress())),
            shipping: z.optional(z.nullable(newAddress())),
          }),
        ),
        preset: knownCustomer(),
      }),
    shopper: true,
  },
  shopperCompany: { in: 'session', schema: () => z.object({ userId: id(), companyId: id() }), shopper: true },
  // The device's answer to the analytics question (docs/decisions/034): not the shopper's, a logout keeps it.
  analyticsConsent: {
    in: 'local',
    schema: () => z.object({ choice: z.enum(['granted', 'denied']), at: z.iso.datetime() }),
    shopper: false,
  },
  // The content editor's preview token (preview mode): the editor's, not the shopper's.
  'statefront:preview': { in: 'session', schema: previewToken, shopper: false },
} as const;

export type StoredKey = keyof typeof storedValues;
export type StoredValue<K extends StoredKey> = z.infer<ReturnType<(typeof storedValues)[K]['schema']>>;

const builtSchemas = new Map<StoredKey, z.ZodMiniType>();
/** A value's schema, built on its first use and kept. */
function schemaOf<K extends StoredKey>(key: K): z.ZodMiniType<StoredValue<K>> {
  let schema = builtSchemas.get(key);
  if (!schema) {
    schema = storedValues[key].schema();
    builtSchemas.set(key, schema);
  }
  return schema as z.ZodMiniType<StoredValue<K>>;
}

const storageOf = (where: 'local' | 'session'): Storage | undefined => {
  try {
    return where === 'local' ? localStorage : sessionStorage;
  } catch {
    // Storage switched off by privacy settings: nothing is kept.
    return undefined;
  }
};

const warned = new Set<string>();

function warnOnce(key: StoredKey) {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`Statefront: the stored value '${key}' was not readable and has been removed.`);
}

function discard(key: StoredKey) {
  remove(key);
  warnOnce(key);
}

function rawValue(key: StoredKey): unknown {
  const entry = storedValues[key];
  if (entry.in === 'cookie') return readCookie(key, () => discard(key));
  const raw = storageOf(entry.in)?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  return JSON.parse(raw);
}

/** The value as its schema reads it; undefined when absent, and when unreadable (then it is removed). */
export function readStored<K extends StoredKey>(key: K): StoredValue<K> | undefined {
  try {
    const raw = rawValue(key);
    if (raw === undefined) return undefined;
    const parsed = schemaOf(key).safeParse(raw);
    if (parsed.success) {
      // A list that lost unreadable entries is kept without them.
      if (Array.isArray(raw) && Array.isArray(parsed.data) && parsed.data.length !== raw.length) {
        writeStored(key, parsed.data as StoredValue<K>);
        warnOnce(key);
      }
      return parsed.data as StoredValue<K>;
    }
  } catch {
    // malformed JSON
  }
  discard(key);
  return undefined;
}

/** Keeps a value (a cookie for `maxAgeSeconds`); a value its own schema refuses is never written. */
export function writeStored<K extends StoredKey>(key: K, value: StoredValue<K>, maxAgeSeconds = 0) {
  const entry = storedValues[key];
  if (!schemaOf(key).safeParse(value).success) throw new Error(`Refusing to store an invalid '${key}'`);
  if (entry.in === 'cookie') {
    writeCookie(key, value as string, maxAgeSeconds);
  } else {
    storageOf(entry.in)?.setItem(key, JSON.stringify(value));
  }
}

function remove(key: StoredKey) {
  const entry = storedValues[key];
  if (entry.in === 'cookie') deleteCookie(key);
  else storageOf(entry.in)?.removeItem(key);
}

export { remove as removeStored };

/** Logout and account deletion: every value of the shopper goes, from this one list. */
export function removeShopperValues() {
  for (const key of Object.keys(storedValues) as StoredKey[]) if (storedValues[key].shopper) remove(key);
}

/** Reads every value once, so what is unreadable is removed before any view asks for it. */
export function sweepStoredValues() {
  for (const key of Object.keys(storedValues) as StoredKey[]) readStored(key);
}
