import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

export const productsQueryOptions = (
  api: ApiClients,
  { market, page, category, storeGroupId }: ProductListParams,
) =>
  queryOptions({
    queryKey: ['products', market, { page, category, storeGroupId }],
    queryFn: () =>
      callData(
        api.app.GET('/api/products/', {
          params: {
            query: {
              market,
              page,
              perPage: productsPerPage,
              ...(category ? { category } : {}),
              ...(storeGroupId ? { storeGroupId } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const categoriesQueryOptions = (api: ApiClients, market: string) =>
  queryOptions({
    queryKey: ['products', market, 'categories'],
    queryFn: () => callData(api.app.GET('/api/categories/', { params: { query: { market } } })),
    staleTime: 5 * 60_000,
  });
