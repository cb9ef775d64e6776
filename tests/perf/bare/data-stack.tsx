// What the home needs beside React and the router, and nothing of the shop's own: openapi-fetch calls the
// backend through its contract's types, react-query keeps the answers, i18next writes the texts.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import createClient from 'openapi-fetch';
import type { ReactNode } from 'react';
import type { paths } from '../../../openapi/app.gen';
import { type Product, productsPath, productsQuery } from './bare-page';

const client = createClient<paths>();
const queryClient = new QueryClient();

await i18next.init({
  lng: 'sv',
  resources: { sv: { translation: { cart: 'Varukorg ({{count}})', empty: 'Varukorgen är tom.' } } },
});
export const { t } = i18next;

export const withData = (page: ReactNode) => (
  <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
);

export function useProducts(): Product[] {
  const { data } = useQuery({
    queryKey: [productsPath, productsQuery],
    queryFn: async () => {
      const { data: body } = await client.GET(productsPath, { params: { query: productsQuery } });
      return body?.data ?? [];
    },
  });
  return data ?? [];
}
