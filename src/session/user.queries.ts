import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import type { ShopperSession } from './shopper-session';

export const userQueryKey = ['user'] as const;

/** The signed-in user; fetched only when the session holds a user token (the spec), else null. */
export const userQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async () => {
      const askedBeforeStart = session.current() === undefined;
      const { userToken, user: sessionUser } = (await session.ready()).getSnapshot().context;
      if (!userToken) return null;
      // Asked while the session was starting: the user the session has just read (a visitor still signed in
      // from an earlier visit) is the answer, not asked for twice. Asked again later, the user is read afresh.
      if (askedBeforeStart && sessionUser) return sessionUser;
      const user = await callData(api.app.POST('/api/enad/get-user/'));
      // The session holds who is signed in: a user read again (a new company, new details) is told to it.
      session.userRead(user);
      return user;
    },
    staleTime: 60_000,
  });
