import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach } from 'vitest';
import { forgetAnalyticsChoice } from '../../src/lib/analytics-consent';
import { deleteCookie } from '../../src/lib/cookies';
import { stopFlowRecording } from '../../src/lib/flow-recorder';
import { resetToasts } from '../../src/ui/toast-queue';
import { makeDocumentInstanceOfDocument } from './happy-dom-document';
import { stopRenderedApps } from './rendered-apps';

// Waits follow what the user sees: on a machine whose cores other work keeps busy a screen (a lazily loaded
// chunk transformed on first use) can take many seconds. The limit only bounds a failure; tests leave it alone.
configure({
  asyncUtilTimeout: 15_000,
  // Events as a browser dispatches them, not inside React's act (decision 070): an event whose update suspends
  // (a lazily loaded panel opened by a press) was retried only if a later update came, because React drops the work
  // left in an act that is not awaited. After each event React renders its discrete update at once (`flushSync`),
  // as a browser does before the next event (its microtasks run between a keydown and the keypress).
  eventWrapper: (dispatch) => {
    const result = dispatch();
    flushSync(() => {});
    return result;
  },
});

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

/** Nothing a test's app stored: neither the chosen market, which outlives a logout (decision 045), nor any other. */
function forgetStoredValues() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** The document as a new page's: an empty body, no attribute on <html> or <body> (lang, style), no title. */
function emptyDocument() {
  // react-aria's live region, kept in <body> between announcements (a module's node, not a view's).
  destroyAnnouncer();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  document.title = '';
  window.scrollTo(0, 0);
}

// The files of a worker share their modules and one document (`isolate: false`, decision 070): after each test
// the worker is as a new page, whatever the test rendered or started. The views unmount first (their effects undo
// what they set: react-aria's hidden siblings, scroll lock and focus scopes); then what the app keeps in modules
// is reset (a module that keeps state exports a reset for tests, called here), then the document. Cookies, storage
// and the analytics answer are forgotten before each test (below).
afterEach(() => {
  cleanup();
  stopRenderedApps();
  stopFlowRecording();
  resetToasts();
  emptyDocument();
});

// Stored values are forgotten before each test, not after: a write that an earlier test's work made after it ended
// does not reach this test either. The shopper has then answered the analytics question (no), as a returning shopper
// has: the prompt stays away and nothing is recorded; the consent and recorder tests answer otherwise (decision 034).
beforeEach(() => {
  forgetStoredValues();
  forgetAnalyticsChoice();
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

// Every file, not only those that asked: the patch stays on the window the files of a worker share (decision 070).
makeDocumentInstanceOfDocument();
