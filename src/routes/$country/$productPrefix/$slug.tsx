import { createFileRoute, notFound } from '@tanstack/react-router';
import { marketsQueryOptions } from '../../../features/markets/markets.queries';
import { isProductPrefixOf } from '../../../features/markets/product-link';
import { findMarket } from '../../../features/markets/use-market';
import { productPageStoreGroup, productQueryOptions } from '../../../features/product/product.queries';
import { ProductPage } from '../../../features/product/product-page';
import { loadShopTexts } from '../../../i18n/namespaces';

// /{productUrlPrefix}/{slug}/: the market's own prefix (docs/decisions/027); any other is not a product page.
export const Route = createFileRoute('/$country/$productPrefix/$slug')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params, context: { queryClient, api, i18n, session } }) => {
    const { markets } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    const market = findMarket(markets, params.country);
    if (!market || !isProductPrefixOf(market, params.country, params.productPrefix)) throw notFound();
    // The shopper's store group: a business buyer's product may be one no consumer sees (decision 046).
    const storeGroupId = await productPageStoreGroup(session, market);
    await Promise.all([
      queryClient.ensureQueryData(
        productQueryOptions(api, { slug: params.slug, market: params.country, storeGroupId }),
      ),
      loadShopTexts(i18n),
    ]);
    return { storeGroupId };
  },
  component: function ProductRoute() {
    const { slug } = Route.useParams();
    const { storeGroupId } = Route.useLoaderData();
    return <ProductPage slug={slug} storeGroupId={storeGroupId} />;
  },
});
