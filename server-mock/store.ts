// Stateful store of the embedded backend: seeded data plus runtime state (sessions, tokens, faults).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Cart, Checkout, CheckoutCustomer, PaymentProviderName } from '../openapi/types.ts';
import type { MockData } from './data.ts';
import { randomToken } from './ids.ts';
import type { Insights } from './insights/service.ts';

export type Clock = () => Date;

export interface ShopperSession {
  token: string;
  cart: Cart;
  expiresAt: number;
}

export interface Fault {
  id: string;
  /** 'METHOD /path' where the path is a contract template or a concrete path; '*' matches any method. */
  route: string;
  /** Extra latency before answering, in ms. */
  latencyMs?: number;
  /** Answer with this status and JSON body instead of the real one. */
  status?: number;
  body?: unknown;
  /** Answer like a broken proxy: a non-JSON 502 page (a "non-API failure" for the client). */
  crash?: boolean;
  /** How many requests the fault applies to; unlimited when absent. */
  times?: number;
}

/** The checkout of a session, kept by its checkout token. */
export interface CheckoutState {
  token: string;
  id: string;
  /** The cart token of the session whose cart this checkout pays. */
  cartToken: string;
  expiresAt: number;
  provider?: PaymentProviderName;
  /** The shipping provider the checkout was created with (one of the cart's). */
  shippingProvider?: string;
  /** Applied gift cards; each reserves its amount on the card while the checkout lasts (reservations.ts). */
  giftCards: ReservedGiftCard[];
  payment: Checkout['payment'];
  /** What the provider's paid step paid for; the order must be exactly this (reservations.ts). */
  paid?: PaidRecord;
  /** When the checkout ended without an order: replaced by a new checkout, or its cart changed. */
  endedAt?: number;
  customer?: CheckoutCustomer;
  /** Details the shop handed the provider (Walley's business preset, Qliro's customer information). */
  preset?: CheckoutCustomer;
  /**
   * The amount the provider was last told (its start, sync or update): its page shows and charges this, as a
   * real provider does, until the shop tells it again (docs/decisions/026).
   */
  providerAmount?: number;
  /** When the provider was last told (strictly increasing): Klarna's `last_modified_at`. */
  providerToldAt?: number;
  /** The shop asked the provider to require the phone (Klarna's `options.phone_mandatory`). */
  phoneRequired?: boolean;
  /** Avarda's purchase this checkout pays with; a sync on the cart's next checkout takes it over (decision 030). */
  avardaPurchaseId?: string;
  orderId?: string;
}

/** A gift card applied to a checkout: the amount it pays, reserved on the card until `reservedUntil`. */
export type ReservedGiftCard = Checkout['giftCards'][number] & {
  currencyCode?: string;
  reservedUntil?: number;
};

/** A payment: the amount the provider took and the cart it took it for. */
export interface PaidRecord {
  amount: number;
  currencyCode: string;
  grandTotal: number;
  lines: { id: string; productVariantId: string; quantity: number; totalPriceAmount: number }[];
  giftCards: Checkout['giftCards'];
  /**
   * The provider voided the payment (released or refunded it): its order was refused, so the shopper is not
   * charged for an order that does not exist. The reason is the refusal's.
   */
  voided?: { at: string; reason: string };
}

/** An Idempotency-Key of create-order, kept under its checkout (keys of other checkouts are apart). */
export interface IdempotencyRecord {
  checkoutId: string;
  orderId: string;
}

/** A user's access token, e-mail verification link or reset-password link. */
export interface AccountToken {
  userId: string;
  expiresAt: number;
}

/**
 * An e-mail verification link (docs/decisions/047): verifying with it proves the mailbox, and applies only a
 * password whose owner the link proves: the one its signup set, or none (the owner then chooses one).
 */
export interface VerifyLink extends AccountToken {
  /** The password of the signup that mailed the link: verifying makes it the account's. */
  passwordHash?: string;
  /** Signups with different passwords competed: verifying sets no password; a mailed reset link chooses one. */
  choosePassword?: boolean;
  /** The invitations whose membership verifying with the link makes (named by its signup or signups). */
  invitationIds?: string[];
  /** Mailed by a signup (a resent link leaves it alive; a later signup's link replaces it). */
  bySignup?: boolean;
}

/** The signups of an account whose e-mail is not verified yet: what a resent verification link may apply. */
export interface PendingSignup {
  /** The latest signup's password hash (the first signup's is the user's own). */
  passwordHash: string;
  /** Signups with different passwords were made: no resent link applies a password any more. */
  contested: boolean;
  /** Invitations the signups named (only the mailbox owner gets them: each came by mail to the address). */
  invitationIds: string[];
  /**
   * The link of the latest signup, not mailed yet: the shop asks for it right after the signup (create-verify-link)
   * from the same client, and that request mails it (one mail per signup, issue 32). `until` in ms of the clock.
   */
  owedLink?: { client: string; until: number; invitationIds?: string[] };
}

interface RuntimeState {
  sessions: Record<string, ShopperSession>;
  managementTokens: Record<string, number>;
  /** Access tokens of signed-in users, by token. */
  userTokens: Record<string, AccountToken>;
  verifyTokens: Record<string, VerifyLink>;
  resetTokens: Record<string, AccountToken>;
  checkouts: Record<string, CheckoutState>;
  /** The order of each Idempotency-Key of create-order, by checkout and key (a bare key: older state). */
  idempotencyKeys: Record<string, IdempotencyRecord | string>;
  /**
   * Users a signup made, by user id, with the time until which an anonymous organisation signup may
   * attach a company to them (the id create-user answered is the proof; a seeded user is never here).
   */
  signupGrants: Record<string, number>;
  /** The signups of each account whose e-mail is not verified yet, by user id (dropped at verification). */
  pendingSignups: Record<string, PendingSignup>;
  /** Throttled events (throttle.ts): times in ms, by `rule:key`. Reset clears them. */
  throttle: Record<string, number[]>;
  /** The last sequential number given (order references, `SF-2…`); ids and tokens are random. */
  counter: number;
}

export interface Store {
  data: MockData;
  runtime: RuntimeState;
  faults: Fault[];
  /** Flow insights (insights/service.ts): the recorded flow transitions in their store; reset clears them. */
  insights: Insights;
  clock: Clock;
  /**
   * How far the QA control (`/__mock/clock`) has moved the clock from the one the server was given, in ms: a budget's
   * period passes without waiting for it (issue 33). Reset sets it back to 0.
   */
  clockOffsetMs: number;
  /** A new random id or token, `prefix-` and 128 random bits (ids.ts), never guessable from another. */
  nextId(prefix: string): string;
  /** The next number of a business reference (order references): sequential, not a secret. */
  nextNumber(): number;
  reset(): void;
  /** Writes the state to the persistence file, if one is configured. */
  persist(): void;
}

export interface StoreOptions {
  seed: () => MockData;
  clock: Clock;
  /** JSON file that keeps the state across restarts, written atomically. */
  persistPath?: string;
  /** Makes the flow-insights service (its store opens on first use). */
  insights: (clock: Clock) => Insights;
}

const freshRuntime = (): RuntimeState => ({
  sessions: {},
  managementTokens: {},
  userTokens: {},
  verifyTokens: {},
  resetTokens: {},
  checkouts: {},
  idempotencyKeys: {},
  signupGrants: {},
  pendingSignups: {},
  throttle: {},
  counter: 1000,
});

export function createStore({ seed, clock, persistPath, insights }: StoreOptions): Store {
  // The content editor's preview token: random per server, the same after a reset.
  const editorTokens = [{ name: 'Content editor', token: randomToken('preview') }];
  const seeded = (): MockData => ({ ...seed(), editorTokens: structuredClone(editorTokens) });
  let saved: { data: MockData; runtime: RuntimeState } | undefined;
  if (persistPath) {
    try {
      saved = JSON.parse(readFileSync(persistPath, 'utf8'));
    } catch {
      // no saved state yet: start from the seed
    }
  }
  const store: Store = {
    data: saved?.data ? { editorTokens, ...saved.data } : seeded(),
    // A state saved by an older version lacks the newer collections.
    runtime: { ...freshRuntime(), ...saved?.runtime },
    faults: [],
    // Retention reads the store's clock, so the QA clock control moves it too.
    insights: insights(() => store.clock()),
    clock: () => new Date(clock().getTime() + store.clockOffsetMs),
    clockOffsetMs: 0,
    nextId(prefix) {
      return randomToken(prefix);
    },
    nextNumber() {
      store.runtime.counter += 1;
      return store.runtime.counter;
    },
    reset() {
      store.data = seeded();
      store.runtime = freshRuntime();
      store.faults = [];
      store.clockOffsetMs = 0;
      void store.insights.clear();
      store.persist();
    },
    persist() {
      if (!persistPath) return;
      mkdirSync(dirname(persistPath), { recursive: true });
      const temporary = `${persistPath}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ data: store.data, runtime: store.runtime }));
      renameSync(temporary, persistPath);
    },
  };
  return store;
}
