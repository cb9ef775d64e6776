import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

/** The company-files query's page size (shopping spec 9). */
export const companyFilesPageSize = 200;

export const companyFilesQueryKey = ['company-files'] as const;

/** The company's print files (hidden previews too; the panel lists only the visible ones). */
export const companyFilesQueryOptions = (api: ApiClients, companyId: string) =>
  queryOptions({
    queryKey: [...companyFilesQueryKey, companyId],
    queryFn: async () => {
      const data = await callData(
        api.app.GET('/api/company-media/', {
          params: { query: { companyId, per_page: companyFilesPageSize } },
        }),
      );
      return data.companies.find((company) => company.id === companyId)?.files ?? [];
    },
    // The files' links are signed for an hour: read the list again well before they expire.
    refetchInterval: 20 * 60_000,
    refetchOnWindowFocus: true,
  });
