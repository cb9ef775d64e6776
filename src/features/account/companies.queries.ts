import { infiniteQueryOptions, keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

/** Page size of the company list and the users tab (accounts spec 9). */
export const companyPageSize = 10;

export const companiesQueryKey = ['companies'] as const;
export const organisationUsersQueryKey = ['organisation-users'] as const;

/** GET /api/enad/companies/: a page of the companies the user may see (all for a super admin). */
const companiesPage = (api: ApiClients, page: number, search: string, id?: string) =>
  callData(
    api.app.GET('/api/enad/companies/', {
      params: {
        query: { page, per_page: companyPageSize, ...(search ? { search } : {}), ...(id ? { id } : {}) },
      },
    }),
  );

/** A page of the companies the user may see, optionally searched. */
export const companiesQueryOptions = (api: ApiClients, page: number, search: string) =>
  queryOptions({
    queryKey: [...companiesQueryKey, { page, search }],
    queryFn: () => companiesPage(api, page, search),
    placeholderData: keepPreviousData,
  });

/** The pages of the companies the user may see that match the search, one page more at a time (the chooser). */
export const companyPagesQueryOptions = (api: ApiClients, search: string) =>
  infiniteQueryOptions({
    queryKey: [...companiesQueryKey, 'pages', { search }],
    queryFn: ({ pageParam }) => companiesPage(api, pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.total_pages ? page + 1 : undefined),
    // The list of the previous search stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One company the user may see, by id (null when it is none of theirs). */
export const companyQueryOptions = (api: ApiClients, id: string) =>
  queryOptions({
    queryKey: [...companiesQueryKey, 'one', id],
    queryFn: async () => (await companiesPage(api, 1, '', id)).companies[0] ?? null,
  });

/**
 * Keeps a company just chosen as the answer of its by-id query: a caller that keeps only the id (the order
 * list's URL) finds the name at once.
 */
export function useKeepChosenCompany() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (company: Company) =>
    queryClient.setQueryData(companyQueryOptions(api, company.id).queryKey, company);
}

/** A page of a company's users, optionally searched. */
export const organisationUsersQueryOptions = (
  api: ApiClients,
  companyId: string,
  page: number,
  search: string,
) =>
  queryOptions({
    queryKey: [...organisationUsersQueryKey, companyId, { page, search }],
    queryFn: () =>
      callData(
        api.app.GET('/api/enad/organisation-users/', {
          params: {
            query: { company_id: companyId, page, per_page: companyPageSize, ...(search ? { search } : {}) },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
