// The external contract check (decision 048): Prism's validating proxy judges every request and answer of the
// contract lane (tests/support/prism-contract-setup.ts). Here: that it catches drift (a backend answering off
// the contract fails), and the drift it found (issue 31, item 15) fixed: refused variant ids no longer than the
// error schema's 128 characters, and print files downloaded with the media type of their bytes, as the
// contract now declares.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../openapi/types';
import { createMockServer } from '../../server-mock/app';
import { acmeLogoFileId } from '../../server-mock/seed/company-files';
import { accountBackend, jsonSender } from '../support/account-backend';
import { checkoutBackend } from '../support/checkout-backend';
import { prismCheckedFetch } from '../support/prism-contract-check';
import { createTestBackend, testNow, testOrigin } from '../support/test-backend';

const get = (path: string, token?: string) =>
  new Request(`${testOrigin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (path: string, body: unknown, token?: string) =>
  new Request(`${testOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A backend outside the lane's check, judged by Prism here, its findings kept by the test. */
function judgedBackend(answer?: (request: Request) => Response) {
  const server = createMockServer({ clock: () => testNow, controls: true, validateResponses: false });
  const backend = answer ? { ...server, fetch: async (request: Request) => answer(request) } : server;
  const violations: string[] = [];
  const fetch = prismCheckedFetch(backend, (violation) => violations.push(violation));
  return { store: server.store, fetch, violations };
}

const signedIn = async (fetch: (request: Request) => Promise<Response>, email = 'admin@acme.test') =>
  (
    (await (await fetch(post('/api/enad/login/', { email, password: 'Statefront1!' }))).json()) as {
      access_token: string;
    }
  ).access_token;

describe('the external check (Prism) fails a backend that answers off the contract', () => {
  it('passes answers that conform', async () => {
    const { fetch, violations } = judgedBackend();
    expect((await fetch(get('/api/markets/'))).status).toBe(200);
    const token = await signedIn(fetch);
    expect((await fetch(get(`/api/company-media/files/${acmeLogoFileId}/acme-logo.png`, token))).status).toBe(
      200,
    );
    expect(violations).toEqual([]);
  });

  it('names a download typed with a media type the contract does not declare', async () => {
    const { fetch, store, violations } = judgedBackend();
    const token = await signedIn(fetch);
    const logo = store.data.companyFiles.find((file) => file.id === acmeLogoFileId)!;
    logo.contentType = 'text/html';
    const served = await fetch(get(`/api/company-media/files/${acmeLogoFileId}/acme-logo.png`, token));
    expect(served.headers.get('content-type')).toBe('text/html');
    expect(violations).toEqual([
      expect.stringMatching(
        /^GET \/api\/company-media\/files\/.+ → 200: The received media type "text\/html"/,
      ),
    ]);
  });

  it('names a refused variant id echoed longer than the error schema allows', async () => {
    const echoed = 'v'.repeat(150);
    const { fetch, violations } = judgedBackend(() =>
      Response.json({ error: 'Product variant not found', productVariantIDs: [echoed] }, { status: 404 }),
    );
    await fetch(post('/shopper/sessions/batch-items', { items: [{ productVariantId: 'v-1', quantity: 1 }] }));
    expect(violations).toEqual([
      expect.stringContaining('productVariantIDs.0 must NOT have more than 128 characters'),
    ]);
  });

  it('names a request the contract refuses that was answered as if valid, and a path outside the contract', async () => {
    const { fetch, violations } = judgedBackend(() => Response.json({ cart: {} }, { status: 200 }));
    await fetch(
      post('/shopper/sessions/batch-items', { items: [{ productVariantId: 'v'.repeat(129), quantity: 1 }] }),
    );
    await fetch(get('/api/not-in-the-contract/'));
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(
      /accepted a request the contract refuses .*must NOT have more than 128 characters/,
    );
    // The stand-in's cart breaks the answer's schema too.
    expect(violations[1]).toMatch(
      /^POST \/shopper\/sessions\/batch-items → 200: Response body property cart/,
    );
    expect(violations[2]).toMatch(/^GET \/api\/not-in-the-contract\/ → 200: not in the contract/);
  });
});

describe('issue 31, item 15: the drift Prism found, fixed', () => {
  it('refuses a variant id over 128 characters in a batch, so no refusal echoes a longer one', async () => {
    const backend = createTestBackend();
    const call = jsonSender(backend);
    const started = await call<{ token: string }>('POST', '/shopper/sessions/start', {
      storeGroupId: 'sg-consumer',
      countryCode: 'SE',
      languageCode: 'sv',
    });
    const token = started.body.token;
    const batch = (productVariantId: string) =>
      call<{ error?: string; productVariantIDs?: string[]; cart?: Cart }>(
        'POST',
        '/shopper/sessions/batch-items',
        {
          items: [
            { productVariantId: 'v-ts-1001-black-m', quantity: 1 },
            { productVariantId, quantity: 1 },
          ],
        },
        token,
      );
    const tooLong = await batch('v'.repeat(129));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/productVariantId/);
    // The longest id the contract allows is echoed whole, within the error schema (Prism checks the answer).
    const longest = 'v'.repeat(128);
    expect(await batch(longest)).toMatchObject({
      status: 404,
      body: { error: 'Product variant not found', productVariantIDs: [longest] },
    });
    const cart = await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, token);
    expect(cart.body.cart.items).toEqual([]);
  });

  it('serves a print file with the media type of its bytes, which the contract declares', async () => {
    const { backend, send, login } = accountBackend();
    const token = await login('admin@acme.test');
    const png = await backend.fetch(get(`/api/company-media/files/${acmeLogoFileId}/acme-logo.png`, token));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const svgText =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const uploaded = await send<{ file: { url: string } }>(
      'POST',
      '/api/company-media/',
      { filename: 'mark.svg', base64: Buffer.from(svgText).toString('base64'), companyId: 'c-acme-ab' },
      token,
    );
    expect(uploaded.status).toBe(201);
    const svg = await backend.fetch(get(new URL(uploaded.body.file.url, testOrigin).pathname, token));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toBe(svgText);
  });

  it("answers no provider widget outside the contract's providers (a checkout without one was paid through any)", async () => {
    // Found by Prism in the fuzzing: the path item's parameters (the provider's enum) went unchecked.
    const { call, checkoutIn, checkout } = checkoutBackend();
    const { checkoutToken } = await checkoutIn();
    const { id } = await checkout(checkoutToken);
    for (const provider of ['nope', '-1', '...']) {
      expect((await call('GET', `/shopper-widgets/${provider}/${id}`)).status).toBe(400);
      const paid = await call<{ error?: string }>('POST', `/shopper-widgets/${provider}/${id}/payment`, {
        outcome: 'paid',
      });
      expect(paid).toMatchObject({ status: 400, body: { error: expect.stringMatching(/provider/) } });
    }
    expect((await checkout(checkoutToken)).payment).toBe('open');
  });
});
