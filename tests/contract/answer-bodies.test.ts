// The embedded backend's JSON answers stay readable however long a client takes to read them. Node's
// Response.clone() cancels a body when the object it was cloned from is collected, and compress() swaps that
// object (its Vary header) before anyone reads the body: a clone in the response check made an answer unusable
// once a garbage collection came first (CI, stop 42: listMarkets "Body has already been consumed").
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { createMockServer } from '../../server-mock/app';
import { testNow, testOrigin } from '../support/test-backend';

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

it('answers a body that is still readable after a garbage collection', async () => {
  // Without the Prism wrapper (which reads every answer at once): the backend as a server runs it.
  const backend = createMockServer({ clock: () => testNow, validateResponses: true });
  for (const path of ['/api/markets/', '/api/settings/', '/api/products/?market=se']) {
    const response = await backend.fetch(new Request(`${testOrigin}${path}`));
    collectGarbage();
    await new Promise((done) => setTimeout(done, 0));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toBeTypeOf('object');
  }
});
