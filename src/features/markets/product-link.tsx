import { Link } from '@tanstack/react-router';
import type { MouseEventHandler, ReactNode } from 'react';
import type { Market } from '../../../openapi/types';

/** The market's product path prefix as its two route segments: `se/produkt` → country and prefix. */
function prefixSegments(market: Market) {
  const [country = market.enadMarket, productPrefix = 'p'] = market.productUrlPrefix
    .split('/')
    .filter(Boolean);
  return { country, productPrefix };
}

/** Whether `/{country}/{productPrefix}/` is the market's product prefix. */
export function isProductPrefixOf(market: Market, country: string, productPrefix: string) {
  const own = prefixSegments(market);
  return own.country === country.toLowerCase() && own.productPrefix === productPrefix;
}

/** A link to a product page: `/{productUrlPrefix}/{slug}/` of the market (the spec's product route). */
export function ProductLink({
  market,
  slug,
  children,
  ...props
}: {
  market: Market;
  slug: string;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <Link to="/$country/$productPrefix/$slug/" params={{ ...prefixSegments(market), slug }} {...props}>
      {children}
    </Link>
  );
}
