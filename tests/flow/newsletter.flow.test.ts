// The newsletter block's flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { newsletterFlow } from '../../src/features/newsletter/newsletter.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { testNow } from '../support/test-backend';

async function subscribe(market: string, email: string) {
  const flow = await createFlowEnvironment({ market, namespace: 'shop' });
  const actor = createActor(newsletterFlow(flow.environment)).start();
  actor.send({ type: 'newsletter.change', email });
  actor.send({ type: 'newsletter.submit' });
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  return { ...flow, actor };
}

describe('newsletter flow', () => {
  it('subscribes the address to the shop’s list, with the shopper’s market as its source', async () => {
    const { actor, backend } = await subscribe('gb', ' Anna.Berg@Example.se ');
    expect(actor.getSnapshot().value).toBe('success');
    expect(backend.store.data.newsletter).toEqual([
      {
        email: 'anna.berg@example.se',
        listId: 'statefront-news',
        consent: expect.objectContaining({ value: true, date: testNow.toISOString(), source: 'home:gb' }),
      },
    ]);
  });

  it('sends nothing for a malformed address', async () => {
    const { actor, backend } = await subscribe('se', 'anna.berg@');
    expect(actor.getSnapshot().context.fieldError).toBe('emailInvalid');
    expect(backend.store.data.newsletter).toEqual([]);
  });

  it('keeps the address and shows the server’s message when the list refuses it', async () => {
    const flow = await createFlowEnvironment({ market: 'no', namespace: 'shop' });
    flow.backend.store.faults.push({
      id: 'refused',
      route: 'POST /api/newsletter/subscribe/',
      status: 400,
      body: { error: 'The list is closed' },
      times: 1,
    });
    const actor = createActor(newsletterFlow(flow.environment)).start();
    actor.send({ type: 'newsletter.change', email: 'anna.berg@example.se' });
    actor.send({ type: 'newsletter.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'), { timeout: 10_000 });
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'anna.berg@example.se',
      errorMessage: 'The list is closed',
    });
    expect(flow.backend.store.data.newsletter).toEqual([]);
  });
});
