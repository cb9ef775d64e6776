import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetAnalyticsChoice } from '../../src/lib/analytics-consent';

// Waits follow what the user sees: on a busy machine a screen can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
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
