import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../../../features/product/product.queries';
import { ProductPage } from '../../../features/product/product-page';
import { loadShopTexts } from '../../../i18n/namespaces';

export const Route = createFileRoute('/$country/p/$slug')({
  // Loader and view in one lazy chunk: their code stays out of the entry (docs/decisions/005).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params, context: { queryClient, api, i18n } }) =>
    Promise.all([
      queryClient.ensureQueryData(productQueryOptions(api, params.slug, params.country)),
      loadShopTexts(i18n),
    ]),
  component: function ProductRoute() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});
