// One openapi-fetch client per host of the contract, each with the shared call rules.
import createClient, { type Client } from 'openapi-fetch';
import type { paths as AppPaths } from '../../openapi/app.gen';
import type { paths as ManagementPaths } from '../../openapi/management.gen';
import type { paths as ShopperPaths } from '../../openapi/shopper.gen';
import { toApiError } from './errors';
import { type Fetch, type OauthTokens, type Sleep, withOauth, withoutCache, withRetries } from './transport';

export interface ApiBaseUrls {
  app: string;
  shopper: string;
  management: string;
  oauth: string;
}

export interface ApiClientOptions {
  baseUrls: ApiBaseUrls;
  fetch?: Fetch;
  sleep?: Sleep;
  /** The signed-in user's token, sent as `Authorization: Bearer` on app calls. */
  userToken?: () => string | undefined;
  /** The storefront's public oauth client id for the management host. */
  oauthClientId?: string;
}

export interface ApiClients {
  app: Client<AppPaths>;
  shopper: Client<ShopperPaths>;
  management: Client<ManagementPaths>;
}

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Unwraps an openapi-fetch result by the shared rules: data on success (a 204 gives `null`),
 * otherwise an ApiError with the text of `error`, else `message`, else `somethingWentWrong`.
 */
export async function call<T>(pending: Promise<ApiResult<T>>): Promise<NonNullable<T> | null> {
  const { data, error, response } = await pending;
  if (!response.ok) throw toApiError(response.status, error);
  return response.status === 204 ? null : ((data ?? null) as NonNullable<T> | null);
}

/** Like `call`, for operations that always answer with a body. */
export async function callData<T>(pending: Promise<ApiResult<T>>): Promise<NonNullable<T>> {
  const data = await call(pending);
  if (data === null) throw toApiError(500, undefined);
  return data;
}

function oauthTokens(fetch: Fetch, oauthBaseUrl: string, clientId: string): OauthTokens {
  const oauth = createClient<ManagementPaths>({ baseUrl: oauthBaseUrl, fetch });
  let token: Promise<string> | undefined;
  const refresh = () => {
    token = callData(
      oauth.POST('/oauth/token', { body: { grant_type: 'client_credentials', client_id: clientId } }),
    ).then((answer) => answer.access_token);
    token.catch(() => {
      token = undefined;
    });
    return token;
  };
  return { current: () => token ?? refresh(), refresh };
}

export function createApiClients(options: ApiClientOptions): ApiClients {
  const base = withRetries(options.fetch ?? ((request) => globalThis.fetch(request)), options.sleep);
  const app = createClient<AppPaths>({ baseUrl: options.baseUrls.app, fetch: base });
  app.use({
    onRequest({ request }) {
      const token = options.userToken?.();
      if (token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  const tokens = oauthTokens(base, options.baseUrls.oauth, options.oauthClientId ?? 'statefront-web');
  return {
    app,
    shopper: createClient<ShopperPaths>({ baseUrl: options.baseUrls.shopper, fetch: withoutCache(base) }),
    management: createClient<ManagementPaths>({
      baseUrl: options.baseUrls.management,
      fetch: withOauth(base, tokens),
    }),
  };
}
