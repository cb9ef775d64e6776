// The floor of `npm run perf` (issue 18): React + TanStack Router rendering a heading and the market's first
// products from the same backend, built by Vite like the shop, nothing else. The shop's pages are measured
// against its LCP in the same run, and against the time its one button works (issue 34): a cart button that
// opens a panel, enabled as soon as React has rendered it.
import { useEffect, useState } from 'react';
import { BarePage, type Product, productsPath, productsQuery, renderBarePage } from './bare-page';

function Home() {
  const [products, setProducts] = useState<Product[]>([]);
  const [cartOpen, setCartOpen] = useState(false);
  useEffect(() => {
    const query = Object.entries(productsQuery).map(([key, value]) => [key, String(value)]);
    fetch(`${productsPath}?${new URLSearchParams(query)}`)
      .then((response) => response.json())
      .then((body: { data: Product[] }) => setProducts(body.data));
  }, []);
  return (
    <BarePage
      products={products}
      cartOpen={cartOpen}
      emptyCart="Varukorgen är tom."
      cartButton={
        <button type="button" aria-expanded={cartOpen} onClick={() => setCartOpen(!cartOpen)}>
          Varukorg (0)
        </button>
      }
    />
  );
}

renderBarePage(Home);
