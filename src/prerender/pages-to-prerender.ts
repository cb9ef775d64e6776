import type { Market } from '../../openapi/types';

/** A page rendered at build time. */
interface PageToPrerender {
  path: string;
  story?: string;
  /** The file of the route that renders it: its chunks are preloaded with the entry's. */
  route: string;
}

/** Every page the build renders (prerenderedPages), from the markets and products of the embedded backend. */
export async function pagesToPrerender(
  backend: (request: Request) => Promise<Response>,
  markets: Market[],
): Promise<PageToPrerender[]> {
  return [
    ...markets.flatMap(({ enadMarket: country }) =>
      ['', 'terms/', 'integrity/'].map((page) => ({
        path: `/${country}/${page}`,
        story: page ? undefined : `${country}/home`,
        route: `src/routes/$country/${page ? page.slice(0, -1) : 'index'}.tsx`,
      })),
    ),
    // The same for every visitor on arrival: a form whose fields wait for the app (decision 033).
    { path: '/login/', route: 'src/routes/login.tsx' },
    // Prices and stock render pending, filled in after hydration (decision 039).
    ...(await productPages(backend, markets)).map((path) => ({
      path,
      route: 'src/routes/$country/$productPrefix/$slug.tsx',
    })),
    ...shellPages(markets),
  ];
}

/**
 * Every product page that a market's visitors can open (decision 039): `/<productUrlPrefix>/<slug>/` of each
 * product the market's consumer store group sees. A business-only product or an unknown slug is not among them:
 * its page is rendered in the browser.
 */
async function productPages(backend: (request: Request) => Promise<Response>, markets: Market[]) {
  const pages: string[] = [];
  for (const { enadMarket, productUrlPrefix } of markets)
    for (let page = 1, last = 1; page <= last; page++) {
      const products = (await (
        await backend(new Request(`http://build/api/products/?market=${enadMarket}&perPage=100&page=${page}`))
      ).json()) as { data: { slug: string }[]; total_pages: number };
      last = products.total_pages;
      for (const { slug } of products.data) pages.push(`/${productUrlPrefix}/${slug}/`);
    }
  return pages;
}

/**
 * The prerendered shells (decision 040): pages of private data, rendered in the loading state they show before
 * it (header, heading, placeholders of the final size), the same for everyone. The app hydrates them and fills
 * them in once the session has loaded. Like the login and the product pages they preload only the entry's
 * chunks: preloading the route's chunks, texts and the session's runtime too (some 30 files) held their first
 * paint, which is their largest, back by 0.6-0.7 s on a phone (Lighthouse; decision 040, update of 2026-11-26).
 */
function shellPages(markets: { enadMarket: string }[]): PageToPrerender[] {
  return [
    ...markets.map(({ enadMarket }) => ({
      path: `/${enadMarket}/checkout/`,
      route: 'src/routes/$country/checkout/index.tsx',
    })),
    { path: '/my-account/orders/', route: 'src/routes/my-account/orders/index.tsx' },
  ];
}
