// What a flow's adapter (`<flow>.flow.ts`, docs/decisions/045) implements its machine's actors and actions
// from: the API clients, the query client, the shopper session, navigation, toasts and texts. The views build it
// with `useFlowEnvironment`; the flow tests build it without React or a DOM (tests/support/flow-environment.ts).
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FlatNamespace } from 'i18next';
import { useApi } from '../api/api-context';
import type { ApiClients } from '../api/clients';
import { useTranslation } from '../i18n/use-translation';
import { toast } from '../ui/toast-queue';
import { type ShopperSession, useShopperSession } from './shopper-session';

/** A text of the flow's namespace, as `useTranslation(namespace).t` gives it. */
export type FlowText = (key: string, options?: Record<string, unknown>) => string;

/** Where a flow sends the shopper: a route with its params and search, or a same-site `href`. */
export type FlowNavigate = ReturnType<typeof useNavigate>;

export interface FlowEnvironment {
  api: ApiClients;
  queryClient: QueryClient;
  /** Who is shopping where: every market, store group, company and token is read through it. */
  session: ShopperSession;
  navigate: FlowNavigate;
  toast: typeof toast;
  t: FlowText;
}

/** The environment of a view's flow, its texts from `namespace`. */
export function useFlowEnvironment(namespace: FlatNamespace): FlowEnvironment {
  const { t } = useTranslation(namespace);
  return {
    api: useApi(),
    queryClient: useQueryClient(),
    session: useShopperSession(),
    navigate: useNavigate(),
    toast,
    t: t as unknown as FlowText,
  };
}
