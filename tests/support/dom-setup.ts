import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits follow what the user sees: on a busy machine a screen can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
