import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { ShopperSession } from '../session/shopper-session';

export const userQueryKey = ['user'] as const;

/** The signed-in user; fetched only when the session holds a user token (the spec), else null. */
export const userQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async () => {
      if (!(await session.ready()).getSnapshot().context.userToken) return null;
      const user = await callData(api.app.POST('/api/enad/get-user/'));
      // The session holds who is signed in: a user read again (a new company, new details) is told to it.
      session.userRead(user);
      return user;
    },
    staleTime: 60_000,
  });
