// The seeded flow analyst (docs/decisions/047): the only user whose token reads GET /api/flow-usage/.
import type { MockServer } from '../../server-mock/app';
import { testOrigin } from './test-backend';

export const flowAnalyst = { email: 'analyst@statefront.test', password: 'Statefront1!' } as const;

/** Signs the analyst in on an in-process backend; answers the headers of a usage read. */
export async function analystHeaders(backend: Pick<MockServer, 'fetch'>): Promise<Record<string, string>> {
  const response = await backend.fetch(
    new Request(`${testOrigin}/api/enad/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(flowAnalyst),
    }),
  );
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
