// A 429 (throttled: too many attempts) gets the shop's own translated text, whatever the service wrote:
// the machines show a failed call's `error` as it comes, so the text is put there, in the user's language.
import type { Middleware } from 'openapi-fetch';
import type { ApiClients } from './clients';

/** The text of a 429, given the seconds of its `Retry-After` (undefined when it has none). */
export type ThrottledText = (retryAfterSeconds: number | undefined) => string | Promise<string>;

export function throttledTextMiddleware(text: ThrottledText): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 429) return undefined;
      const { withThrottledText } = await import('./throttled-answer');
      return withThrottledText(response, text);
    },
  };
}

/** Shows every 429 of the app and shopper hosts with the text. */
export function showThrottledText(api: ApiClients, text: ThrottledText) {
  const middleware = throttledTextMiddleware(text);
  api.app.use(middleware);
  api.shopper.use(middleware);
}
