// The in-process backend as the account and cart contract tests drive it: JSON calls with an optional
// bearer token that answer status, body and headers, and a seeded user's token.
import { createTestBackend, type TestBackend, testOrigin } from './test-backend';

type Body = Record<string, unknown>;

/** An answer; its headers are not enumerable, so a whole answer compares as `{ status, body }`. */
export type JsonAnswer<T> = { status: number; body: T; readonly headers: Headers };

/** A JSON call to the backend with an optional bearer token (a user or cart token). */
export const jsonSender =
  (backend: TestBackend) =>
  async <T = Body>(method: string, path: string, body?: unknown, token?: string): Promise<JsonAnswer<T>> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const answer = { status: response.status, body: (await response.json()) as T };
    return Object.defineProperty(answer, 'headers', {
      value: response.headers,
      enumerable: false,
    }) as JsonAnswer<T>;
  };

export function accountBackend(options: Parameters<typeof createTestBackend>[0] = {}) {
  const backend = createTestBackend(options);
  const send = jsonSender(backend);
  /** The user token of a seeded user (every seeded password is the same). */
  const login = async (email: string, password = 'Statefront1!') =>
    (await send<{ access_token: string }>('POST', '/api/enad/login/', { email, password })).body.access_token;
  return { backend, send, login };
}
