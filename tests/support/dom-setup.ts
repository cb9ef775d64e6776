import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits follow what the user sees: on a busy machine a screen can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// happy-dom's `document` is not `instanceof window.Document`, so react-aria's isFocusWithin() is always false
// there and a Popover steals focus from what is inside it. Browsers and jsdom are unaffected.
if (!(document instanceof window.Document))
  Object.defineProperty(window.Document, Symbol.hasInstance, {
    value: (value: unknown) => value instanceof Node && value.nodeType === Node.DOCUMENT_NODE,
  });
