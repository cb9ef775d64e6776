import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import { type ShopperSession, useSessionOf } from './shopper-session';

export const userQueryKey = ['user'] as const;

/** The signed-in user; fetched only when the session holds a user token (the spec), else null. */
export const userQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async () => {
      const askedBeforeStart = session.current() === undefined;
      // Without a kept user token nobody is signed in: the session need not load to say so (decision 059).
      const actor = await session.readyIfKept();
      if (!actor) return null;
      const snapshot = actor.getSnapshot();
      const { userToken, user: sessionUser } = snapshot.context;
      if (!userToken) return null;
      // Asked while the session was starting: the user the session has just read (a visitor still signed in
      // from an earlier visit) is the answer, not asked for twice; so is nobody, when the session could not read
      // the user (it asks again itself). Asked again later, the user is read afresh.
      if (askedBeforeStart && (sessionUser || snapshot.matches('userUnavailable'))) return sessionUser;
      const user = await callData(api.app.POST('/api/enad/get-user/'));
      // The session holds who is signed in: a user read again (a new company, new details) is told to it.
      session.userRead(user);
      return user;
    },
    staleTime: 60_000,
  });

/**
 * The signed-in user (null for a visitor), the spec's `useUser`: read through the shopper session, which holds who
 * is signed in. Outside its provider: 'useUser must be used within an EnadUserProvider'.
 */
export function useUser() {
  const session = useSessionOf('useUser');
  return useQuery(userQueryOptions(useApi(), session));
}
