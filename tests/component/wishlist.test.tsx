// The wishlist over the in-process backend: the header panel removes an item (from the panel and from
// browser storage), and every page under /my-account reads the stored list again and fetches its products,
// as /favorites does (the spec's pages whose path contains /favorites or /account).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { readWishlistEntries, writeWishlistEntries } from '../../src/features/wishlist/wishlist-storage';
import { formatMoney } from '../../src/lib/money';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createTestBackend, routeOf } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the test's time limit.
  await import('../../src/features/wishlist/wishlist-panel');
  await import('../../src/features/account/my-information-page');
}, 60_000);
signOutAfterEach();
afterEach(() => localStorage.clear());

const nameOf = (backend: ReturnType<typeof createTestBackend>, productNumber: string) =>
  backend.store.data.products.find((product) => product.product_number === productNumber)!.product_name;

async function openPanel() {
  const button = await screen.findByRole('button', { name: 'Önskelista' });
  // The panel's code suspends it; its render is retried when the chunk arrives (events outside act, decision 070).
  await userEvent.setup().click(button);
  return screen.findByRole('dialog', { name: 'Önskelista' });
}

it('removes an item from the wishlist panel and from storage', async () => {
  const backend = createTestBackend();
  writeWishlistEntries(['LIMIT-5&color=Black', 'KIT-1']);
  await renderApp('/se/', { fetch: backend.fetch });
  const panel = await openPanel();
  const bottle = nameOf(backend, 'LIMIT-5');
  const kit = nameOf(backend, 'KIT-1');
  expect(await within(panel).findByRole('link', { name: bottle })).toBeTruthy();

  await userEvent
    .setup()
    .click(within(panel).getByRole('button', { name: `Ta bort ${bottle} från önskelistan` }));
  await waitFor(() => expect(within(panel).queryByRole('link', { name: bottle })).toBeNull());
  expect(within(panel).getByRole('link', { name: kit })).toBeTruthy();
  expect(readWishlistEntries()).toEqual(['KIT-1']);

  await userEvent
    .setup()
    .click(within(panel).getByRole('button', { name: `Ta bort ${kit} från önskelistan` }));
  expect(await within(panel).findByText('Din önskelista är tom.')).toBeTruthy();
  expect(readWishlistEntries()).toEqual([]);
});

it('reads the stored wishlist again and fetches its products on every account page', async () => {
  const backend = createTestBackend();
  await signIn(backend, 'buyer@acme.test');
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    if (routeOf(request) === 'POST /api/enad/get-products-by-sku/')
      asked.push(((await request.clone().json()) as { skuQuery: string }).skuQuery);
    return backend.fetch(request);
  };
  writeWishlistEntries(['LIMIT-5']);
  const { router } = await renderApp('/my-account/overview/', { fetch });
  await waitFor(() => expect(asked).toEqual(['LIMIT-5']));

  // Another tab changes the list: the next account page reads it again.
  writeWishlistEntries(['LIMIT-5', 'KIT-1']);
  await router.navigate({ to: '/my-account/information/' });
  await waitFor(() => expect(asked).toEqual(['LIMIT-5', 'LIMIT-5,KIT-1']));

  // The panel shows what the page fetched, without asking again.
  const panel = await openPanel();
  expect(await within(panel).findByRole('link', { name: nameOf(backend, 'KIT-1') })).toBeTruthy();
  expect(asked).toHaveLength(2);
});

it('shows a business buyer their store group’s prices in the panel and on the favourites page (issue 30)', async () => {
  const backend = createTestBackend();
  const tee = backend.store.data.products.find((product) => product.product_number === 'TS-1001')!;
  const { prices } = tee.variants[0]!;
  const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const price = (amount: number) => spaced(formatMoney(amount, 'SEK', 'sv-SE'));
  const business = price(prices['sg-b2b']!.SE!.sale);
  const consumer = price(prices['sg-consumer']!.SE!.sale);
  expect(business).not.toBe(consumer);
  await signIn(backend, 'buyer@acme.test');
  writeWishlistEntries(['TS-1001']);
  const { router } = await renderApp('/se/', { fetch: backend.fetch });

  const panel = await openPanel();
  const row = (await within(panel).findByRole('link', { name: tee.product_name })).closest('li');
  expect(spaced(row?.textContent ?? null)).toContain(business);
  expect(spaced(row?.textContent ?? null)).not.toContain(consumer);
  await userEvent.setup().keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await router.navigate({ to: '/$country/favorites/', params: { country: 'se' } });
  const page = await screen.findByRole('region', { name: 'Önskelista' });
  const item = (await within(page).findByRole('link', { name: tee.product_name })).closest('li');
  expect(spaced(item?.textContent ?? null)).toContain(business);
});
