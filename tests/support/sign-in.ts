// Signs a QA identity in on the in-process backend and keeps its token in the user token cookie, as the
// login page does.
import { afterEach } from 'vitest';
import { userTokenCookie, writeCookie } from '../../src/lib/cookies';
import { removeShopperValues } from '../../src/lib/stored-values';
import { type TestBackend, testOrigin } from './test-backend';

export async function signIn(backend: TestBackend, email: string) {
  const response = await backend.fetch(
    new Request(`${testOrigin}/api/enad/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Statefront1!' }),
    }),
  );
  writeCookie(userTokenCookie, ((await response.json()) as { access_token: string }).access_token, 3600);
}

/** Signed out after every test of the file: nothing of the shopper is left for the next. */
export const signOutAfterEach = () => afterEach(() => removeShopperValues());
