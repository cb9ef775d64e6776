// The commerce management host and its oauth host. Kept apart from the shop's clients: no page of the
// storefront needs it at start, so its code loads only with the features that use it.
import createClient, { type Client } from 'openapi-fetch';
import type { paths as ManagementPaths } from '../../openapi/management.gen';
import { baseFetch, callData } from './clients';
import { type Fetch, type OauthTokens, type Sleep, withOauth } from './transport';

export interface ManagementClientOptions {
  baseUrls: { management: string; oauth: string };
  fetch?: Fetch;
  sleep?: Sleep;
  /** The storefront's public oauth client id. */
  oauthClientId?: string;
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

export function createManagementClient(options: ManagementClientOptions): Client<ManagementPaths> {
  const base = baseFetch(options);
  const tokens = oauthTokens(base, options.baseUrls.oauth, options.oauthClientId ?? 'statefront-web');
  return createClient<ManagementPaths>({
    baseUrl: options.baseUrls.management,
    fetch: withOauth(base, tokens),
  });
}
