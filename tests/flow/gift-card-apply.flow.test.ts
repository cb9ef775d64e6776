// The gift-card section's flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045): a card applied to the session's checkout, kept for the visit, and the provider told.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Checkout } from '../../openapi/types';
import { checkoutQueryKey } from '../../src/features/checkout/checkout.queries';
import {
  checkoutWidgetKey,
  endCheckout,
  type ProviderWidget,
} from '../../src/features/checkout/checkout-session';
import { giftCardApplyFlow } from '../../src/features/checkout/gift-card-apply.flow';
import { readGiftCards } from '../../src/features/checkout/gift-card-storage';
import { addLine, startCheckout, storedCheckout } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';
import { testOrigin } from '../support/test-backend';

type Environment = Awaited<ReturnType<typeof createFlowEnvironment>>['environment'];

/** A Swedish cart (the cards pay in kronor) that offers Walley only, and its checkout started. */
async function walleyCheckout() {
  const flow = await createFlowEnvironment({ namespace: 'shop' });
  const token = await addLine(flow.environment);
  const answer = await flow.backend.fetch(
    new Request(`${testOrigin}/__mock/sessions/${token}/payment-providers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentProviders: ['WalleyCheckout'] }),
    }),
  );
  if (!answer.ok) throw new Error(`The cart's providers were not set: ${answer.status}`);
  await startCheckout(flow.environment);
  return flow;
}

async function giftCards(environment: Environment, onCardStored = () => {}) {
  const actor = createActor(giftCardApplyFlow(environment, { onCardStored })).start();
  const settle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  await settle();
  return { actor, settle };
}

describe('gift card apply flow', () => {
  it('applies a card to the checkout, keeps it for the visit and tells Walley the new amount', async () => {
    const { environment, backend } = await walleyCheckout();
    let stored = 0;
    const { actor, settle } = await giftCards(environment, () => stored++);
    expect(actor.getSnapshot().context.provider).toBe('WalleyCheckout');

    actor.send({ type: 'giftCard.apply', code: 'GC-500', pin: '5678' });
    await settle();
    const checkout = await storedCheckout(environment, backend);
    expect(checkout?.giftCards.map((card) => card.code)).toEqual(['GC-500']);
    expect(readGiftCards()).toEqual([{ code: 'GC-500', pin: '5678' }]);
    expect(stored).toBe(1);
    // Walley was synced: its page loads again for the amount left to pay.
    expect(environment.queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey)?.revision).toBe(1);
    expect(checkout?.providerAmount).toBe(
      environment.queryClient.getQueryData<Checkout>(checkoutQueryKey)?.amountToPay,
    );

    actor.send({ type: 'giftCard.remove', code: 'GC-500' });
    await settle();
    expect((await storedCheckout(environment, backend))?.giftCards).toEqual([]);
    expect(readGiftCards()).toEqual([]);
  });

  it('a card applied after the checkout ended is not applied: nothing sent, kept for the next checkout (issue 32, item 14)', async () => {
    const { environment, backend } = await walleyCheckout();
    const checkout = await storedCheckout(environment, backend);
    const { actor, settle } = await giftCards(environment);
    // A cart change ends the checkout (its token goes) before the page has replaced the section.
    await endCheckout(environment.session);
    actor.send({ type: 'giftCard.apply', code: 'GC-500', pin: '5678' });
    await settle();
    expect(actor.getSnapshot().value).toBe('checkoutEnded');
    expect(actor.getSnapshot().context.failures).toEqual([]);
    expect(checkout?.giftCards).toEqual([]);
    expect(readGiftCards()).toEqual([{ code: 'GC-500', pin: '5678' }]);
    // No provider was told a new amount.
    expect(environment.queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey)?.revision).toBeUndefined();
  });

  it("a used-up card is not applied: the provider's message, nothing on the checkout", async () => {
    const { environment, backend } = await walleyCheckout();
    const { actor, settle } = await giftCards(environment);
    actor.send({ type: 'giftCard.apply', code: 'GC-EMPTY', pin: '0000' });
    await settle();
    expect(actor.getSnapshot().context.failures).toEqual([
      { code: 'GC-EMPTY', message: 'requested gift card has insufficient balance' },
    ]);
    expect((await storedCheckout(environment, backend))?.giftCards).toEqual([]);
  });
});
