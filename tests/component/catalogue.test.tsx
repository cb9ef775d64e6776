import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWishlistEntries } from '../../src/features/wishlist/wishlist-storage';
import { formatMoney } from '../../src/lib/money';
import { clearCartCookie, givenCart } from '../support/cart-fixture';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createTestBackend } from '../support/test-backend';

/** The product grid: the list inside the Products section. */
async function productGrid() {
  const section = await screen.findByRole('region', { name: /^(Products|Produkter)$/ });
  return within(section).findByRole('list');
}

afterEach(() => {
  clearCartCookie();
  localStorage.clear();
});

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('market home product list', () => {
  it('shows the products of the market with prices in its currency, sale and stock', async () => {
    const backend = createTestBackend();
    await renderApp('/gb/', { fetch: backend.fetch });
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    const list = await productGrid();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(24);
    const [first] = backend.store.data.products;
    const firstCard = cards[0]!;
    expect(within(firstCard).getByRole('heading', { level: 2 }).textContent).toBe(first!.product_name);
    const price = first!.variants[0]!.prices['sg-consumer']!.GB!;
    expect(nbsp(firstCard.textContent)).toContain(`£${price.sale / 100}`);
    const onSale = cards.find((card) => card.textContent?.includes('Previous price'));
    expect(onSale && within(onSale).getByText(/^-\d+%$/)).toBeTruthy();
    expect(cards.every((card) => /In stock|Out of stock|Only \d+ left/.test(card.textContent ?? ''))).toBe(
      true,
    );
  });

  it('pages through the catalogue', async () => {
    const backend = createTestBackend();
    await renderApp('/se/?page=2', { fetch: backend.fetch });
    const pager = await screen.findByRole('navigation', { name: 'Sidor' });
    expect(within(pager).getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    const consumerProducts = backend.store.data.products.filter((product) =>
      product.storeGroupIds.includes('sg-consumer'),
    );
    const list = await productGrid();
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(consumerProducts.length - 24);
  });

  it('shows the not-found page for a market that does not exist', async () => {
    const backend = createTestBackend();
    await renderApp('/xx/', { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeTruthy();
  });
});

describe("product links with the market's productUrlPrefix", () => {
  const bottle = 'signature-vacuum-bottle-75-cl';

  it('links the grid, the cart lines and the wishlist to /{productUrlPrefix}/{slug}/', async () => {
    const backend = createTestBackend();
    await givenCart(backend, [{ productVariantId: 'v-limit-5-navy', quantity: 1 }], {
      countryCode: 'GB',
      languageCode: 'en',
    });
    writeWishlistEntries(['LIMIT-5']);
    await renderApp('/gb/', { fetch: backend.fetch });
    const list = await productGrid();
    const first = backend.store.data.products[0]!;
    expect(within(list).getByRole('link', { name: first.product_name }).getAttribute('href')).toBe(
      `/gb/product/${first.slug}/`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    const cart = await screen.findByRole('dialog', { name: /Cart/ });
    expect((await within(cart).findByRole('link', { name: /Vacuum Bottle/ })).getAttribute('href')).toBe(
      `/gb/product/${bottle}/`,
    );
    await user.click(within(cart).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    const wishlist = await screen.findByRole('dialog', { name: 'Wishlist' });
    expect((await within(wishlist).findByRole('link', { name: /Vacuum Bottle/ })).getAttribute('href')).toBe(
      `/gb/product/${bottle}/`,
    );
  });

  it("shows a product under the market's prefix only", async () => {
    const backend = createTestBackend();
    await renderApp(`/gb/product/${bottle}/`, { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: /Vacuum Bottle/ })).toBeTruthy();
    // The first page unmounts before the second renders (its portals with it), as a new page load does.
    cleanup();
    await renderApp(`/gb/p/${bottle}/`, { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('prices of the market shown', () => {
  // LIMIT-5 costs 399 kr in Sweden and 429 kr in Norway: a Norwegian page showing 399 mixed the markets up.
  it('a Norwegian page shows the Norwegian price, never the Swedish one', async () => {
    const backend = createTestBackend();
    const bottle = backend.store.data.products.find((product) => product.product_number === 'LIMIT-5')!;
    const prices = bottle.variants[0]!.prices['sg-consumer']!;
    expect([prices.SE!.sale, prices.NO!.sale]).toEqual([39900, 42900]);

    await renderApp(`/no/produkt/${bottle.slug}/`, { fetch: backend.fetch });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findAllByText((_, element) => nbsp(element?.textContent ?? '') === '429 kr'),
    ).not.toHaveLength(0);
    expect(nbsp(main.textContent)).not.toContain('399 kr');
  });

  it("the Norwegian grid shows each product's Norwegian price", async () => {
    const backend = createTestBackend();
    await renderApp('/no/', { fetch: backend.fetch });
    const cards = within(await productGrid()).getAllByRole('listitem');
    const shown = backend.store.data.products
      .filter((product) => product.storeGroupIds.includes('sg-consumer'))
      .slice(0, cards.length);
    const kroner = (amount: number) => nbsp(formatMoney(amount, 'NOK', 'nb-NO'));
    shown.forEach((product, index) => {
      const { SE, NO } = product.variants[0]!.prices['sg-consumer']!;
      expect(NO!.sale).not.toBe(SE!.sale);
      expect(nbsp(cards[index]!.textContent)).toContain(kroner(NO!.sale));
      expect(nbsp(cards[index]!.textContent)).not.toContain(kroner(SE!.sale));
    });
  });
});

describe("a business buyer's grid", () => {
  signOutAfterEach();

  // The cart is priced in the buyer's store group: the grid must not show the consumer prices beside it.
  it("shows the buyer's store group: its products (the business-only ones too) at its prices", async () => {
    const backend = createTestBackend();
    await signIn(backend, 'buyer@acme.test');
    await renderApp('/se/', { fetch: backend.fetch });
    const b2bProducts = backend.store.data.products.filter((product) =>
      product.storeGroupIds.includes('sg-b2b'),
    );
    const first = b2bProducts[0]!;
    const { sale } = first.variants[0]!.prices['sg-b2b']!.SE!;
    expect(sale).not.toBe(first.variants[0]!.prices['sg-consumer']?.SE?.sale);
    const kronor = nbsp(formatMoney(sale, 'SEK', 'sv-SE'));
    const firstCard = await waitFor(() => {
      const card = within(screen.getByRole('region', { name: 'Produkter' }))
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(first.product_name));
      expect(nbsp(card?.textContent ?? '')).toContain(kronor);
      return card!;
    });
    expect(firstCard).toBeTruthy();
    const businessOnly = b2bProducts.find((product) => !product.storeGroupIds.includes('sg-consumer'));
    if (businessOnly && b2bProducts.indexOf(businessOnly) < 24)
      expect(screen.getByRole('heading', { level: 2, name: businessOnly.product_name })).toBeTruthy();
  });
});

describe("a business buyer's product page", () => {
  signOutAfterEach();

  // Decision 046: the product page reads the product in the session's store group. It read the market's
  // consumer one, which does not sell a business-only product: the buyer got the error page.
  it('shows a business-only product at its business price, in the market of the page', async () => {
    const backend = createTestBackend();
    const vest = backend.store.data.products.find((product) => product.product_number === 'WW-8002')!;
    expect(vest.storeGroupIds).toEqual(['sg-b2b']);
    await signIn(backend, 'buyer@acme.test');
    await renderApp(`/no/produkt/${vest.slug}/`, { fetch: backend.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: vest.product_name })).toBeTruthy();
    const { sale } = vest.variants[0]!.prices['sg-b2b']!.NO!;
    const main = screen.getByRole('main');
    await waitFor(() => expect(nbsp(main.textContent)).toContain(nbsp(formatMoney(sale, 'NOK', 'nb-NO'))));
    expect(screen.getByRole('button', { name: 'Legg i handlekurven' })).toBeTruthy();
  });
});
