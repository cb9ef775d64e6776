// The accounts service of the embedded backend (`/api/enad/...`): login of every QA identity, the signed-in
// user, consumer and business signup, e-mail verification and password reset, with the spec's texts.
// Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import type { Company, User } from '../../openapi/types';
import { checkResponse, findOperation } from '../../server-mock/contract';
import { currentPasswordCost } from '../../server-mock/passwords';
import { createTestBackend, testNow, testOrigin } from '../support/test-backend';

type Answer<T> = { status: number; body: T };
type Body = Record<string, unknown>;
interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}
interface LoginAnswer {
  access_token: string;
  expires_in: number;
  user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    store_group_id: string;
    store_group_slug: string;
    market: string;
    language: string;
    organisations: User['organisations'];
  };
}

const PASSWORD = 'Statefront1!';
const hour = 3600 * 1000;

function setup() {
  let now = testNow.getTime();
  // Clients told apart by their address (as behind the shop's proxy): a signup's own client and another one.
  const backend = createTestBackend({ clock: () => new Date(now), throttle: { trustForwardedFor: true } });
  /** Every response text, to prove that no password or hash ever leaves the backend. */
  const answered: string[] = [];
  const call = async <T = Body>(
    path: string,
    body?: unknown,
    token?: string,
    client?: string,
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (client) headers['x-forwarded-for'] = client;
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    answered.push(text);
    return { status: response.status, body: JSON.parse(text) as T };
  };
  const login = (email: string, password = PASSWORD) =>
    call<LoginAnswer & { details?: string }>('/api/enad/login/', { email, password });
  const getUser = (token?: string) =>
    call<User & { error?: string }>('/api/enad/get-user/', undefined, token);
  const mails = async (to: string) => {
    const response = await backend.fetch(new Request(`${testOrigin}/__mock/mailbox?to=${to}`));
    return ((await response.json()) as { mails: Mail[] }).mails;
  };
  /** The token of the last link mailed to an address, and the link. */
  const lastLink = async (to: string) => {
    const mail = (await mails(to)).at(-1);
    if (!mail) throw new Error(`no mail to ${to}`);
    const url = new URL(mail.link, testOrigin);
    return { mail, url, token: url.searchParams.get('verify') ?? url.searchParams.get('token') ?? '' };
  };
  const verify = async (email: string) => {
    expect((await call('/api/enad/create-verify-link/', { email })).status).toBe(200);
    const { token } = await lastLink(email.toLowerCase());
    return call('/api/enad/verify-email/', { token });
  };
  const user = (email: string) => backend.store.data.users.find((u) => u.email === email);
  const snapshot = () => JSON.stringify(backend.store.data);
  const advance = (ms: number) => {
    now += ms;
  };
  return { backend, call, login, getUser, mails, lastLink, verify, user, snapshot, advance, answered };
}

const consumerSignup = (overrides: Body = {}) => ({
  email: 'Nora.Ny@Example.se',
  password: 'Sommar2026!',
  confirmPassword: 'Sommar2026!',
  privacy: true,
  first_name: 'Nora',
  last_name: 'Ny',
  phone_number: '+46701112233',
  store_group: 'default',
  language: 'SV',
  market: 'se',
  country: 'SE',
  allow_email_notifications: true,
  allow_phone_notifications: false,
  allow_postal_notifications: true,
  status: 'active',
  role: 'customer',
  ...overrides,
});

const businessUser = (overrides: Body = {}) => ({
  email: 'Ola@Nybolaget.se',
  password: 'Sommar2026!',
  confirmPassword: 'Sommar2026!',
  first_name: 'Ola',
  last_name: 'Nybo',
  phone_number: '+46701112244',
  language: 'SV',
  country_code: 'SE',
  market: 'se',
  store_group: 'default',
  role: 'customer',
  status: 'active',
  ...overrides,
});

const organisation = (userId: string, overrides: Body = {}) => ({
  name: 'Nybolaget AB',
  organisation_number: '5590001112',
  tax_id_vat_number: 'SE559000111201',
  contact_name: 'Ola Nybo',
  email: 'Info@Nybolaget.se',
  invoice_email: 'faktura@nybolaget.se',
  phone: '+46701112244',
  attribute_ids: ['attr-print'],
  billing_address: [{ street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' }],
  shipping_address: [
    {
      name: 'Lager',
      street_address: 'Lagervägen 5',
      postal_code: '126 30',
      city: 'Hägersten',
      country: 'SE',
    },
    { street_address: 'Kajen 2', postal_code: '411 04', city: 'Göteborg', country: 'SE' },
  ],
  user_id: userId,
  use_billing_as_shipping: false,
  terms_accepted: true,
  ...overrides,
});

describe('login', () => {
  it('signs the consumer in with a token and the user, matching the e-mail in any case', async () => {
    const { login } = setup();
    const answer = await login('Consumer@STATEFRONT.test');
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toMatch(/^[\w-]{32}$/);
    expect(answer.body.expires_in).toBe(86400);
    expect(answer.body.user).toEqual({
      id: 'u-sara-nystrom',
      email: 'consumer@statefront.test',
      first_name: 'Sara',
      last_name: 'Nyström',
      store_group_id: 'sg-consumer',
      store_group_slug: 'consumer',
      market: 'se',
      language: 'sv',
      organisations: [],
    });
    // Every login is a session of its own.
    expect((await login('consumer@statefront.test')).body.access_token).not.toBe(answer.body.access_token);
  });

  it('gives a business user the business store group and their companies', async () => {
    const { login } = setup();
    const { body } = await login('admin@acme.test');
    expect(body.user).toMatchObject({ store_group_id: 'sg-b2b', store_group_slug: 'b2b' });
    expect(body.user.organisations).toEqual([
      {
        id: 'c-acme-ab',
        name: 'Acme AB',
        role: 'customer',
        level: 'admin',
        status: 'active',
        organisation_number: '556677-8899',
        tax_id_vat_number: 'SE556677889901',
        contact_name: 'Anna Lindqvist',
      },
    ]);
    const agent = await login('agent@statefront.test');
    expect(agent.body.user.organisations.map((o) => [o.name, o.role, o.level])).toEqual([
      ['Acme AB', 'agent', 'default'],
      ['Nordic Print Oy', 'agent', 'default'],
    ]);
  });

  it('signs in every verified, active QA identity', async () => {
    const { login } = setup();
    for (const email of [
      'consumer@statefront.test',
      'admin@acme.test',
      'buyer@acme.test',
      'agent@statefront.test',
      'super@statefront.test',
      'multi@statefront.test',
    ]) {
      const answer = await login(email);
      expect([email, answer.status]).toEqual([email, 200]);
      expect(answer.body.user.email).toBe(email);
    }
  });

  it.each([
    ['an unknown e-mail', 'nobody@statefront.test', PASSWORD, 401, 'user not found'],
    ['a wrong password', 'consumer@statefront.test', 'Statefront2!', 401, 'invalid password'],
    ['an unverified e-mail', 'unverified@statefront.test', PASSWORD, 403, 'email not verified'],
    ['a pending user', 'pending@statefront.test', PASSWORD, 403, 'user is in pending state'],
    // The password is checked first: a stranger learns nothing about the account's state.
    ['an unverified e-mail, wrong password', 'unverified@statefront.test', 'x', 401, 'invalid password'],
    ['a pending user, wrong password', 'pending@statefront.test', 'wrong-one-1', 401, 'invalid password'],
  ])('refuses %s with its details text', async (_case, email, password, status, text) => {
    const { backend, login } = setup();
    const answer = await login(email, password);
    expect([answer.status, answer.body]).toEqual([status, { details: text }]);
    expect(backend.store.runtime.userTokens).toEqual({});
  });

  it('refuses a malformed e-mail with 400 naming the field', async () => {
    const { login } = setup();
    const answer = await login('not-an-address');
    expect(answer.status).toBe(400);
    expect((answer.body as { error?: string }).error).toContain("'email'");
  });
});

describe('the signed-in user', () => {
  it('answers the user of the token, with companies and without the password', async () => {
    const { login, getUser } = setup();
    const { access_token } = (await login('multi@statefront.test')).body;
    const answer = await getUser(access_token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: 'u-oskar-sandberg',
      email: 'multi@statefront.test',
      first_name: 'Oskar',
      last_name: 'Sandberg',
      phone_number: '+46701234506',
      address: { street: 'Kungsgatan 15', zip_code: '411 19', city: 'Göteborg' },
      store_group: 'sg-b2b',
      market: 'se',
      language: 'sv',
      is_super_admin: false,
      email_verified: true,
      status: 'active',
    });
    expect(answer.body.organisations.map((o) => o.name)).toEqual(['Acme AB', 'Bergström Bygg AB']);
    expect(Object.keys(answer.body)).not.toContain('passwordHash');
    expect(Object.keys(answer.body)).not.toContain('password');
    const superAdmin = await getUser((await login('super@statefront.test')).body.access_token);
    expect(superAdmin.body.is_super_admin).toBe(true);
  });

  it('answers 401 Unauthorized without a live token', async () => {
    const { call, getUser } = setup();
    for (const token of [undefined, 'not-a-token']) {
      const answer = await getUser(token);
      expect([answer.status, answer.body]).toEqual([401, { error: 'Unauthorized' }]);
    }
    // A management or cart token is no user token.
    const oauth = await call<{ access_token: string }>('/oauth/token', {
      grant_type: 'client_credentials',
      client_id: 'statefront-web',
    });
    expect((await getUser(oauth.body.access_token)).status).toBe(401);
  });

  it('lets the token expire after 24 hours', async () => {
    const { login, getUser, advance } = setup();
    const { access_token } = (await login('buyer@acme.test')).body;
    advance(24 * hour - 1);
    expect((await getUser(access_token)).status).toBe(200);
    advance(1);
    expect(await getUser(access_token)).toEqual({ status: 401, body: { error: 'Unauthorized' } });
  });
});

describe('stored passwords', () => {
  it('keeps only salted scrypt hashes, the same on every seed, and never answers them', async () => {
    const { backend, login, getUser, answered } = setup();
    const users = backend.store.data.users;
    // At this run's cost: the minimum in tests (decision 072; tests/unit/seed.test.ts holds the backend's).
    const { N } = currentPasswordCost();
    const salted = new RegExp(`^scrypt\\$${N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`);
    expect(users.every((u) => salted.test(u.passwordHash))).toBe(true);
    expect(users.some((u) => JSON.stringify(u).includes(PASSWORD))).toBe(false);
    // A salt per user: the same password gives every user a different hash.
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(users.length);
    expect(createTestBackend().store.data.users.map((u) => u.passwordHash)).toEqual(
      users.map((u) => u.passwordHash),
    );

    const { body } = await login('admin@acme.test');
    await getUser(body.access_token);
    await login('admin@acme.test', 'wrong-password-1');
    const inspected = await backend.fetch(new Request(`${testOrigin}/__mock/data/users`));
    answered.push(await inspected.text());
    for (const text of answered) {
      expect(text).not.toContain('scrypt$');
      expect(text).not.toContain('passwordHash');
      expect(text).not.toContain(PASSWORD);
    }
    expect(body.access_token).not.toContain(PASSWORD);
  });
});

describe('consumer signup', () => {
  it('creates an unverified account that works after the e-mailed link is followed', async () => {
    const { call, login, mails, lastLink, user, getUser } = setup();
    const created = await call<{ id: string }>('/api/enad/signup/', consumerSignup());
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.stringMatching(/^u-[\w-]{22}$/) });
    const stored = user('nora.ny@example.se');
    expect(stored).toMatchObject({
      id: created.body.id,
      first_name: 'Nora',
      last_name: 'Ny',
      phone_number: '+46701112233',
      store_group: 'sg-consumer',
      market: 'se',
      language: 'sv',
      country_code: 'SE',
      communication_preferences: { allow_email: true, allow_sms: false, allow_postal: true },
      status: 'active',
      is_super_admin: false,
      email_verified: false,
      organisations: [],
    });
    expect(await login('nora.ny@example.se', 'Sommar2026!')).toMatchObject({
      status: 403,
      body: { details: 'email not verified' },
    });

    // The app asks for the link (also after the login error above).
    const link = await call('/api/enad/create-verify-link/', { email: 'Nora.Ny@example.se' });
    expect(link).toEqual({ status: 200, body: { message: 'Email verification link created' } });
    const { mail, url, token } = await lastLink('nora.ny@example.se');
    expect(mail).toMatchObject({ to: 'nora.ny@example.se', subject: 'Confirm your e-mail address' });
    expect(url.pathname).toBe('/login/');
    expect(mail.text).toContain(mail.link);
    expect(token).toMatch(/^[\w-]{32}$/);

    const verified = await call('/api/enad/verify-email/', { token });
    expect(verified).toEqual({ status: 200, body: { message: 'Email verified' } });
    expect(user('nora.ny@example.se')?.email_verified).toBe(true);
    const signedIn = await login('NORA.NY@example.se', 'Sommar2026!');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: created.body.id, store_group_id: 'sg-consumer' });
    expect((await getUser(signedIn.body.access_token)).body.email).toBe('nora.ny@example.se');

    // The link is used up.
    expect(await call('/api/enad/verify-email/', { token })).toEqual({
      status: 400,
      body: { details: 'verification link not found|The link has expired or was already used.' },
    });
    expect(await mails('nora.ny@example.se')).toHaveLength(1);
  });

  it('applies the defaults: the market store group, notifications on, active', async () => {
    const { call, user } = setup();
    const minimal = {
      email: 'min@example.se',
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      privacy: true,
      first_name: 'Min',
      last_name: 'Imal',
    };
    expect((await call('/api/enad/signup/', minimal)).status).toBe(200);
    expect(user('min@example.se')).toMatchObject({
      store_group: 'sg-consumer',
      market: 'se',
      language: 'sv',
      country_code: 'SE',
      communication_preferences: { allow_email: true, allow_sms: true, allow_postal: true },
      status: 'active',
    });
    expect(user('min@example.se')?.phone_number).toBeUndefined();
    await call('/api/enad/signup/', consumerSignup({ email: 'fi@example.fi', market: 'fi', language: 'FI' }));
    expect(user('fi@example.fi')).toMatchObject({ market: 'fi', language: 'fi', store_group: 'sg-consumer' });
  });

  it("answers 409 'user already exists' for a verified e-mail, in any case, and changes nothing", async () => {
    const { call, snapshot } = setup();
    const before = snapshot();
    const answer = await call('/api/enad/signup/', consumerSignup({ email: 'Consumer@Statefront.TEST' }));
    expect(answer).toEqual({ status: 409, body: { details: 'user already exists' } });
    expect(snapshot()).toBe(before);
  });

  it("answers 'email not verified' for an unverified e-mail, mails nothing itself and changes nothing else", async () => {
    const { call, login, lastLink, backend, user, mails } = setup();
    const users = backend.store.data.users.length;
    const before = JSON.stringify(user('unverified@statefront.test'));
    const answer = await call(
      '/api/enad/signup/',
      consumerSignup({ email: 'unverified@statefront.test', first_name: 'Mallory', last_name: 'Angripare' }),
    );
    expect(answer).toEqual({ status: 200, body: { details: 'email not verified' } });
    expect(backend.store.data.users).toHaveLength(users);
    // Its link goes out only when its own client asks for it (the shop does, right after).
    expect(await mails('unverified@statefront.test')).toEqual([]);
    // Not the password, not the names: only a link of that signup, followed, would set its password.
    expect(JSON.stringify(user('unverified@statefront.test'))).toBe(before);
    expect((await login('unverified@statefront.test', PASSWORD)).body).toEqual({
      details: 'email not verified',
    });
    // The owner's resend (after their login's 'email not verified', from their own client) proves the mailbox, not
    // a password: with two passwords competing, the verified account has neither, and the owner chooses one
    // (docs/decisions/047).
    const owner = '198.51.100.7';
    expect(
      (await call('/api/enad/create-verify-link/', { email: 'unverified@statefront.test' }, undefined, owner))
        .status,
    ).toBe(200);
    const { token } = await lastLink('unverified@statefront.test');
    expect((await call('/api/enad/verify-email/', { token })).status).toBe(200);
    for (const password of [PASSWORD, 'Sommar2026!'])
      expect((await login('unverified@statefront.test', password)).body).toEqual({
        details: 'invalid password',
      });
    expect((await mails('unverified@statefront.test')).at(-1)).toMatchObject({
      subject: 'Choose your password',
    });
  });

  it('lets a second signup of an unverified e-mail set its own password by its own link, killing the old one', async () => {
    const { call, login, mails, lastLink, user } = setup();
    const first = await call<{ id: string }>('/api/enad/signup/', consumerSignup());
    expect(first.status).toBe(200);
    await call('/api/enad/create-verify-link/', { email: 'nora.ny@example.se' });
    const firstLink = await lastLink('nora.ny@example.se');

    // A second signup of the address (its owner, who forgot the first password) with another password and names.
    const second = await call(
      '/api/enad/signup/',
      consumerSignup({ password: 'Vinter2026!', confirmPassword: 'Vinter2026!', first_name: 'Nore' }),
    );
    expect(second).toEqual({ status: 200, body: { details: 'email not verified' } });
    expect(user('nora.ny@example.se')).toMatchObject({
      id: first.body.id,
      first_name: 'Nora',
      last_name: 'Ny',
    });
    // The one sent before no longer verifies.
    expect(await call('/api/enad/verify-email/', { token: firstLink.token })).toEqual({
      status: 400,
      body: { details: 'verification link not found|The link has expired or was already used.' },
    });
    // The shop asks for a link right after the signup: that signup's own, the one mail it makes (issue 32).
    await call('/api/enad/create-verify-link/', { email: 'nora.ny@example.se' });
    expect(await mails('nora.ny@example.se')).toHaveLength(2);
    const newLink = await lastLink('nora.ny@example.se');
    expect(newLink.token).not.toBe(firstLink.token);
    expect(newLink.mail.text).toContain('the password chosen in that signup becomes');
    expect(user('nora.ny@example.se')?.email_verified).toBe(false);
    expect(await call('/api/enad/verify-email/', { token: newLink.token })).toEqual({
      status: 200,
      body: { message: 'Email verified' },
    });
    // The password of the signup whose link was followed is the account's; the other one no longer is.
    expect((await login('nora.ny@example.se', 'Sommar2026!')).body).toEqual({ details: 'invalid password' });
    expect((await login('nora.ny@example.se', 'Vinter2026!')).status).toBe(200);
  });

  it('mails a repeated signup of an unverified e-mail only as often as the verification mails may go', async () => {
    const { call, mails } = setup();
    expect((await call('/api/enad/signup/', consumerSignup())).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await call('/api/enad/signup/', consumerSignup())).toEqual({
        status: 200,
        body: { details: 'email not verified' },
      });
      // The shop's request for the signup's link: mailed while the throttle lets it, then 429.
      await call('/api/enad/create-verify-link/', { email: 'nora.ny@example.se' });
    }
    // Three verification mails an hour per account (throttle.ts), however many signups.
    expect(await mails('nora.ny@example.se')).toHaveLength(3);
  });

  it('mails one link per signup of an unverified e-mail, and the link the owner gets works (issue 32)', async () => {
    const { call, login, mails, lastLink } = setup();
    const shopSignup = async (password: string) => {
      const answer = await call('/api/enad/signup/', consumerSignup({ password, confirmPassword: password }));
      // As the shop does after every signup, 'email not verified' included (the spec).
      expect((await call('/api/enad/create-verify-link/', { email: 'nora.ny@example.se' })).status).toBe(200);
      return answer;
    };
    expect((await shopSignup('Sommar2026!')).status).toBe(200);
    expect(await mails('nora.ny@example.se')).toHaveLength(1);
    // The owner comes back, has forgotten the first password and signs up again with another one.
    expect((await shopSignup('Vinter2026!')).body).toEqual({ details: 'email not verified' });
    const [, second, ...more] = await mails('nora.ny@example.se');
    expect(more).toEqual([]);
    expect(second).toMatchObject({ subject: 'Confirm your e-mail address' });
    const { token } = await lastLink('nora.ny@example.se');
    expect(await call('/api/enad/verify-email/', { token })).toEqual({
      status: 200,
      body: { message: 'Email verified' },
    });
    // No second step: the password of the signup is the account's, and nothing more is mailed.
    expect((await login('nora.ny@example.se', 'Vinter2026!')).status).toBe(200);
    expect(await mails('nora.ny@example.se')).toHaveLength(2);
  });

  it.each([
    [
      'a password under 10 characters',
      { password: 'Kort2026!', confirmPassword: 'Kort2026!' },
      "'password' must be at least 10 characters",
    ],
    [
      'a password without a digit',
      { password: 'Sommarsolen!', confirmPassword: 'Sommarsolen!' },
      "'password' must contain a digit",
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Sommar2027!' },
      "'confirmPassword' does not match 'password'",
    ],
    [
      'the privacy policy not accepted',
      { privacy: false },
      "'privacy' must be true: You must accept the privacy policy",
    ],
    ['an unknown market', { market: 'xx' }, "'market' names no market: xx"],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, error) => {
    const { call, snapshot } = setup();
    const before = snapshot();
    const answer = await call('/api/enad/signup/', consumerSignup(overrides));
    expect(answer).toEqual({ status: 400, body: { error } });
    expect(snapshot()).toBe(before);
  });

  it('refuses what the contract forbids, naming the field', async () => {
    const { call } = setup();
    for (const [field, value] of [
      ['phone_number', '0701112233'],
      ['email', 'nora@'],
      ['role', 'admin'],
      ['first_name', ''],
    ] as const) {
      const answer = await call<{ error: string }>('/api/enad/signup/', consumerSignup({ [field]: value }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`'${field}'`);
    }
  });
});

describe('business signup', () => {
  it('creates the user, then the company with the user as its admin', async () => {
    const { backend, call, login, verify, user, getUser } = setup();
    const created = await call<{ id: string }>('/api/enad/create-user/', businessUser());
    expect(created.status).toBe(200);
    const userId = created.body.id;
    expect(user('ola@nybolaget.se')).toMatchObject({
      id: userId,
      store_group: 'sg-b2b',
      language: 'sv',
      country_code: 'SE',
      communication_preferences: { allow_email: false, allow_sms: false, allow_postal: false },
      email_verified: false,
      organisations: [],
    });

    const answer = await call<{ data: Company }>('/api/enad/organisation/signup/', organisation(userId));
    expect(answer.status).toBe(200);
    const company = answer.body.data;
    expect(company).toMatchObject({
      id: expect.stringMatching(/^c-[\w-]{22}$/),
      name: 'Nybolaget AB',
      organisation_number: '5590001112',
      tax_id_vat_number: 'SE559000111201',
      email: 'info@nybolaget.se',
      invoice_email: 'faktura@nybolaget.se',
      phone: '+46701112244',
      contact_name: 'Ola Nybo',
      credit_check: false,
      status: 'active',
      store_groups: ['sg-b2b'],
      custom_fields: { attribute_ids: ['attr-print'] },
    });
    expect(company.billing_address).toEqual([
      expect.objectContaining({
        name: 'Billing Address 1',
        company_id: company.id,
        company_name: 'Nybolaget AB',
        street_address: 'Storgatan 1',
        country: 'SE',
        is_default: true,
        shipping_type: 'standard',
      }),
    ]);
    expect(company.shipping_address.map((a) => [a.name, a.city, a.is_default])).toEqual([
      ['Lager', 'Hägersten', true],
      ['Shipping Address 2', 'Göteborg', false],
    ]);
    expect(backend.store.data.companies.find((c) => c.id === company.id)).toEqual(company);
    const membership = {
      id: company.id,
      name: 'Nybolaget AB',
      role: 'customer',
      level: 'admin',
      status: 'active',
      organisation_number: '5590001112',
      tax_id_vat_number: 'SE559000111201',
      contact_name: 'Ola Nybo',
    };
    expect(user('ola@nybolaget.se')?.organisations).toEqual([membership]);

    // Like a consumer, the account works once the e-mail is verified.
    expect((await login('ola@nybolaget.se', 'Sommar2026!')).body).toEqual({ details: 'email not verified' });
    expect((await verify('ola@nybolaget.se')).status).toBe(200);
    const signedIn = await login('ola@nybolaget.se', 'Sommar2026!');
    expect(signedIn.body.user).toMatchObject({ store_group_id: 'sg-b2b', organisations: [membership] });
    expect((await getUser(signedIn.body.access_token)).body.organisations).toEqual([membership]);
  });

  it("mails nothing to a business signup that met 'Company already exists', however often sent (issue 32)", async () => {
    const { call, mails, user } = setup();
    for (let attempt = 0; attempt < 2; attempt++) {
      // The first create-user makes the user, the second finds it unverified (the same password: its id again).
      const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
      const answer = await call(
        '/api/enad/organisation/signup/',
        organisation(id, { organisation_number: '5566778899' }),
      );
      expect(answer).toEqual({ status: 409, body: { details: 'Company already exists' } });
    }
    // The account waits, unverified and without a company, for the visitor to complete it (an invitation).
    expect(user('ola@nybolaget.se')).toMatchObject({ email_verified: false, organisations: [] });
    expect(await mails('ola@nybolaget.se')).toEqual([]);
  });

  it("answers 409 'Company already exists' for a known organisation number, however written", async () => {
    const { backend, call, snapshot } = setup();
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    const before = snapshot();
    // Acme AB is stored as 556677-8899, Hamburg Werbemittel GmbH as HRB 123456.
    for (const number of ['5566778899', 'hrb123456']) {
      const answer = await call(
        '/api/enad/organisation/signup/',
        organisation(id, { organisation_number: number }),
      );
      expect(answer).toEqual({ status: 409, body: { details: 'Company already exists' } });
    }
    expect(snapshot()).toBe(before);
    // A company made by a signup counts too, for anyone else.
    expect((await call('/api/enad/organisation/signup/', organisation(id))).status).toBe(200);
    const other = await call<{ id: string }>(
      '/api/enad/create-user/',
      businessUser({ email: 'eva@nybolaget.se' }),
    );
    const again = await call(
      '/api/enad/organisation/signup/',
      organisation(other.body.id, { name: 'Copy AB' }),
    );
    expect(again).toEqual({ status: 409, body: { details: 'Company already exists' } });
    // The same, still unverified, user sending its signup again updates the company it made.
    const resent = await call<{ data: { id: string; name: string } }>(
      '/api/enad/organisation/signup/',
      organisation(id, { name: 'Nybolaget i Väst AB' }),
    );
    expect(resent.status).toBe(200);
    const made = backend.store.data.companies.filter((c) => c.organisation_number === '5590001112');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: resent.body.data.id, name: 'Nybolaget i Väst AB' });
    expect(backend.store.data.users.find((user) => user.id === id)?.organisations).toEqual([
      expect.objectContaining({ id: resent.body.data.id, name: 'Nybolaget i Väst AB', level: 'admin' }),
    ]);
  });

  it('refuses an unknown user, unaccepted terms and missing addresses, storing nothing', async () => {
    const { call, snapshot } = setup();
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    const before = snapshot();
    expect(await call('/api/enad/organisation/signup/', organisation('u-nobody'))).toEqual({
      status: 400,
      body: { error: "'user_id' names no user: u-nobody" },
    });
    expect(await call('/api/enad/organisation/signup/', organisation(id, { terms_accepted: false }))).toEqual(
      {
        status: 400,
        body: { error: "'terms_accepted' must be true: terms must be accepted" },
      },
    );
    for (const [field, value] of [
      ['organisation_number', ''],
      ['billing_address', []],
      ['shipping_address', [{ street_address: 'Kajen 2', city: 'Göteborg' }]],
    ] as const) {
      const answer = await call<{ error: string }>(
        '/api/enad/organisation/signup/',
        organisation(id, { [field]: value }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`'${field}`);
    }
    expect(snapshot()).toBe(before);
  });

  it('lets a signed-in user create a company for themself, nobody name another account', async () => {
    const { call, login, user, snapshot } = setup();
    const tokenOf = async (email: string) => (await login(email)).body.access_token;
    const agent = user('agent@statefront.test')!;
    const buyer = user('buyer@acme.test')!;
    const before = snapshot();
    const refused = { status: 403, body: { details: 'A company can be created only for your own account' } };
    // Anonymous: a verified account cannot be named (only a fresh signup's unverified user).
    expect(await call('/api/enad/organisation/signup/', organisation(agent.id))).toEqual(refused);
    // Nobody names someone else: not a customer, not an admin, not an agent.
    const admin = user('admin@acme.test')!;
    const adminToken = await tokenOf('admin@acme.test');
    expect(await call('/api/enad/organisation/signup/', organisation(buyer.id), adminToken)).toEqual(refused);
    const agentToken = await tokenOf('agent@statefront.test');
    expect(await call('/api/enad/organisation/signup/', organisation(buyer.id), agentToken)).toEqual(refused);
    // Nor chooses the store groups unless an agent or a super admin.
    expect(
      (
        await call(
          '/api/enad/organisation/signup/',
          organisation(admin.id, { store_groups: ['sg-b2b'] }),
          adminToken,
        )
      ).status,
    ).toBe(400);
    expect(snapshot()).toBe(before);

    // A consumer registers their company for their own account (issue 32): its admin, in its store group.
    const consumer = user('consumer@statefront.test')!;
    expect(consumer.store_group).toBe('sg-consumer');
    const registered = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(consumer.id, { organisation_number: '5590004441', name: 'Konsumentens AB' }),
      await tokenOf('consumer@statefront.test'),
    );
    expect(registered.status).toBe(200);
    expect(user('consumer@statefront.test')).toMatchObject({
      store_group: 'sg-b2b',
      organisations: [{ id: registered.body.data.id, role: 'customer', level: 'admin' }],
    });

    // The agent: the company is made with the agent as its agent (level admin), the number must be new.
    const made = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(agent.id),
      agentToken,
    );
    expect(made.status).toBe(200);
    expect(user('agent@statefront.test')?.organisations.at(-1)).toMatchObject({
      id: made.body.data.id,
      role: 'agent',
      level: 'admin',
    });
    expect(await call('/api/enad/organisation/signup/', organisation(agent.id), agentToken)).toEqual({
      status: 409,
      body: { details: 'Company already exists' },
    });

    // The company creation's own fields: the store groups the agent names, the number as written.
    const named = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(agent.id, { organisation_number: '559000-7771', store_groups: ['sg-b2b'] }),
      agentToken,
    );
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ organisation_number: '559000-7771', store_groups: ['sg-b2b'] });
    expect(
      await call(
        '/api/enad/organisation/signup/',
        organisation(agent.id, { organisation_number: '5590007771', name: 'Samma nummer AB' }),
        agentToken,
      ),
    ).toEqual({ status: 409, body: { details: 'Company already exists' } });
    const unknownGroup = await call<{ error: string }>(
      '/api/enad/organisation/signup/',
      organisation(agent.id, { organisation_number: '5590007772', store_groups: ['sg-nowhere'] }),
      agentToken,
    );
    expect(unknownGroup).toEqual({
      status: 400,
      body: { error: "'store_groups' names no store group: sg-nowhere" },
    });

    // The super admin: no membership, every company is reachable anyway.
    const superAdmin = user('super@statefront.test')!;
    const other = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(superAdmin.id, { organisation_number: '5590009999', name: 'Superbolaget AB' }),
      await tokenOf('super@statefront.test'),
    );
    expect(other.status).toBe(200);
    expect(other.body.data.name).toBe('Superbolaget AB');
    expect(user('super@statefront.test')?.organisations).toEqual([]);
  });

  it('answers create-user like the consumer signup for known e-mails and password rules', async () => {
    const { backend, call, snapshot } = setup();
    const before = snapshot();
    expect(await call('/api/enad/create-user/', businessUser({ email: 'Admin@Acme.test' }))).toEqual({
      status: 409,
      body: { details: 'user already exists' },
    });
    expect(snapshot()).toBe(before);
    expect(await call('/api/enad/create-user/', businessUser({ confirmPassword: 'Annat2026!!' }))).toEqual({
      status: 400,
      body: { error: "'confirmPassword' does not match 'password'" },
    });
    expect(
      await call('/api/enad/create-user/', businessUser({ password: 'kort1', confirmPassword: undefined })),
    ).toEqual({ status: 400, body: { error: "'password' must be at least 10 characters" } });
    const { phone_number: _phone, ...withoutPhone } = businessUser();
    expect(await call('/api/enad/create-user/', withoutPhone)).toEqual({
      status: 400,
      body: { error: "'phone_number' is required" },
    });
    expect(snapshot()).toBe(before);
    expect(await call('/api/enad/create-user/', businessUser({ email: 'pending@statefront.test' }))).toEqual({
      status: 409,
      body: { details: 'user already exists' },
    });
    // An unverified user keeps its details; only its own password gets its id (to attach the company).
    const unverified = backend.store.data.users.find((user) => user.email === 'unverified@statefront.test')!;
    const details = JSON.stringify(unverified);
    expect(
      await call('/api/enad/create-user/', businessUser({ email: 'unverified@statefront.test' })),
    ).toEqual({ status: 200, body: { details: 'email not verified' } });
    expect(JSON.stringify(unverified)).toBe(details);
    expect(
      await call(
        '/api/enad/create-user/',
        businessUser({ email: 'unverified@statefront.test', password: PASSWORD, confirmPassword: PASSWORD }),
      ),
    ).toEqual({ status: 200, body: { id: unverified.id, details: 'email not verified' } });
    expect(JSON.stringify(unverified)).toBe(details);
  });
});

describe('business signup against abuse', () => {
  it('never stores credit check, status, store groups or custom fields that the caller chose', async () => {
    const { backend, call, snapshot } = setup();
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    const before = snapshot();
    for (const [field, value] of [
      ['credit_check', true],
      ['store_groups', ['sg-consumer']],
      ['custom_fields', { approved: true }],
      ['status', 'pending'],
    ] as const) {
      const answer = await call<{ error: string }>(
        '/api/enad/organisation/signup/',
        organisation(id, { [field]: value }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`'${field}`);
    }
    expect(snapshot()).toBe(before);
    // The spec's own payload (credit_check false, status active, empty custom fields) is accepted; the
    // backend sets the privileged fields.
    const made = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(id, { credit_check: false, status: 'active', custom_fields: {} }),
    );
    expect(made.status).toBe(200);
    const stored = backend.store.data.companies.find((company) => company.id === made.body.data.id);
    expect(stored).toMatchObject({
      credit_check: false,
      status: 'active',
      store_groups: ['sg-b2b'],
      custom_fields: { attribute_ids: ['attr-print'] },
    });
  });

  it('lets an anonymous caller attach only the user that its create-user made, for half an hour', async () => {
    const { call, user, snapshot, advance } = setup();
    const refused = { status: 403, body: { details: 'A company can be created only for your own account' } };
    const before = snapshot();
    // A seeded user whose e-mail is not verified: its readable id is no proof.
    const seeded = user('unverified@statefront.test')!;
    expect(await call('/api/enad/organisation/signup/', organisation(seeded.id))).toEqual(refused);
    // Nor does someone else's signup of that address hand out the id.
    const other = await call('/api/enad/create-user/', businessUser({ email: 'unverified@statefront.test' }));
    expect(other.body).toEqual({ details: 'email not verified' });
    expect(user('unverified@statefront.test')?.organisations).toEqual([]);
    expect(JSON.parse(snapshot()).companies).toEqual(JSON.parse(before).companies);

    // A fresh signup's id works, but not forever.
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    expect(id).toMatch(/^u-[\w-]{22}$/);
    advance(31 * 60 * 1000);
    const companies = snapshot();
    expect(await call('/api/enad/organisation/signup/', organisation(id))).toEqual(refused);
    // The same person sending the form again (its password) gets the id again, and may attach.
    const again = await call<{ id: string }>('/api/enad/create-user/', businessUser());
    expect(again.body).toEqual({ id, details: 'email not verified' });
    expect(JSON.parse(snapshot()).companies).toEqual(JSON.parse(companies).companies);
    expect((await call('/api/enad/organisation/signup/', organisation(id))).status).toBe(200);
    expect(user('ola@nybolaget.se')?.organisations).toHaveLength(1);
  });

  it('refuses a 1 MB field with 400 and stores nothing', async () => {
    const { call, snapshot } = setup();
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    // 1,000,000 characters: the body stays under the 1 MiB body limit, so the field's maxLength refuses it.
    const huge = 'x'.repeat(1000 * 1000);
    const before = snapshot();
    const address = { street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' };
    for (const [field, body] of [
      ['name', organisation(id, { name: huge })],
      ['contact_name', organisation(id, { contact_name: huge })],
      ['external_ref', organisation(id, { external_ref: huge })],
      ['billing_address', organisation(id, { billing_address: [{ ...address, co_address: huge }] })],
      ['attribute_ids', organisation(id, { attribute_ids: [huge] })],
    ] as const) {
      const answer = await call<{ error: string }>('/api/enad/organisation/signup/', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`'${field}`);
    }
    for (const field of ['first_name', 'store_group', 'language']) {
      const answer = await call<{ error: string }>(
        '/api/enad/create-user/',
        businessUser({ email: 'stor@nybolaget.se', [field]: huge }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain(`'${field}'`);
      const consumer = await call<{ error: string }>(
        '/api/enad/signup/',
        consumerSignup({ email: 'stor@example.se', [field]: huge }),
      );
      expect(consumer.status).toBe(400);
    }
    expect(snapshot()).toBe(before);
  });

  it('normalises organisation numbers: full-width and other decimal digits are the same number', async () => {
    const { call, snapshot } = setup();
    const { id } = (await call<{ id: string }>('/api/enad/create-user/', businessUser())).body;
    const before = snapshot();
    // Acme AB is stored as 556677-8899.
    for (const number of [
      '５５６６７７８８９９',
      '５５６６７７－８８９９',
      '٥٥٦٦٧٧٨٨٩٩',
      '5566\u200b778899',
    ]) {
      const answer = await call(
        '/api/enad/organisation/signup/',
        organisation(id, { organisation_number: number }),
      );
      expect(answer).toEqual({ status: 409, body: { details: 'Company already exists' } });
    }
    expect(snapshot()).toBe(before);
    // A new number written in full-width digits is stored in ASCII.
    const made = await call<{ data: Company }>(
      '/api/enad/organisation/signup/',
      organisation(id, { organisation_number: '５５９０００１１１２' }),
    );
    expect(made.status).toBe(200);
    expect(made.body.data.organisation_number).toBe('5590001112');
    // Nothing but invisible characters is no number.
    const empty = await call<{ error: string }>(
      '/api/enad/organisation/signup/',
      organisation(id, { organisation_number: '\u200b\u200b' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain("'organisation_number'");
  });
});

describe('e-mail verification', () => {
  it("answers 404 'user not found' for an unknown e-mail and mails nothing", async () => {
    const { call, backend } = setup();
    expect(await call('/api/enad/create-verify-link/', { email: 'nobody@example.se' })).toEqual({
      status: 404,
      body: { details: 'user not found' },
    });
    expect(backend.store.data.mailbox).toEqual([]);
  });

  it('accepts a link for 24 hours, then answers the expired-link text', async () => {
    const { call, lastLink, advance, user } = setup();
    await call('/api/enad/create-verify-link/', { email: 'unverified@statefront.test' });
    const first = await lastLink('unverified@statefront.test');
    advance(24 * hour);
    const expired = await call('/api/enad/verify-email/', { token: first.token });
    expect(expired).toEqual({
      status: 400,
      body: { details: 'verification link not found|The link has expired or was already used.' },
    });
    expect(user('unverified@statefront.test')?.email_verified).toBe(false);

    await call('/api/enad/create-verify-link/', { email: 'unverified@statefront.test' });
    const second = await lastLink('unverified@statefront.test');
    expect(second.token).not.toBe(first.token);
    advance(24 * hour - 1);
    expect((await call('/api/enad/verify-email/', { token: second.token })).status).toBe(200);
    expect(user('unverified@statefront.test')?.email_verified).toBe(true);
  });

  it('uses up every link of the user when one is followed', async () => {
    const { call, lastLink } = setup();
    await call('/api/enad/create-verify-link/', { email: 'unverified@statefront.test' });
    const older = await lastLink('unverified@statefront.test');
    await call('/api/enad/create-verify-link/', { email: 'unverified@statefront.test' });
    const newer = await lastLink('unverified@statefront.test');
    expect((await call('/api/enad/verify-email/', { token: newer.token })).status).toBe(200);
    expect((await call('/api/enad/verify-email/', { token: older.token })).status).toBe(400);
    expect((await call('/api/enad/verify-email/', { token: 'made-up' })).body).toEqual({
      details: 'verification link not found|The link has expired or was already used.',
    });
  });
});

describe('forgot password', () => {
  it('mails a link whose new password replaces the old one and signs the user out', async () => {
    const { call, login, getUser, lastLink } = setup();
    const session = (await login('buyer@acme.test')).body.access_token;
    const requested = await call('/api/enad/create-reset-password-link/', { email: 'Buyer@ACME.test' });
    expect(requested).toEqual({ status: 200, body: { message: 'Reset password link created' } });
    const { mail, url, token } = await lastLink('buyer@acme.test');
    expect(mail).toMatchObject({ to: 'buyer@acme.test', subject: 'Reset your password' });
    expect(url.pathname).toBe('/reset-password/new/');
    expect(token).toMatch(/^[\w-]{32}$/);

    const reset = await call('/api/enad/reset-password/', {
      password: 'Vinter2026!',
      reset_password_token: token,
    });
    expect(reset).toEqual({ status: 200, body: { message: 'Password updated' } });
    expect((await login('buyer@acme.test')).body).toEqual({ details: 'invalid password' });
    expect((await login('buyer@acme.test', 'Vinter2026!')).status).toBe(200);
    expect((await getUser(session)).status).toBe(401);

    // The link is used up.
    const again = await call('/api/enad/reset-password/', {
      password: 'Var2026vaar',
      reset_password_token: token,
    });
    expect(again).toEqual({ status: 400, body: { details: 'link expired' } });
    expect((await login('buyer@acme.test', 'Vinter2026!')).status).toBe(200);
  });

  it("answers 'email not verified' and 'email not found' without mailing", async () => {
    const { call, backend } = setup();
    expect(
      await call('/api/enad/create-reset-password-link/', { email: 'unverified@statefront.test' }),
    ).toEqual({
      status: 400,
      body: { details: 'email not verified' },
    });
    expect(await call('/api/enad/create-reset-password-link/', { email: 'nobody@example.se' })).toEqual({
      status: 404,
      body: { details: 'email not found' },
    });
    expect(backend.store.data.mailbox).toEqual([]);
  });

  it("answers 'link expired' an hour after the link was made, and keeps the password", async () => {
    const { call, login, lastLink, advance } = setup();
    await call('/api/enad/create-reset-password-link/', { email: 'admin@acme.test' });
    const { token } = await lastLink('admin@acme.test');
    advance(hour - 1);
    await call('/api/enad/create-reset-password-link/', { email: 'admin@acme.test' });
    const fresh = await lastLink('admin@acme.test');
    advance(1);
    const expired = await call('/api/enad/reset-password/', {
      password: 'Vinter2026!',
      reset_password_token: token,
    });
    expect(expired).toEqual({ status: 400, body: { details: 'link expired' } });
    expect((await login('admin@acme.test')).status).toBe(200);
    // The later link still has its hour.
    const reset = await call('/api/enad/reset-password/', {
      password: 'Vinter2026!',
      reset_password_token: fresh.token,
    });
    expect(reset.status).toBe(200);
  });

  it('applies the password rules and keeps the link usable after a refusal', async () => {
    const { call, lastLink, snapshot } = setup();
    await call('/api/enad/create-reset-password-link/', { email: 'consumer@statefront.test' });
    const { token } = await lastLink('consumer@statefront.test');
    const before = snapshot();
    for (const [password, error] of [
      ['Kort1', "'password' must be at least 10 characters"],
      ['Utan-siffror', "'password' must contain a digit"],
    ]) {
      const answer = await call('/api/enad/reset-password/', { password, reset_password_token: token });
      expect(answer).toEqual({ status: 400, body: { error } });
    }
    expect(snapshot()).toBe(before);
    const unknown = await call('/api/enad/reset-password/', { password: 'Kort1', reset_password_token: 'x' });
    expect(unknown).toEqual({ status: 400, body: { details: 'link expired' } });
    const reset = await call('/api/enad/reset-password/', {
      password: 'Vinter2026!',
      reset_password_token: token,
    });
    expect(reset.status).toBe(200);
  });
});

describe('refusals answered with a 200 (accounts spec 7: `details` is the error it names)', () => {
  const refusals: [path: string, body: Body, details: string][] = [
    ['/api/enad/login/', { email: 'consumer@statefront.test', password: PASSWORD }, 'user not found'],
    ['/api/enad/create-verify-link/', { email: 'unverified@statefront.test' }, 'user not found'],
    ['/api/enad/verify-email/', { token: 'token-from-the-mail' }, 'verification link not found'],
    ['/api/enad/create-reset-password-link/', { email: 'consumer@statefront.test' }, 'email not found'],
    ['/api/enad/reset-password/', { password: 'Vinter2026!x', reset_password_token: 't' }, 'link expired'],
  ];
  it.each(refusals)(
    '%s: the fault control answers 200 with details, as the contract allows',
    async (path, body, details) => {
      const { backend, call } = setup();
      const fault = await backend.fetch(
        new Request(`${testOrigin}/__mock/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ route: `POST ${path}`, status: 200, body: { details }, times: 1 }),
        }),
      );
      expect(fault.status).toBe(201);
      const answer = await call(path, body);
      expect(answer).toEqual({ status: 200, body: { details } });
      expect(checkResponse(findOperation('POST', path)!, 200, answer.body)).toBeNull();
    },
  );
});
