import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits follow what the user sees: on a machine whose cores other work keeps busy a screen (a lazily loaded
// chunk transformed on first use) can take many seconds. The limit only bounds a failure; tests leave it alone.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
