// The contract lane's setup (vitest-settings.config.ts): every backend its tests create answers through Prism's
// validating proxy (prism-contract-check.ts), and a test whose requests or answers break the contract fails
// with what Prism found (decision 048).
import { afterEach } from 'vitest';
import { prismCheckedFetch } from './prism-contract-check';
import { wrapEveryBackendFetch } from './test-backend';

let violations: string[] = [];
wrapEveryBackendFetch((backend) => prismCheckedFetch(backend, (violation) => violations.push(violation)));

afterEach(() => {
  const found = [...new Set(violations)];
  violations = [];
  if (found.length > 0)
    throw new Error(
      `Prism (the external contract check) found ${found.length} off the contract:\n${found.join('\n')}`,
    );
});
