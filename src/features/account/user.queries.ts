import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { ShopperSession } from '../session/shopper-session';

export const userQueryKey = ['user'] as const;

/** The signed-in user; fetched only when the session holds a user token (the spec), else null. */
export const userQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async () =>
      (await session.ready()).getSnapshot().context.userToken
        ? callData(api.app.POST('/api/enad/get-user/'))
        : null,
    staleTime: 60_000,
  });
