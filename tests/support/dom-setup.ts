import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach } from 'vitest';
import { forgetAnalyticsChoice } from '../../src/lib/analytics-consent';
import { deleteCookie } from '../../src/lib/cookies';

// Waits follow what the user sees: on a machine whose cores other work keeps busy a screen (a lazily loaded
// chunk transformed on first use) can take many seconds. The limit only bounds a failure; tests leave it alone.
configure({ asyncUtilTimeout: 15_000 });

// No owner stacks (docs/decisions/065): development React captures a stack trace (an Error) for every element it
// creates, up to 10,000 a second, to name the component in a warning. With the garbage it leaves, that was about a
// quarter of the CPU of a test that renders whole pages; warnings keep their message and component stack.
const internals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set() {},
  });

afterEach(() => {
  cleanup();
  // Nothing a test's app stored reaches the next test (the files of a worker share one document, decision 050):
  // neither the chosen market, which outlives a logout (decision 045), nor any other cookie or stored value.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});

// The shopper has answered the analytics question (no), as a returning shopper has: the prompt stays away and
// nothing is recorded; the consent and recorder tests answer otherwise (docs/decisions/034).
beforeEach(() => {
  forgetAnalyticsChoice();
  if (localStorage.getItem('analyticsConsent') === null)
    localStorage.setItem(
      'analyticsConsent',
      JSON.stringify({ choice: 'denied', at: '2026-11-21T09:00:00.000Z' }),
    );
});

// A document without layout (happy-dom) has no window to scroll: every observed element is taken as in view, so a
// part that loads when it comes into view (decision 059: the newsletter, the analytics question) loads as it did
// with the page.
class EverythingInView {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly #callback: IntersectionObserverCallback;
  #isLive = true;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    queueMicrotask(() => {
      if (this.#isLive)
        this.#callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    });
  }
  unobserve() {}
  disconnect() {
    this.#isLive = false;
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = EverythingInView as unknown as typeof IntersectionObserver;
