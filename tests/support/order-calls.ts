// The order calls of the embedded backend in-process, signed in as a seeded user: the contract tests of orders
// and of their company approval (issue 33) call them alike.
import type { OrderSummary } from '../../openapi/types';
import { createTestBackend, testOrigin } from './test-backend';

type Body = Record<string, unknown>;

export function orderCalls() {
  const backend = createTestBackend();
  const call = async <T = Body>(path: string, body: unknown, token?: string) => {
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as T };
  };
  const login = async (email: string) => {
    const { body } = await call<{ access_token: string; user: { id: string } }>('/api/enad/login/', {
      email,
      password: 'Statefront1!',
    });
    return { token: body.access_token, userId: body.user.id };
  };
  const list = (path: string, body: Body, token?: string) =>
    call<{ orderSummaries: OrderSummary[]; error?: string }>(`/api/brink/${path}/`, body, token);
  const order = (id: string) => backend.store.data.orders.find((candidate) => candidate.id === id)!;
  return { backend, call, login, list, order };
}
