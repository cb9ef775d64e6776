import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../../../features/product/product.queries';
import { ProductPage } from '../../../features/product/product-page';

export const Route = createFileRoute('/$country/p/$slug')({
  loader: ({ params, context: { queryClient, api } }) =>
    queryClient.ensureQueryData(productQueryOptions(api, params.slug, params.country)),
  component: function ProductRoute() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});
