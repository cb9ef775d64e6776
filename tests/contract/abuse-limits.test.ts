// Limits of the embedded backend against abuse (issue 16, items 7 and 8): only a content editor saves
// stories, reads drafts and revalidates, every body has a size limit, and login, mails, newsletter and gift-card PINs are throttled.
import { describe, expect, it } from 'vitest';
import { defaultThrottleLimits } from '../../server-mock/throttle';
import { type Answer, checkoutBackend, type ErrorBody } from '../support/checkout-backend';
import { testOrigin } from '../support/test-backend';

// The backend with a clock the test moves, logins and mails, shared with the checkout tests.
const setup = checkoutBackend;

const user = 'admin@acme.test';
const password = 'Statefront1!';
const minutes = (n: number) => n * 60_000;

/** A 429 with a whole number of seconds in Retry-After and an `error` text. */
function expectThrottled(answer: Answer<ErrorBody>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(answer.body.error).toMatch(/Too many attempts/);
  return Number(answer.headers.get('retry-after'));
}

describe('content saves', () => {
  const save = { path: 'se/home', content: { blocks: [{ component: 'hero', title: 'Hackad', text: 'x' }] } };

  it("are refused without the editor's preview token, and nothing is stored", async () => {
    const { backend, call, login } = setup();
    const before = JSON.stringify(backend.store.data.stories);
    const anonymous = await call('PUT', '/api/content/stories/', { ...save, publish: true });
    expect(anonymous.status).toBe(401);
    const guessed = await call('PUT', '/api/content/stories/', save, {
      authorization: 'Bearer preview-guess',
    });
    expect(guessed.status).toBe(401);
    // A signed-in shopper's token is no editor's.
    const { access_token } = (await login(user, password)).body;
    const shopper = await call('PUT', '/api/content/stories/', save, {
      authorization: `Bearer ${access_token}`,
    });
    expect([shopper.status, shopper.body.error]).toEqual([403, expect.stringContaining('content editor')]);
    expect(JSON.stringify(backend.store.data.stories)).toBe(before);
  });

  it("are accepted with the editor's preview token, which a reset keeps", async () => {
    const { backend, call } = setup();
    const token = backend.store.data.editorTokens?.[0]?.token;
    expect(token).toMatch(/^preview-[\w-]{22,}$/);
    const saved = await call('PUT', '/api/content/stories/', save, { authorization: `Bearer ${token}` });
    expect(saved.status).toBe(200);
    await call('POST', '/__mock/reset');
    expect(backend.store.data.editorTokens?.[0]?.token).toBe(token);
  });
});

describe("drafts and revalidation are the content editor's", () => {
  const editorCalls = [
    ['GET', '/api/content/stories/?path=se/home&version=draft', undefined],
    ['POST', '/api/content/revalidate/', { story: { path: 'se/home' }, pathToRevalidate: 'se/home' }],
  ] as const;

  it.each(editorCalls)(
    '%s %s is refused without the token (401), with a shopper’s (403)',
    async (method, path, body) => {
      const { backend, call, login } = setup();
      expect((await call(method, path, body)).status).toBe(401);
      expect((await call(method, path, body, { authorization: 'Bearer preview-guess' })).status).toBe(401);
      const { access_token } = (await login(user, password)).body;
      const shopper = await call(method, path, body, { authorization: `Bearer ${access_token}` });
      expect([shopper.status, shopper.body.error]).toEqual([403, expect.stringContaining('content editor')]);
      expect(backend.store.data.revalidations).toEqual([]);
    },
  );

  it.each(editorCalls)('%s %s is answered with the editor’s preview token', async (method, path, body) => {
    const { backend, call } = setup();
    const token = backend.store.data.editorTokens?.[0]?.token;
    expect((await call(method, path, body, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('a draft of an unknown path tells nothing without the token; published stories stay public', async () => {
    const { call } = setup();
    expect((await call('GET', '/api/content/stories/?path=se/nothing&version=draft')).status).toBe(401);
    const published = await call<{ path: string }>('GET', '/api/content/stories/?path=se/home');
    expect([published.status, published.body.path]).toEqual([200, 'se/home']);
  });
});

describe('body size limit', () => {
  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

  it.each([
    ['PUT', '/api/content/stories/'],
    ['POST', '/api/newsletter/subscribe/'],
    ['POST', '/api/enad/login/'],
    ['POST', '/api/enad/create-user/'],
    ['POST', '/shopper/sessions/start'],
    ['POST', '/__mock/settings'],
  ])('answers 413 to a 2 MB JSON body on %s %s and stores nothing', async (method, path) => {
    const { backend, call } = setup();
    const token = backend.store.data.editorTokens?.[0]?.token;
    const before = JSON.stringify(backend.store.data);
    const answer = await call(
      method,
      path,
      { email: 'a@example.se', filler: twoMegabytes },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/too large/);
    expect(JSON.stringify(backend.store.data)).toBe(before);
  });

  it('counts the bytes of a body without a length', async () => {
    const { backend } = setup();
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`${testOrigin}/api/newsletter/subscribe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await backend.fetch(request);
    expect(response.status).toBe(413);
    // A body that said it was small but is not.
    const lying = new Request(`${testOrigin}/api/newsletter/subscribe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '10' },
      body: `{"email":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect((await backend.fetch(lying)).status).toBe(413);
  });

  it('lets a print-file upload be larger than 1 MB (its own rules answer)', async () => {
    const { call, login } = setup();
    const { access_token } = (await login(user, password)).body;
    const answer = await call(
      'POST',
      '/api/company-media/',
      {
        filename: 'big.png',
        base64: Buffer.alloc(2 * 1024 * 1024).toString('base64'),
        companyId: 'c-acme-ab',
      },
      { authorization: `Bearer ${access_token}` },
    );
    expect(answer.status).not.toBe(413);
  });
});

describe('login throttling', () => {
  it('refuses the 6th wrong password in a row, and the right one, until the window has passed', async () => {
    const { login, advance } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await login(user, 'Wrong-password-1');
      expect([attempt, wrong.status, wrong.body.details]).toEqual([attempt, 401, 'invalid password']);
    }
    const seconds = expectThrottled(await login(user, 'Wrong-password-1'));
    expect(seconds).toBe(15 * 60);
    expectThrottled(await login(user.toUpperCase(), password));
    advance(minutes(14));
    expectThrottled(await login(user, password));
    advance(minutes(1));
    expect((await login(user, password)).status).toBe(200);
  });

  it('starts counting again after a right password', async () => {
    const { login } = setup();
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 4; attempt++) expect((await login(user, 'nope')).status).toBe(401);
      expect((await login(user, password)).status).toBe(200);
    }
  });

  it('limits the login attempts of one client, across accounts', async () => {
    const { login, advance } = setup({ throttle: { trustForwardedFor: true } });
    const { limit } = defaultThrottleLimits.loginAttemptsPerClient;
    for (let attempt = 0; attempt < limit; attempt++) {
      const answer = await login(`nobody-${attempt}@example.se`, 'x', { 'x-forwarded-for': '203.0.113.7' });
      expect(answer.status).toBe(401);
    }
    expectThrottled(await login(user, password, { 'x-forwarded-for': '203.0.113.7' }));
    // Another client is not held up.
    expect((await login(user, password, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
    advance(minutes(1));
    expect((await login(user, password, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it('takes the client from X-Forwarded-For only when told to trust it', async () => {
    const { login } = setup({
      throttle: { limits: { loginAttemptsPerClient: { limit: 2, windowMs: 60_000 } } },
    });
    for (const address of ['203.0.113.1', '203.0.113.2'])
      expect((await login('x@example.se', 'x', { 'x-forwarded-for': address })).status).toBe(401);
    // One client (the in-process backend has no socket), whatever the header says.
    expectThrottled(await login('x@example.se', 'x', { 'x-forwarded-for': '203.0.113.3' }));
  });

  it('forgets every counter on reset', async () => {
    const { call, login } = setup();
    for (let attempt = 0; attempt < 5; attempt++) await login(user, 'nope');
    expectThrottled(await login(user, password));
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
    expect((await login(user, password)).status).toBe(200);
  });
});

describe('mail throttling', () => {
  it('mails at most 3 reset links an hour per account; the rest are 429 and not mailed', async () => {
    const { backend, call, advance, mails } = setup();
    const ask = () => call('POST', '/api/enad/create-reset-password-link/', { email: user });
    for (let n = 0; n < 3; n++) expect((await ask()).status).toBe(200);
    for (let n = 0; n < 97; n++) expectThrottled(await ask());
    expect(mails(user)).toHaveLength(3);
    expect(Object.keys(backend.store.runtime.resetTokens)).toHaveLength(3);
    advance(minutes(60));
    expect((await ask()).status).toBe(200);
    expect(mails(user)).toHaveLength(4);
  });

  it('mails at most 3 verification links an hour per account', async () => {
    const { call, mails } = setup();
    const signup = await call('POST', '/api/enad/signup/', {
      email: 'ny@example.se',
      password: 'Sommar2026!',
      confirmPassword: 'Sommar2026!',
      privacy: true,
      first_name: 'Ny',
      last_name: 'Kund',
      phone_number: '+46701112233',
      store_group: 'default',
      language: 'SV',
      market: 'se',
      country: 'SE',
      allow_email_notifications: true,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
      status: 'active',
      role: 'customer',
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const sent = mails('ny@example.se').length;
    const ask = () => call('POST', '/api/enad/create-verify-link/', { email: 'ny@example.se' });
    for (let n = 0; n < 3; n++) expect((await ask()).status).toBe(200);
    expectThrottled(await ask());
    expect(mails('ny@example.se')).toHaveLength(sent + 3);
  });

  it('throttles newsletter signups per address', async () => {
    const { call, mails } = setup();
    const subscribe = () =>
      call('POST', '/api/newsletter/subscribe/', { email: 'news@example.se', listId: 'statefront-news' });
    for (let n = 0; n < 3; n++) expect((await subscribe()).status).toBe(200);
    expectThrottled(await subscribe());
    expect(mails('news@example.se')).toHaveLength(3);
  });
});

describe('gift-card PIN throttling', () => {
  async function checkoutOf(call: ReturnType<typeof setup>['call']) {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const { body } = await call<{ token: string }>('POST', '/shopper/sessions/start', {
      storeGroupId: 'sg-consumer',
      countryCode: 'SE',
      languageCode: 'sv',
    });
    await call(
      'POST',
      '/shopper/sessions/items',
      { productVariantId: 'v-kit-1', quantity: 1 },
      bearer(body.token),
    );
    const started = await call<{ token: string }>(
      'POST',
      '/shopper/sessions/checkout/start',
      undefined,
      bearer(body.token),
    );
    return (code: string, pin: string) =>
      call<ErrorBody>('PUT', `/shopper-retain24/gift-cards/${code}`, { pin }, bearer(started.body.token));
  }

  it('refuses a card after 5 wrong PINs, the right PIN too, until the window has passed', async () => {
    const { call, advance } = setup();
    const apply = await checkoutOf(call);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await apply('GC-500', '0000')).body.error).toBe('unable to add/update card');
    for (let attempt = 0; attempt < 195; attempt++) expectThrottled(await apply('GC-500', '0000'));
    expectThrottled(await apply('GC-500', '5678'));
    advance(minutes(15));
    expect((await apply('GC-500', '5678')).status).toBe(200);
  });

  it('counts wrong PINs per client across cards', async () => {
    const { call } = setup();
    const apply = await checkoutOf(call);
    const { limit } = defaultThrottleLimits.pinFailuresPerClient;
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await apply(`GC-GUESS-${attempt}`, '0000')).status).toBe(400);
    expectThrottled(await apply('GC-500', '5678'));
  });
});
