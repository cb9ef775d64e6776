// fetch wrappers that carry the shared call rules below openapi-fetch, so every client gets them.
import { oauthFailedMessage, unexpectedErrorMessage } from './errors';

export type Fetch = (request: Request) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;

export const unexpectedErrorRetries = 3;
export const unexpectedErrorRetryDelayMs = 500;

const realSleep: Sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const jsonResponse = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A non-API failure is one the API did not answer itself: the network failed, or something in between
 * (a proxy, a gateway) answered 5xx without a JSON body. API errors (JSON bodies) are never retried.
 */
const isNonApiFailure = (response: Response) =>
  response.status >= 500 && !response.headers.get('content-type')?.includes('application/json');

/** Retries non-API failures 3 times, 500 ms apart, then answers 500 'An unexpected error occurred'. */
export function withRetries(fetch: Fetch, sleep: Sleep = realSleep): Fetch {
  return async (request) => {
    for (let attempt = 0; attempt <= unexpectedErrorRetries; attempt++) {
      if (attempt > 0) await sleep(unexpectedErrorRetryDelayMs);
      try {
        const response = await fetch(request.clone());
        if (!isNonApiFailure(response)) return response;
      } catch {
        // a network failure: retry
      }
    }
    return jsonResponse(500, { error: unexpectedErrorMessage });
  };
}

/** Requests that must never come from a cache (every cart and session call). */
export function withoutCache(fetch: Fetch): Fetch {
  return (request) => fetch(new Request(request, { cache: 'no-store' }));
}

export interface OauthTokens {
  /** The current token, fetched if there is none yet. */
  current(): Promise<string>;
  /** Drops the current token and fetches a new one. */
  refresh(): Promise<string>;
}

const isRefused = (response: Response) => response.status === 401 || response.status === 403;

/** Management host: bearer token; a 401/403 refreshes it once and retries, else 'OAuth2 failed, cannot retry.'. */
export function withOauth(fetch: Fetch, tokens: OauthTokens): Fetch {
  const send = (request: Request, token: string) => {
    const authorised = new Request(request.clone());
    authorised.headers.set('authorization', `Bearer ${token}`);
    return fetch(authorised);
  };
  return async (request) => {
    const first = await send(request, await tokens.current().catch(() => ''));
    if (!isRefused(first)) return first;
    try {
      const second = await send(request, await tokens.refresh());
      if (!isRefused(second)) return second;
      return jsonResponse(second.status, { error: oauthFailedMessage });
    } catch {
      return jsonResponse(first.status, { error: oauthFailedMessage });
    }
  };
}
