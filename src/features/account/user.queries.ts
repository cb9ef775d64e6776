import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { readCookie, userTokenCookie } from '../../lib/cookies';

export const userQueryKey = ['user'] as const;

/** The signed-in user; fetched only when the user token cookie exists (the spec), else null. */
export const userQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async () => (readCookie(userTokenCookie) ? callData(api.app.POST('/api/enad/get-user/')) : null),
    staleTime: 60_000,
  });
