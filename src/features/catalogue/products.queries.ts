import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Product, ProductPage, VariantPrice } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

export const productsPerPage = 24;

export interface ProductListParams {
  market: string;
  page: number;
  category?: string;
  /** A business buyer's own store group; absent for the market's (what a prerendered page shows). */
  storeGroupId?: string;
}

/** What a grid card shows of a product: its first image and variant's price, and its stock over all variants. */
export interface ProductCardData {
  id: string;
  slug: string;
  name: string;
  brand: string;
  image?: Product['images'][number];
  price?: VariantPrice;
  stock: number;
}

export interface ProductCardPage extends Omit<ProductPage, 'data'> {
  data: ProductCardData[];
}

/**
 * The grid keeps only what its cards show. A prerendered home carries its query data in the page: with every
 * variant of 24 products that was 9 of the page's 14 kB gzip, past the first round trip's share of a new connection.
 */
export const toProductCards = ({ data, ...page }: ProductPage): ProductCardPage => ({
  ...page,
  data: data.map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.product_name,
    brand: product.brand.name,
    image: product.images[0],
    price: product.variants[0]?.price,
    stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
  })),
});

export const productsQueryOptions = (
  api: ApiClients,
  { market, page, category, storeGroupId }: ProductListParams,
) =>
  queryOptions({
    // A business store group's list is the signed-in buyer's (decision 046): outside the public `products` root, so
    // a logout removes it.
    queryKey: storeGroupId
      ? ['store-group-products', storeGroupId, market, { page, category }]
      : ['products', market, { page, category }],
    queryFn: async () =>
      toProductCards(
        await callData(
          api.app.GET('/api/products/', {
            params: {
              // openapi-fetch leaves out a parameter that is undefined.
              query: {
                market,
                page,
                perPage: productsPerPage,
                category: category || undefined,
                storeGroupId: storeGroupId || undefined,
              },
            },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const categoriesQueryOptions = (api: ApiClients, market: string) =>
  queryOptions({
    queryKey: ['products', market, 'categories'],
    queryFn: () => callData(api.app.GET('/api/categories/', { params: { query: { market } } })),
    staleTime: 5 * 60_000,
  });
