// The floor of `npm run perf` (issue 18): React + TanStack Router rendering a heading and the market's first
// products from the same backend, built by Vite like the shop, nothing else. The shop's pages are measured
// against its LCP in the same run, and against the time its one button works (issue 34): a cart button that
// opens a panel, enabled as soon as React has rendered it.
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './bare.css';

interface Product {
  id: string;
  product_name: string;
  images: { url: string; width: number; height: number }[];
  variants: { price?: { sale_price_amount: number; currency: string } }[];
}

function Home() {
  const [products, setProducts] = useState<Product[]>([]);
  const [cartOpen, setCartOpen] = useState(false);
  useEffect(() => {
    fetch('/api/products/?market=se&page=1&perPage=24')
      .then((response) => response.json())
      .then((body: { data: Product[] }) => setProducts(body.data));
  }, []);
  return (
    <main>
      <h1>Statefront</h1>
      <button type="button" aria-expanded={cartOpen} onClick={() => setCartOpen(!cartOpen)}>
        Varukorg (0)
      </button>
      {cartOpen && (
        <section role="dialog" aria-label="Varukorg">
          <p>Varukorgen är tom.</p>
        </section>
      )}
      <ul className="grid">
        {products.map((product, index) => {
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

const rootRoute = createRootRoute();
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  ]),
  basepath: '/bare',
});

const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);
