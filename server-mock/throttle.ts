// Throttling of the calls an attacker repeats: login, reset and verification mails, newsletter signups and
// gift-card PINs, per account (e-mail, card code) and per client. A refused call is a 429 with
// `Retry-After` (seconds) and an `error` text; the shop shows its own translated text for every 429.
// The counters live in the store's runtime state (reset clears them) and read the store's clock.
import type { Context } from 'hono';
import type { MockEnv } from './app.ts';
import type { Store } from './store.ts';

/** At most `limit` counted events in any `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleLimits {
  /** Wrong passwords (or unknown e-mails) per account; then every login of it waits, the right password too. */
  loginFailuresPerAccount: ThrottleRule;
  /** Login attempts per client. */
  loginAttemptsPerClient: ThrottleRule;
  /** Reset-password mails, and separately verification mails, asked for per account (e-mail). */
  mailsPerAccount: ThrottleRule;
  /** Reset-password and verification mails asked for per client. */
  mailsPerClient: ThrottleRule;
  /** Newsletter signups per e-mail address. */
  newsletterPerAddress: ThrottleRule;
  /** Newsletter signups per client. */
  newsletterPerClient: ThrottleRule;
  /** Wrong PINs per gift card; then the card waits, the right PIN too. */
  pinFailuresPerCard: ThrottleRule;
  /** Wrong PINs per client. */
  pinFailuresPerClient: ThrottleRule;
  /** Batches of recorded flow transitions per client (a shop tab sends a few a minute). */
  flowEventsPerClient: ThrottleRule;
  /** Reads of the recorded flow usage per analyst (the atlas reads once per page or range). */
  flowUsageReadsPerAnalyst: ThrottleRule;
}

const minute = 60_000;

/** What a real shop would allow; `createMockServer({ throttle: { limits } })` sets others. */
export const defaultThrottleLimits: ThrottleLimits = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * minute },
  loginAttemptsPerClient: { limit: 20, windowMs: minute },
  mailsPerAccount: { limit: 3, windowMs: 60 * minute },
  mailsPerClient: { limit: 20, windowMs: 60 * minute },
  newsletterPerAddress: { limit: 3, windowMs: 60 * minute },
  newsletterPerClient: { limit: 20, windowMs: 60 * minute },
  pinFailuresPerCard: { limit: 5, windowMs: 15 * minute },
  pinFailuresPerClient: { limit: 20, windowMs: 15 * minute },
  flowEventsPerClient: { limit: 120, windowMs: minute },
  flowUsageReadsPerAnalyst: { limit: 60, windowMs: minute },
};

export interface ThrottleOptions {
  limits?: Partial<ThrottleLimits>;
  /**
   * Take the client from the first `X-Forwarded-For` address (only behind a proxy that sets it). Otherwise
   * the socket's address, or one constant client when there is no socket (the in-process backend).
   */
  trustForwardedFor?: boolean;
}

/** A rule and the key it counts under, e.g. `loginFailuresPerAccount` and an e-mail. */
export type ThrottleKey = [rule: keyof ThrottleLimits, key: string];

export interface Throttle {
  limits: ThrottleLimits;
  /** The client of a request (an address, or `local`). */
  clientOf(c: Context<MockEnv>): string;
  /** Seconds until every key has room again; 0 when none is full. */
  waitSeconds(store: Store, keys: ThrottleKey[]): number;
  /** Counts one event under each key. */
  count(store: Store, keys: ThrottleKey[]): void;
  /** Forgets the events of the keys (a right password ends a run of wrong ones). */
  clear(store: Store, keys: ThrottleKey[]): void;
}

const counterName = ([rule, key]: ThrottleKey) => `${rule}:${key.toLowerCase()}`;

export function createThrottle(options: ThrottleOptions = {}): Throttle {
  const limits = { ...defaultThrottleLimits, ...options.limits };
  /** The events of a key still inside its window, oldest first (older ones are dropped). */
  const live = (store: Store, entry: ThrottleKey) => {
    const now = store.clock().getTime();
    const name = counterName(entry);
    const kept = (store.runtime.throttle[name] ?? []).filter((at) => at > now - limits[entry[0]].windowMs);
    if (kept.length) store.runtime.throttle[name] = kept;
    else delete store.runtime.throttle[name];
    return kept;
  };
  return {
    limits,
    clientOf(c) {
      if (options.trustForwardedFor) {
        const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
        if (forwarded) return forwarded;
      }
      const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
      return env?.incoming?.socket?.remoteAddress ?? 'local';
    },
    waitSeconds(store, keys) {
      const now = store.clock().getTime();
      let waitMs = 0;
      for (const entry of keys) {
        const { limit, windowMs } = limits[entry[0]];
        const events = live(store, entry);
        // Room again when the event that fills the window leaves it.
        if (events.length >= limit)
          waitMs = Math.max(waitMs, events[events.length - limit]! + windowMs - now);
      }
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    count(store, keys) {
      const now = store.clock().getTime();
      for (const entry of keys) store.runtime.throttle[counterName(entry)] = [...live(store, entry), now];
    },
    clear(store, keys) {
      for (const entry of keys) delete store.runtime.throttle[counterName(entry)];
    },
  };
}

/** The 429 of a throttled call: `Retry-After` in seconds and an `error` text. */
export function tooManyRequests(c: Context<MockEnv>, seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  c.header('retry-after', String(seconds));
  return c.json(
    { error: `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` },
    429,
  );
}
