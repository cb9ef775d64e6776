// What the product grid keeps of a page of products (and a prerendered home carries in its HTML): the card's
// fields, priced and stocked as the full product would show them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../openapi/types';
import { productsPerPage, toProductCards } from '../../src/features/catalogue/products.queries';
import { createTestBackend, testOrigin } from '../support/test-backend';

describe('product cards', () => {
  let page: ProductPage;
  let products: Product[];
  let cards: ReturnType<typeof toProductCards>;
  beforeAll(async () => {
    const response = await createTestBackend().fetch(
      new Request(`${testOrigin}/api/products/?market=se&page=1&perPage=${productsPerPage}`),
    );
    page = (await response.json()) as ProductPage;
    products = page.data;
    cards = toProductCards(page);
  });

  it('keeps the paging and one card per product, in order', () => {
    expect(products).toHaveLength(productsPerPage);
    expect(cards).toMatchObject({ total: page.total, total_pages: page.total_pages, page: 1 });
    expect(cards.data.map((card) => card.id)).toEqual(products.map((product) => product.id));
  });

  it("shows the first image, the first variant's price and the stock of every variant", () => {
    // The seed's Classic Organic Tee: 20 variants (4 colours, 5 sizes) with 4,565 in stock together.
    expect(cards.data[0]).toEqual({
      id: 'p-ts-1001',
      slug: 'classic-organic-tee',
      name: 'Classic Organic Tee',
      brand: 'Nordvik',
      image: {
        url: '/api/media/products/p-ts-1001/v-ts-1001-black-s.svg',
        width: 400,
        height: 400,
        alt: 'Classic Organic Tee',
      },
      price: { currency: 'SEK', base_price_amount: 19900, sale_price_amount: 19900, on_sale: false },
      stock: 4565,
    });
    expect(products[0]?.variants).toHaveLength(20);
  });

  it('is a fraction of the page it is made from', () => {
    expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(page).length / 5);
  });
});
