// One openapi-fetch client per host of the contract, each with the shared call rules.
import createClient, { type Client } from 'openapi-fetch';
import type { paths as AppPaths } from '../../openapi/app.gen';
import type { paths as ShopperPaths } from '../../openapi/shopper.gen';
import { toApiError } from './errors';
import { type Fetch, type Sleep, withoutCache, withRetries } from './transport';

export interface ApiBaseUrls {
  app: string;
  shopper: string;
}

export interface ApiClientOptions {
  baseUrls: ApiBaseUrls;
  fetch?: Fetch;
  sleep?: Sleep;
  /** The signed-in user's token, sent as `Authorization: Bearer` on app calls. */
  userToken?: () => string | undefined;
}

export interface ApiClients {
  app: Client<AppPaths>;
  shopper: Client<ShopperPaths>;
  /**
   * The signed-in user's token, as the app calls send it: a shopper call that acts for the user (naming a company
   * on the cart) sends it in its `User-Token` header, beside the cart token (docs/decisions/047).
   */
  userToken: () => string | undefined;
  /** Where the hosted payment providers' pages live (the shopper host's /shopper-widgets). */
  providerPages: string;
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

/**
 * Like `call`, for operations whose contract answers with a body (always an object). A 204 is still a success (the
 * shared rule: empty data), not an error: the caller gets `{}`, every field absent as in an empty body, and decides
 * what that reply means (a login without a token is no login: 'somethingWentWrong').
 */
export async function callData<T>(pending: Promise<ApiResult<T>>): Promise<NonNullable<T>> {
  const data = await call(pending);
  return data ?? ({} as NonNullable<T>);
}

/** The transport every client shares: the browser's fetch (or a test's) with the retry rule. */
export const baseFetch = (options: { fetch?: Fetch; sleep?: Sleep }) =>
  withRetries(options.fetch ?? ((request) => globalThis.fetch(request)), options.sleep);

export function createApiClients(options: ApiClientOptions): ApiClients {
  const base = baseFetch(options);
  const app = createClient<AppPaths>({ baseUrl: options.baseUrls.app, fetch: base });
  app.use({
    onRequest({ request }) {
      const token = options.userToken?.();
      if (token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return {
    app,
    shopper: createClient<ShopperPaths>({ baseUrl: options.baseUrls.shopper, fetch: withoutCache(base) }),
    userToken: () => options.userToken?.(),
    providerPages: `${options.baseUrls.shopper}/shopper-widgets`,
  };
}
