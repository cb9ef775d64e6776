// A floor of `npm run perf` beside the bare page (issue 34, decision 091): the same page with the libraries the home
// needs besides React and the router (React Query, openapi-fetch, i18next), and no code of the shop's.
import { useState } from 'react';
import { BarePage, renderBarePage } from './bare-page';
import { t, useProducts, withData } from './data-stack';

function Home() {
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <BarePage
      products={useProducts()}
      cartOpen={cartOpen}
      emptyCart={t('empty')}
      cartButton={
        <button type="button" aria-expanded={cartOpen} onClick={() => setCartOpen(!cartOpen)}>
          {t('cart', { count: 0 })}
        </button>
      }
    />
  );
}

renderBarePage(Home, withData);
