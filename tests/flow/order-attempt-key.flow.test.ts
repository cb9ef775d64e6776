// The confirmation's Idempotency-Key (issue 31, item 7): random per order attempt, so nobody can guess it and use
// it first, and the same for the attempt's retries, so a retry answers the order the first call made.
import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../src/api/transport';
import { clearOrderedCart, createdOrderQueryOptions } from '../../src/features/checkout/order-confirmation';
import { addLine, payAndOrder, signedIn, startCheckout, storedCheckout } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';
import { createTestBackend } from '../support/test-backend';

describe('the order confirmation’s Idempotency-Key', () => {
  it('is random per attempt and kept for its retries', async () => {
    const backend = createTestBackend();
    const sentKeys: string[] = [];
    let unavailable = true;
    // The first create-order meets a busy service (503); the confirmation's retry is answered.
    const fetch: Fetch = async (request) => {
      if (new URL(request.url).pathname === '/api/brink/create-order/') {
        sentKeys.push(request.headers.get('idempotency-key') ?? '');
        if (unavailable) {
          unavailable = false;
          return Response.json({ error: 'Service unavailable' }, { status: 503 });
        }
      }
      return backend.fetch(request);
    };
    // A business buyer pays with Walley, on its page as the provider prefilled it.
    const { environment } = await createFlowEnvironment({ namespace: 'shop', backend, fetch });
    await signedIn(environment, backend, 'buyer@acme.test');
    await addLine(environment);
    await startCheckout(environment);
    const first = await storedCheckout(environment, backend);
    await expect(payAndOrder(environment, backend)).rejects.toThrow('Service unavailable');
    const { order } = await environment.queryClient.fetchQuery(
      createdOrderQueryOptions(environment, first?.id),
    );
    expect(backend.store.data.orders.filter((stored) => stored.id === order.id)).toHaveLength(1);

    expect(sentKeys).toHaveLength(2);
    const [key, retried] = sentKeys;
    // 128 random bits, not the checkout's id; the retry sent the same key.
    expect(key).toMatch(/^order-[0-9a-f]{32}$/);
    expect(key).not.toContain(first?.id ?? '');
    expect(retried).toBe(key);

    // The next checkout's order (after the page cleared the ordered cart) is another attempt, with a key of its own.
    clearOrderedCart(environment);
    await addLine(environment);
    await startCheckout(environment);
    const second = await storedCheckout(environment, backend);
    expect(second?.id).not.toBe(first?.id);
    await payAndOrder(environment, backend);
    expect(sentKeys).toHaveLength(3);
    expect(sentKeys[2]).toMatch(/^order-[0-9a-f]{32}$/);
    expect(sentKeys[2]).not.toBe(key);
  });
});
