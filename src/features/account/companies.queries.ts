import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

/** Page size of the company list and the users tab (accounts spec 9). */
export const companyPageSize = 10;

export const companiesQueryKey = ['companies'] as const;
export const organisationUsersQueryKey = ['organisation-users'] as const;

/** A page of the companies the user may see (all of them for a super admin), optionally searched. */
export const companiesQueryOptions = (api: ApiClients, page: number, search: string) =>
  queryOptions({
    queryKey: [...companiesQueryKey, { page, search }],
    queryFn: () =>
      callData(
        api.app.GET('/api/enad/companies/', {
          params: { query: { page, per_page: companyPageSize, ...(search ? { search } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });

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
