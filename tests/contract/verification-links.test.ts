// Which verification links stop working (issue 32, item 13): the contract of create-verify-link says each call
// makes the links earlier calls mailed stop working, and a later signup every earlier link (decision 014).
import { describe, expect, it } from 'vitest';
import { accountBackend } from '../support/account-backend';
import { testOrigin } from '../support/test-backend';

const ADDRESS = 'unverified@statefront.test';
const linkNotFound = { details: 'verification link not found|The link has expired or was already used.' };

function setup() {
  const { backend, send } = accountBackend();
  /** The token of the latest verification mail to the address. */
  const latestToken = () => {
    const mail = backend.store.data.mailbox.filter((entry) => entry.to === ADDRESS).at(-1);
    return new URL(mail?.link ?? '/', testOrigin).searchParams.get('verify');
  };
  const resend = async () => {
    expect((await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS })).status).toBe(200);
    return latestToken();
  };
  const verify = (token: string | null) => send('POST', '/api/enad/verify-email/', { token });
  return { send, resend, verify };
}

describe('create-verify-link', () => {
  it('makes the link an earlier call mailed stop working; the newest one verifies', async () => {
    const { resend, verify } = setup();
    const earlier = await resend();
    const newest = await resend();
    expect(newest).not.toBe(earlier);
    expect(await verify(earlier)).toEqual({ status: 400, body: linkNotFound });
    expect((await verify(newest)).status).toBe(200);
  });

  it('leaves no earlier link working after a later signup of the address', async () => {
    const { send, resend, verify } = setup();
    const earlier = await resend();
    const signup = await send('POST', '/api/enad/signup/', {
      email: ADDRESS,
      password: 'Sommar2026!x',
      confirmPassword: 'Sommar2026!x',
      privacy: true,
      first_name: 'Ulla',
      last_name: 'Overifierad',
    });
    expect(signup.body).toEqual({ details: 'email not verified' });
    expect(await verify(earlier)).toEqual({ status: 400, body: linkNotFound });
  });
});
