// Inviting colleagues (issue 19, docs/decisions/047): who may invite, list and withdraw (each refused role changes
// nothing), a verified user added at once and told by mail, any other address mailed a signup link that makes a
// member after verifying; the answer is the same for every address.
import { describe, expect, it } from 'vitest';
import { accountBackend } from '../support/account-backend';
import { testOrigin } from '../support/test-backend';

function setup(options: Parameters<typeof accountBackend>[0] = {}) {
  const { backend, send, login } = accountBackend(options);
  const invite = (token: string | undefined, email: string, company_id = 'c-acme-ab') =>
    send<{ status?: string; error?: string }>(
      'POST',
      '/api/enad/invite-organisation-user/',
      { company_id, email },
      token,
    );
  const mails = (to: string) => backend.store.data.mailbox.filter((mail) => mail.to === to);
  const memberOf = (email: string, companyId = 'c-acme-ab') =>
    backend.store.data.users
      .find((user) => user.email === email)
      ?.organisations.some((membership) => membership.id === companyId) ?? false;
  const storeGroupOf = (email: string) =>
    backend.store.data.users.find((user) => user.email === email)?.store_group;
  /** The id of the company's pending invitation of the address. */
  const invitationIdOf = (email: string, companyId = 'c-acme-ab') =>
    backend.store.data.invitations.find((entry) => entry.email === email && entry.company_id === companyId)!
      .id;
  return { backend, send, login, invite, mails, memberOf, storeGroupOf, invitationIdOf };
}

describe('inviting a colleague', () => {
  it('an admin invites an unknown address: a mail with a random signup link, listed as pending', async () => {
    const { send, login, invite, mails } = setup();
    const admin = await login('admin@acme.test');
    const invited = await invite(admin, 'New.Colleague@Acme.test');
    expect([invited.status, invited.body]).toEqual([200, { status: 'invited' }]);
    const [mail] = mails('new.colleague@acme.test');
    expect(mail!.link!).toMatch(/^\/signup\/\?invitation=[A-Za-z0-9_-]{22,}$/);
    const listed = await send<{ items: { id: string; email: string }[] }>(
      'GET',
      '/api/enad/organisation-invitations/?company_id=c-acme-ab',
      undefined,
      admin,
    );
    expect(listed.body.items.map((item) => item.email)).toEqual(['new.colleague@acme.test']);
    expect(listed.body.items[0]!.id).toMatch(/^inv-[A-Za-z0-9_-]{22,}$/);
    const token = new URL(mail!.link!, testOrigin).searchParams.get('invitation')!;
    expect((await send('GET', `/api/enad/invitation/?token=${token}`)).body).toEqual({
      email: 'new.colleague@acme.test',
      company_name: 'Acme AB',
    });
  });

  it('a verified user becomes a member at once and is told by mail; a member already is refused', async () => {
    const { login, invite, memberOf, mails, storeGroupOf } = setup();
    const admin = await login('admin@acme.test');
    expect(memberOf('consumer@statefront.test')).toBe(false);
    expect(storeGroupOf('consumer@statefront.test')).toBe('sg-consumer');
    expect((await invite(admin, 'consumer@statefront.test')).body).toEqual({ status: 'invited' });
    expect(memberOf('consumer@statefront.test')).toBe(true);
    // A member buys for the company: in its store group, at its prices.
    expect(storeGroupOf('consumer@statefront.test')).toBe('sg-b2b');
    const [told] = mails('consumer@statefront.test');
    expect(told).toMatchObject({
      subject: 'Anna Lindqvist added you to Acme AB on Statefront',
      link: '/login/',
    });
    const again = await invite(admin, 'buyer@acme.test');
    expect([again.status, again.body]).toEqual([
      409,
      { error: 'The user is already a member of the company' },
    ]);
  });

  it('answers the same whether the address has an account, has an unverified one or has none', async () => {
    const { backend, login, invite, memberOf, mails } = setup();
    const admin = await login('admin@acme.test');
    const answers = [];
    for (const email of ['consumer@statefront.test', 'unverified@statefront.test', 'nobody@example.se'])
      answers.push(await invite(admin, email));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { status: 'invited' }],
      [200, { status: 'invited' }],
      [200, { status: 'invited' }],
    ]);
    // Each address got a mail; the unverified account (anyone may have made it) was invited, not added.
    for (const email of ['consumer@statefront.test', 'unverified@statefront.test', 'nobody@example.se'])
      expect(mails(email), email).toHaveLength(1);
    expect(memberOf('unverified@statefront.test')).toBe(false);
    expect(backend.store.data.invitations.map((entry) => entry.email).sort()).toEqual([
      'nobody@example.se',
      'unverified@statefront.test',
    ]);
  });

  it('the signup through the link makes a member once the e-mail is verified', async () => {
    const { send, login, invite, mails, memberOf, storeGroupOf } = setup();
    await invite(await login('super@statefront.test'), 'kim@example.se');
    const token = new URL(mails('kim@example.se')[0]!.link!, testOrigin).searchParams.get('invitation')!;
    const account = {
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      privacy: true,
      first_name: 'Kim',
      last_name: 'Ek',
    };
    // The link is for its own address only.
    const other = await send('POST', '/api/enad/signup/', {
      ...account,
      email: 'someone@example.se',
      invitation: token,
    });
    expect(other.status).toBe(400);
    expect(memberOf('someone@example.se')).toBe(false);
    expect(
      (await send('POST', '/api/enad/signup/', { ...account, email: 'Kim@Example.se', invitation: token }))
        .status,
    ).toBe(200);
    expect(memberOf('kim@example.se')).toBe(false);
    // Signed up as a consumer (the signup form of the link is the consumer one) until the e-mail is verified.
    expect(storeGroupOf('kim@example.se')).toBe('sg-consumer');
    // The shop asks for the verification link after the signup, as for every consumer.
    await send('POST', '/api/enad/create-verify-link/', { email: 'kim@example.se' });
    const verify = new URL(mails('kim@example.se').at(-1)!.link!, testOrigin).searchParams.get('verify')!;
    expect((await send('POST', '/api/enad/verify-email/', { token: verify })).status).toBe(200);
    expect(memberOf('kim@example.se')).toBe(true);
    expect(storeGroupOf('kim@example.se')).toBe('sg-b2b');
    const kim = await login('kim@example.se', 'Sommar2026!');
    // What the shop reads at login and on every visit: the company's store group, so business prices.
    const answer = await send<{ user: { store_group_id: string; store_group_slug: string } }>(
      'POST',
      '/api/enad/login/',
      { email: 'kim@example.se', password: 'Sommar2026!' },
    );
    expect(answer.body.user).toMatchObject({ store_group_id: 'sg-b2b', store_group_slug: 'b2b' });
    const user = await send<{ store_group: string }>('POST', '/api/enad/get-user/', undefined, kim);
    expect(user.body.store_group).toBe('sg-b2b');
    const vest = await send<{ variants: { price?: { sale_price_amount: number } }[] }>(
      'GET',
      '/api/products/hi-vis-safety-vest?market=se&storeGroupId=sg-b2b',
      undefined,
      kim,
    );
    expect(vest.status).toBe(200);
    const orders = await send<{ orderSummaries: unknown[] }>(
      'POST',
      '/api/brink/get-orders-by-organisation/',
      { organisationNumber: '5566778899' },
      kim,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.orderSummaries.length).toBeGreaterThan(0);
    // The invitation is used: no longer pending, its link no longer works.
    expect((await send('GET', `/api/enad/invitation/?token=${token}`)).status).toBe(404);
  });

  it("completes the account a business signup left at 'Company already exists': one mail, the member (issue 32)", async () => {
    const { send, login, invite, mails, memberOf } = setup();
    // The visitor's business signup: the user is made, Acme AB's number is taken.
    const visitor = {
      email: 'lena.lind@example.se',
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      first_name: 'Lena',
      last_name: 'Lind',
      phone_number: '+46701112255',
    };
    const { id } = (await send<{ id: string }>('POST', '/api/enad/create-user/', visitor)).body;
    const refused = await send('POST', '/api/enad/organisation/signup/', {
      name: 'Acme',
      organisation_number: '5566778899',
      tax_id_vat_number: 'SE556677889901',
      email: 'lena.lind@example.se',
      billing_address: [{ street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' }],
      shipping_address: [{ street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' }],
      user_id: id,
      terms_accepted: true,
    });
    expect(refused.body).toEqual({ details: 'Company already exists' });
    expect(mails('lena.lind@example.se')).toEqual([]);

    // The admin invites the address: the mail says what the admin's answer does not, that an account waits.
    expect((await invite(await login('admin@acme.test'), 'lena.lind@example.se')).body).toEqual({
      status: 'invited',
    });
    expect(memberOf('lena.lind@example.se')).toBe(false);
    const [invitation, ...others] = mails('lena.lind@example.se');
    expect(others).toEqual([]);
    expect(invitation!.text).toContain('An account with this e-mail address was started on Statefront');
    const token = new URL(invitation!.link!, testOrigin).searchParams.get('invitation')!;

    // Through the link (the consumer form), with another password than the first time; the shop then asks for
    // the link, as after every signup: one mail, and its link makes the member with this password.
    const signup = await send('POST', '/api/enad/signup/', {
      email: 'lena.lind@example.se',
      password: 'Vinter2026!',
      confirmPassword: 'Vinter2026!',
      privacy: true,
      first_name: 'Lena',
      last_name: 'Lind',
      invitation: token,
    });
    expect(signup.body).toEqual({ details: 'email not verified' });
    await send('POST', '/api/enad/create-verify-link/', { email: 'lena.lind@example.se' });
    const [, verification, ...more] = mails('lena.lind@example.se');
    expect(more).toEqual([]);
    const verify = new URL(verification!.link!, testOrigin).searchParams.get('verify')!;
    expect((await send('POST', '/api/enad/verify-email/', { token: verify })).status).toBe(200);
    expect(memberOf('lena.lind@example.se')).toBe(true);
    const signedIn = await send<{ access_token?: string }>('POST', '/api/enad/login/', {
      email: 'lena.lind@example.se',
      password: 'Vinter2026!',
    });
    expect(signedIn.body.access_token).toBeTruthy();
    expect(mails('lena.lind@example.se')).toHaveLength(2);
  });

  it('a withdrawn invitation is gone and its link signs up nobody into the company', async () => {
    const { send, login, invite, mails, memberOf, invitationIdOf } = setup();
    const admin = await login('admin@acme.test');
    await invite(admin, 'late@example.se');
    const invitation = { id: invitationIdOf('late@example.se') };
    const withdrawn = await send(
      'POST',
      '/api/enad/withdraw-organisation-invitation/',
      { company_id: 'c-acme-ab', invitation_id: invitation.id },
      admin,
    );
    expect([withdrawn.status, withdrawn.body]).toEqual([200, { message: 'Invitation withdrawn' }]);
    const token = new URL(mails('late@example.se')[0]!.link!, testOrigin).searchParams.get('invitation')!;
    const signup = await send('POST', '/api/enad/signup/', {
      email: 'late@example.se',
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      privacy: true,
      first_name: 'L',
      last_name: 'A',
      invitation: token,
    });
    expect(signup.status).toBe(400);
    expect(memberOf('late@example.se')).toBe(false);
    const again = await send(
      'POST',
      '/api/enad/withdraw-organisation-invitation/',
      { company_id: 'c-acme-ab', invitation_id: invitation.id },
      admin,
    );
    expect(again.status).toBe(404);
  });

  it('refuses every role but the company admin and the super admin, changing nothing', async () => {
    const { backend, send, login, invite, invitationIdOf } = setup();
    await invite(await login('admin@acme.test'), 'pending@example.se');
    const invitation = { id: invitationIdOf('pending@example.se') };
    const before = JSON.stringify(backend.store.data);
    for (const [who, status] of [
      [undefined, 401],
      ['buyer@acme.test', 403],
      ['agent@statefront.test', 403],
      ['multi@statefront.test', 403],
      ['consumer@statefront.test', 403],
    ] as const) {
      const token = who ? await login(who) : undefined;
      expect((await invite(token, 'x@example.se')).status, `${who} invites`).toBe(status);
      expect(
        (await send('GET', '/api/enad/organisation-invitations/?company_id=c-acme-ab', undefined, token))
          .status,
        `${who} lists`,
      ).toBe(status);
      expect(
        (
          await send(
            'POST',
            '/api/enad/withdraw-organisation-invitation/',
            { company_id: 'c-acme-ab', invitation_id: invitation.id },
            token,
          )
        ).status,
        `${who} withdraws`,
      ).toBe(status);
    }
    // An admin of another company is refused too; an unknown company is a 404.
    const acmeAdmin = await login('admin@acme.test');
    expect((await invite(acmeAdmin, 'x@example.se', 'c-nordic-print-oy')).status).toBe(403);
    expect((await invite(acmeAdmin, 'x@example.se', 'c-none')).status).toBe(404);
    // Logins leave tokens behind; the invitations, users and mails are as they were.
    const after = JSON.parse(JSON.stringify(backend.store.data));
    const was = JSON.parse(before);
    for (const key of ['invitations', 'users', 'mailbox', 'companies'])
      expect(after[key], key).toEqual(was[key]);
  });

  it('throttles invitation mails per address like the other mails (429 with Retry-After)', async () => {
    const { login, invite, mails } = setup({
      throttle: { limits: { mailsPerAccount: { limit: 2, windowMs: 60_000 } } },
    });
    const admin = await login('admin@acme.test');
    expect((await invite(admin, 'flood@example.se')).status).toBe(200);
    expect((await invite(admin, 'flood@example.se')).status).toBe(200);
    const third = await invite(admin, 'flood@example.se');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mails('flood@example.se')).toHaveLength(2);
  });
});
