import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

export const marketsQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: ['settings', 'markets'],
    queryFn: () => callData(api.app.GET('/api/markets/')),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const settingsQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: () => callData(api.app.GET('/api/settings/')),
    staleTime: 5 * 60_000,
  });
