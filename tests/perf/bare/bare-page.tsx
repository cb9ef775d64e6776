// The bare pages of `npm run perf` (the floor and the stack's floors beside it): a heading, a cart button that
// opens a panel, and the market's first products as the backend sends them, rendered by React + TanStack Router.
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './bare.css';

export interface Product {
  id: string;
  product_name: string;
  images: { url: string; width: number; height: number }[];
  variants: { price?: { sale_price_amount: number; currency: string } }[];
}

export const productsPath = '/api/products/';
export const productsQuery = { market: 'se', page: 1, perPage: 24 } as const;

/** The page; `cartButton` opens the panel, whose text is `emptyCart`. */
export function BarePage(props: {
  products: Product[];
  cartButton: ReactNode;
  cartOpen: boolean;
  emptyCart: string;
}) {
  return (
    <main>
      <h1>Statefront</h1>
      {props.cartButton}
      {props.cartOpen && (
        <section role="dialog" aria-label="Varukorg">
          <p>{props.emptyCart}</p>
        </section>
      )}
      <ul className="grid">
        {props.products.map((product, index) => {
          const image = product.images[0];
          const price = product.variants[0]?.price;
          return (
            <li key={product.id}>
              {image && (
                <img
                  src={`${image.url}?w=320`}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
              )}
              <h2>{product.product_name}</h2>
              {price && (
                <p>
                  {new Intl.NumberFormat('sv-SE', { style: 'currency', currency: price.currency }).format(
                    price.sale_price_amount / 100,
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}

/** Renders `Page` at the router's root, under the page's base (`/<page>/`, vite.config.ts), inside `wrap` (a provider). */
export function renderBarePage(Page: () => ReactNode, wrap = (page: ReactNode) => page) {
  const basepath = import.meta.env.BASE_URL.replace(/\/$/, '');
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page }),
    ]),
    basepath,
  });
  const root = document.getElementById('root');
  if (root) createRoot(root).render(wrap(<RouterProvider router={router} />));
}
