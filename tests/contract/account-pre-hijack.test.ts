// Account pre-hijack (issue 31 item 3, docs/decisions/047): an attacker signs an address up first, with a
// password of their own. Whatever the real owner does next (signs up, follows the shop's resend, is invited by
// a company), verifying the address never makes the attacker's password open the account, and an invitation
// of the unverified account makes no member before the owner's own signup is verified. The attacker and the
// owner are two clients (addresses): a signup's link is mailed when its own client asks for it (issue 32).
import { describe, expect, it } from 'vitest';
import { accountBackend, jsonSender } from '../support/account-backend';
import { testOrigin } from '../support/test-backend';

const ATTACKER = 'Angrepp2026!';
const OWNER = 'Sommar2026!';
const ADDRESS = 'kim.ek@example.se';

const signup = (password: string, extra: Record<string, unknown> = {}) => ({
  email: ADDRESS,
  password,
  confirmPassword: password,
  privacy: true,
  first_name: 'Kim',
  last_name: 'Ek',
  ...extra,
});

function setup() {
  const { backend, send: ownerSend, login } = accountBackend({ throttle: { trustForwardedFor: true } });
  const sendAs =
    (client: string): typeof ownerSend =>
    (method, path, body, token) => {
      const fetch = backend.fetch;
      return jsonSender({
        ...backend,
        fetch: (request, env) => {
          const headers = new Headers(request.headers);
          headers.set('x-forwarded-for', client);
          return fetch(new Request(request, { headers }), env);
        },
      })(method, path, body, token);
    };
  /** The owner's calls, and the attacker's from another address. */
  const send = sendAs('198.51.100.7');
  const attacker = sendAs('203.0.113.66');
  const mails = () => backend.store.data.mailbox.filter((mail) => mail.to === ADDRESS);
  /** The token of a mail's link (`verify`, `token` or `invitation`). */
  const tokenOf = (mail: { link?: string } | undefined) => {
    const url = new URL(mail?.link ?? '/', testOrigin);
    return (
      url.searchParams.get('verify') ?? url.searchParams.get('token') ?? url.searchParams.get('invitation')
    );
  };
  /** A signup as the shop makes it (the owner's, else the attacker's): the signup, then the link it asks for. */
  const shopSignup = async (password: string, extra: Record<string, unknown> = {}) => {
    const as = password === ATTACKER ? attacker : send;
    expect((await as('POST', '/api/enad/signup/', signup(password, extra))).status).toBe(200);
    expect((await as('POST', '/api/enad/create-verify-link/', { email: ADDRESS })).status).toBe(200);
  };
  const verifyWith = (mail: { link?: string } | undefined) =>
    send('POST', '/api/enad/verify-email/', { token: tokenOf(mail) });
  const loginAs = (password: string) =>
    send<{ access_token?: string; details?: string }>('POST', '/api/enad/login/', {
      email: ADDRESS,
      password,
    });
  const user = () => backend.store.data.users.find((entry) => entry.email === ADDRESS);
  const isAcmeMember = () =>
    user()?.organisations.some((membership) => membership.id === 'c-acme-ab') ?? false;
  return {
    backend,
    send,
    attacker,
    login,
    mails,
    tokenOf,
    shopSignup,
    verifyWith,
    loginAs,
    user,
    isAcmeMember,
  };
}

describe('an address signed up first by an attacker', () => {
  it("takes the password of the owner's signup when its link is followed", async () => {
    const { send, mails, shopSignup, verifyWith, loginAs } = setup();
    await shopSignup(ATTACKER);
    const before = mails().length;
    // The owner signs up later with their own password; the answer is the one of any unverified address.
    expect((await send('POST', '/api/enad/signup/', signup(OWNER))).body).toEqual({
      details: 'email not verified',
    });
    // Before verifying, the owner's login says what it is (so the shop offers a new link), not 'invalid password'.
    expect((await loginAs(OWNER)).body).toEqual({ details: 'email not verified' });
    // The shop asks for a link after the signup: the owner's signup's link, its one mail.
    expect((await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS })).status).toBe(200);
    expect(mails()).toHaveLength(before + 1);
    const ownersLink = mails().at(-1);
    expect(ownersLink?.text).toContain('the password chosen in that signup becomes');
    expect((await verifyWith(ownersLink)).status).toBe(200);
    expect((await loginAs(ATTACKER)).body).toEqual({ details: 'invalid password' });
    expect((await loginAs(OWNER)).status).toBe(200);
  });

  it('lets a resent link (the login asks for it later) prove only the mailbox: the owner chooses a password', async () => {
    const { backend, send, mails, tokenOf, shopSignup, verifyWith, loginAs, user } = setup();
    await shopSignup(ATTACKER);
    await shopSignup(OWNER);
    // Later the login's 'email not verified' asks for a link again: a resend, not a signup's link, while two
    // signups with different passwords compete for the address.
    expect((await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS })).status).toBe(200);
    expect(mails().at(-1)?.text).toContain('choose your password');
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect(user()?.email_verified).toBe(true);
    // Neither password opens the verified account; the mailbox gets a link to choose one.
    expect((await loginAs(ATTACKER)).body).toEqual({ details: 'invalid password' });
    expect((await loginAs(OWNER)).body).toEqual({ details: 'invalid password' });
    const choose = mails().at(-1);
    expect(choose).toMatchObject({ subject: 'Choose your password' });
    expect(choose?.link).toMatch(/^\/reset-password\/new\/\?token=/);
    const reset = await send('POST', '/api/enad/reset-password/', {
      password: 'Vinter2026!',
      reset_password_token: tokenOf(choose),
    });
    expect(reset.status).toBe(200);
    expect((await loginAs('Vinter2026!')).status).toBe(200);
    expect((await loginAs(ATTACKER)).status).toBe(401);
    expect(backend.store.runtime.pendingSignups[user()!.id]).toBeUndefined();
  });

  it("keeps an earlier signup's link from verifying once another signup was made", async () => {
    const { send, mails, shopSignup, verifyWith, loginAs } = setup();
    await shopSignup(ATTACKER);
    const attackersLink = mails().at(-1);
    await send('POST', '/api/enad/signup/', signup(OWNER));
    expect((await verifyWith(attackersLink)).status).toBe(400);
    expect((await loginAs(ATTACKER)).body).toEqual({ details: 'email not verified' });
  });

  it("never opens with the attacker's password after the owner's login asks for a new link", async () => {
    // The other order: the owner signed up first and has not verified yet; the attacker signs up after them.
    const { send, attacker, mails, shopSignup, verifyWith, loginAs } = setup();
    await shopSignup(OWNER);
    await attacker('POST', '/api/enad/signup/', signup(ATTACKER));
    // The owner's login answers 'email not verified' and the shop resends the link, which the owner follows.
    expect((await loginAs(OWNER)).body).toEqual({ details: 'email not verified' });
    await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS });
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect((await loginAs(ATTACKER)).body).toEqual({ details: 'invalid password' });
    expect(mails().at(-1)).toMatchObject({ subject: 'Choose your password' });
  });

  it('keeps one signup (its password sent again) working as before: the resent link keeps the password', async () => {
    const { mails, shopSignup, verifyWith, loginAs } = setup();
    await shopSignup(OWNER);
    await shopSignup(OWNER);
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect((await loginAs(OWNER)).status).toBe(200);
    expect(mails().filter((mail) => mail.subject === 'Choose your password')).toEqual([]);
  });

  it("keeps the password of an address nobody else signed up when the login's resend is followed", async () => {
    const { send, mails, shopSignup, verifyWith, loginAs } = setup();
    await shopSignup(OWNER);
    expect((await loginAs(OWNER)).body).toEqual({ details: 'email not verified' });
    await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS });
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect((await loginAs(OWNER)).status).toBe(200);
  });
});

describe('an invitation of an address an attacker signed up first', () => {
  it('mails the invitation instead of adding the unverified account; the owner signs up and joins', async () => {
    const { send, login, mails, tokenOf, shopSignup, verifyWith, loginAs, isAcmeMember } = setup();
    await shopSignup(ATTACKER);
    const admin = await login('admin@acme.test');
    const invited = await send<{ status: string }>(
      'POST',
      '/api/enad/invite-organisation-user/',
      { company_id: 'c-acme-ab', email: ADDRESS },
      admin,
    );
    expect(invited.body.status).toBe('invited');
    expect(isAcmeMember()).toBe(false);
    const invitation = mails().at(-1);
    expect(invitation?.link).toMatch(/^\/signup\/\?invitation=/);
    // The owner signs up through the invitation (the shop then asks for a link) and follows their signup's link.
    await shopSignup(OWNER, { invitation: tokenOf(invitation) });
    const ownersLink = mails().at(-1);
    expect(ownersLink?.text).toContain('the password chosen in that signup becomes');
    expect(isAcmeMember()).toBe(false);
    expect((await verifyWith(ownersLink)).status).toBe(200);
    expect(isAcmeMember()).toBe(true);
    // The attacker reads none of Acme AB's orders: their password no longer opens the account.
    expect((await loginAs(ATTACKER)).body).toEqual({ details: 'invalid password' });
    const owner = (await loginAs(OWNER)).body.access_token;
    const orders = await send<{ orderSummaries: unknown[] }>(
      'POST',
      '/api/brink/get-orders-by-organisation/',
      { organisationNumber: '5566778899' },
      owner,
    );
    expect(orders.body.orderSummaries.length).toBeGreaterThan(0);
  });

  it("makes no member through a later signup's link that named no invitation", async () => {
    const { send, login, mails, tokenOf, shopSignup, verifyWith, isAcmeMember } = setup();
    await send(
      'POST',
      '/api/enad/invite-organisation-user/',
      { company_id: 'c-acme-ab', email: ADDRESS },
      await login('admin@acme.test'),
    );
    await shopSignup(OWNER, { invitation: tokenOf(mails().at(-1)) });
    // The attacker signs up after the owner (and asks for its link); the owner follows it by mistake.
    await shopSignup(ATTACKER);
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect(isAcmeMember()).toBe(false);
  });

  it('makes the member through a resent link too (the mailbox owner then chooses the password)', async () => {
    const { send, login, mails, tokenOf, shopSignup, verifyWith, loginAs, isAcmeMember } = setup();
    await shopSignup(ATTACKER);
    await send(
      'POST',
      '/api/enad/invite-organisation-user/',
      { company_id: 'c-acme-ab', email: ADDRESS },
      await login('admin@acme.test'),
    );
    await shopSignup(OWNER, { invitation: tokenOf(mails().at(-1)) });
    // The owner's login later asks for a link again: a resend, which names the signups' invitations.
    await send('POST', '/api/enad/create-verify-link/', { email: ADDRESS });
    expect(mails().at(-1)?.text).toContain('choose your password');
    expect((await verifyWith(mails().at(-1))).status).toBe(200);
    expect(isAcmeMember()).toBe(true);
    expect((await loginAs(ATTACKER)).status).toBe(401);
  });
});
