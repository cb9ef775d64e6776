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
    for (const [index, product] of products.entries())
      expect(cards.data[index]).toEqual({
        id: product.id,
        slug: product.slug,
        name: product.product_name,
        brand: product.brand.name,
        image: product.images[0],
        price: product.variants[0]?.price,
        stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
      });
  });

  it('is a fraction of the page it is made from', () => {
    expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(page).length / 5);
  });
});
