import type { MachineScenarios } from '../scenarios';
import type { GiftCardApplyContext, giftCardApplyMachine } from './gift-card-apply.machine';

export const giftCardApplyScenarios: MachineScenarios<typeof giftCardApplyMachine> = {
  events: {
    'giftCard.apply': [
      { type: 'giftCard.apply', code: ' GC-1000 ', pin: '12 34' },
      { type: 'giftCard.apply', code: 'GC-1000', pin: ' ' },
    ],
    'giftCard.remove': [{ type: 'giftCard.remove', code: 'GC-500' }],
  },
  actors: {
    loadCheckout: {
      done: [
        {
          output: { provider: 'KlarnaCheckout', storedCards: [] },
          description: 'A Klarna checkout, no cards kept in this visit.',
        },
        {
          output: {
            provider: 'Avarda',
            storedCards: [
              { code: 'GC-1000', pin: '1234' },
              { code: 'GC-EMPTY', pin: '0000' },
            ],
          },
          description: 'An Avarda checkout; two cards kept from earlier in the visit.',
        },
        {
          output: { provider: 'QliroOne', storedCards: [{ code: 'GC-500', pin: '5678' }] },
          description: 'A QliroOne checkout; one card kept.',
        },
      ],
      error: [{ message: 'Checkout not found or expired', description: 'The checkout cannot be read.' }],
    },
    applyGiftCard: {
      done: [
        { output: undefined, description: 'The card pays part of the order.' },
        { output: null, description: 'No checkout token (the checkout ended): nothing is sent.' },
      ],
      error: [
        // The flow goes on the same way whatever the message; the view translates 'unable to add/update card'
        // (GC-BROKEN), 'requested gift card has insufficient balance' and 'no capabilities', and shows others.
        { message: 'requested gift card has insufficient balance', description: 'GC-EMPTY.' },
        { message: 'gift card is blocked', description: "GC-BLOCKED: the server's message as it is." },
      ],
    },
    removeGiftCard: {
      done: [
        { output: undefined, description: 'The card no longer pays.' },
        { output: null, description: 'No checkout token (the checkout ended): nothing is sent.' },
      ],
      error: [{ message: 'Gift card not found', description: "The server's message shows." }],
    },
    syncProvider: {
      done: [{ output: undefined, description: 'The provider has the new amount.' }],
      error: [{ message: 'Checkout not found or expired', description: 'The sync failed.' }],
    },
  },
  // Which card failed and why does not change where the flow goes next.
  contextKey: (context: GiftCardApplyContext) => ({
    provider: context.provider,
    index: context.index,
    cards: context.queue.length,
    changed: context.changed,
  }),
};
