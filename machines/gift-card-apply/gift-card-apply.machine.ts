import { assign, fromPromise, setup } from 'xstate';
import type { PaymentProviderName } from '../../openapi/types';
import { serverMessageOf } from '../shared/rules';

export interface GiftCard {
  code: string;
  pin: string;
}

/** What the gift-card section knows when it opens: the checkout's provider and the stored cards. */
export interface GiftCardCheckout {
  provider: PaymentProviderName | null;
  storedCards: GiftCard[];
}

/** A card that could not be applied, with the server's message (the view translates the known ones). */
export interface GiftCardFailure {
  code: string;
  message: string;
}

export interface GiftCardApplyContext {
  provider: PaymentProviderName | null;
  /** The cards of the current run, applied one after another. */
  queue: GiftCard[];
  index: number;
  /** Whether the run (or a removal) changed the checkout, so the provider must follow. */
  changed: boolean;
  failures: GiftCardFailure[];
  /** Code and pin are both required. */
  isIncomplete: boolean;
  /** The card being removed. */
  removing: string | null;
}

export type GiftCardApplyEvent =
  | { type: 'giftCard.apply'; code: string; pin: string }
  | { type: 'giftCard.remove'; code: string };

/** Spaces are removed from code and pin before anything is sent (the spec). */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

type ActorEvent = { output?: unknown; error?: unknown };

/** The spec's delays: 300 ms times the card's index between stored cards, 200 ms before Avarda's form refreshes. */
export const giftCardApplyDelayMs = 300;
export const avardaRefreshDelayMs = 200;

const failureOf = (context: GiftCardApplyContext, event: unknown): GiftCardFailure => ({
  code: context.queue[context.index]?.code ?? '',
  message: serverMessageOf((event as ActorEvent).error) ?? '',
});

/** What the shopper can do while no call runs. */
const editing = {
  'giftCard.apply': [
    {
      guard: 'isIncomplete',
      target: 'idle',
      actions: 'rememberIncomplete',
      description: 'Code and pin are both required (spaces removed): nothing is sent.',
    },
    {
      target: 'applying',
      actions: ['queueCard', 'storeCard'],
      description: '_giftcard keeps the card as code|pin (no duplicates); it is applied.',
    },
  ],
  'giftCard.remove': {
    target: 'removing',
    actions: 'startRemoval',
    description: 'The shopper removes an applied card.',
  },
} as const;

export const giftCardApplyMachine = setup({
  types: {
    context: {} as GiftCardApplyContext,
    events: {} as GiftCardApplyEvent,
  },
  actors: {
    loadCheckout: fromPromise<GiftCardCheckout>(async () => {
      throw new Error('not provided: loadCheckout');
    }),
    applyGiftCard: fromPromise<unknown, GiftCard>(async () => {
      throw new Error('not provided: applyGiftCard');
    }),
    removeGiftCard: fromPromise<unknown, { code: string }>(async () => {
      throw new Error('not provided: removeGiftCard');
    }),
    syncProvider: fromPromise<unknown, { provider: PaymentProviderName }>(async () => {
      throw new Error('not provided: syncProvider');
    }),
  },
  delays: {
    giftCardApplyDelay: ({ context }) => giftCardApplyDelayMs * context.index,
    avardaRefreshDelay: avardaRefreshDelayMs,
  },
  actions: {
    startWithStored: assign(({ event }) => {
      const { provider, storedCards } = (event as ActorEvent).output as GiftCardCheckout;
      return { provider, queue: storedCards, index: 0, changed: false, failures: [], isIncomplete: false };
    }),
    queueCard: assign(({ event }) => {
      const { code, pin } = event as { code: string; pin: string };
      return {
        queue: [{ code: withoutSpaces(code), pin: withoutSpaces(pin) }],
        index: 0,
        changed: false,
        failures: [],
        isIncomplete: false,
        removing: null,
      };
    }),
    rememberIncomplete: assign({ isIncomplete: true, failures: [] }),
    startRemoval: assign(({ event }) => ({
      removing: (event as { code: string }).code,
      failures: [],
      isIncomplete: false,
      changed: false,
    })),
    cardApplied: assign({ index: ({ context }) => context.index + 1, changed: true }),
    cardFailed: assign({
      failures: ({ context, event }) => [...context.failures, failureOf(context, event)],
      index: ({ context }) => context.index + 1,
    }),
    cardRemoved: assign({ changed: true }),
    rememberCallFailure: assign({
      failures: ({ event }) => [{ code: '', message: serverMessageOf((event as ActorEvent).error) ?? '' }],
    }),
    storeCard: () => {
      throw new Error('not provided: storeCard');
    },
    dropStoredCard: (_, _params: { code: string }) => {
      throw new Error('not provided: dropStoredCard');
    },
    reloadProviderPage: () => {
      throw new Error('not provided: reloadProviderPage');
    },
  },
  guards: {
    // A gift card call needs the checkout token; without one nothing is sent and the actor answers null (the
    // spec): the checkout is over, and nothing happened to the card.
    isUnsent: ({ event }) => (event as ActorEvent).output === null,
    hasStoredCards: ({ event }) => ((event as ActorEvent).output as GiftCardCheckout).storedCards.length > 0,
    isIncomplete: ({ event }) =>
      event.type === 'giftCard.apply' &&
      (withoutSpaces(event.code) === '' || withoutSpaces(event.pin) === ''),
    isQueueDone: ({ context }) => context.index >= context.queue.length,
    isFirstCard: ({ context }) => context.index === 0,
    isUnchanged: ({ context }) => !context.changed,
    isAvarda: ({ context }) => context.provider === 'Avarda',
  },
}).createMachine({
  id: 'giftCardApply',
  description:
    'The gift-card section of the voucher panel: the cards kept in sessionStorage are applied to a new checkout ' +
    'one after another, the shopper adds (code and pin) or removes cards, and the payment provider is told the ' +
    'new amount (Avarda after 200 ms, every other provider at once) so that its page never charges a stale one.',
  initial: 'loading',
  context: {
    provider: null,
    queue: [],
    index: 0,
    changed: false,
    failures: [],
    isIncomplete: false,
    removing: null,
  },
  states: {
    loading: {
      description: "Reading the checkout's payment provider and the cards kept in _giftcard.",
      tags: ['busy'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: [
          {
            guard: 'hasStoredCards',
            target: 'applying',
            actions: 'startWithStored',
            description: 'Cards of this visit are applied again to the new checkout.',
          },
          { target: 'idle', actions: 'startWithStored', description: 'No stored cards.' },
        ],
        onError: {
          target: 'unavailable',
          description: 'The checkout cannot be read: no card can be applied to it.',
        },
      },
    },
    unavailable: {
      description: "The checkout could not be read: 'An unexpected error occurred' and the form is disabled.",
      tags: ['error'],
    },
    idle: {
      description:
        "The code and pin fields and the applied cards; inline alerts for the failed cards ('Failed to apply one " +
        "or more gift cards.' over several) and for missing code or pin.",
      on: editing,
    },
    applying: {
      description: 'The queued cards are applied one after another.',
      tags: ['busy'],
      initial: 'next',
      states: {
        next: {
          description: 'The next card of the queue, or the end of the run.',
          always: [
            { guard: 'isQueueDone', target: '#giftCardApply.settling' },
            { guard: 'isFirstCard', target: 'applyingCard', description: 'The first card goes at once.' },
            { target: 'waiting', description: 'Each further card waits 300 ms times its index.' },
          ],
        },
        waiting: {
          description: '300 ms times the index of the card before it is applied.',
          after: { giftCardApplyDelay: { target: 'applyingCard', description: 'The delay has passed.' } },
        },
        applyingCard: {
          description: 'PUT /shopper-retain24/gift-cards/{code} with the pin and the checkout token.',
          invoke: {
            id: 'applyGiftCard',
            src: 'applyGiftCard',
            input: ({ context }) => context.queue[context.index] as GiftCard,
            onDone: [
              {
                guard: 'isUnsent',
                target: '#giftCardApply.checkoutEnded',
                description:
                  'No checkout token: nothing was sent and the card is not applied. It stays in _giftcard, so ' +
                  'the next checkout applies it.',
              },
              {
                target: 'next',
                actions: 'cardApplied',
                description: 'The card pays part of the order.',
              },
            ],
            onError: {
              target: 'next',
              actions: [
                {
                  type: 'dropStoredCard',
                  params: ({ context }) => ({ code: context.queue[context.index]?.code ?? '' }),
                },
                'cardFailed',
              ],
              description: 'The card failed: its message is kept and the code is dropped from _giftcard.',
            },
          },
        },
      },
    },
    removing: {
      description:
        'DELETE /shopper-retain24/gift-cards/{code} with the checkout token; the card leaves _giftcard.',
      tags: ['busy'],
      invoke: {
        id: 'removeGiftCard',
        src: 'removeGiftCard',
        input: ({ context }) => ({ code: context.removing ?? '' }),
        onDone: [
          {
            guard: 'isUnsent',
            target: 'checkoutEnded',
            actions: { type: 'dropStoredCard', params: ({ context }) => ({ code: context.removing ?? '' }) },
            description:
              'No checkout token: nothing was sent. The card leaves _giftcard, so the next checkout does not ' +
              'apply it; no provider is told anything.',
          },
          {
            target: 'settling',
            actions: [
              'cardRemoved',
              { type: 'dropStoredCard', params: ({ context }) => ({ code: context.removing ?? '' }) },
            ],
            description: 'The card is removed from the checkout and from _giftcard.',
          },
        ],
        onError: {
          target: 'idle',
          actions: 'rememberCallFailure',
          description: "The server's message shows.",
        },
      },
    },
    checkoutEnded: {
      description:
        'The checkout ended under the section (a cart, discount code or customer change ends it and drops the ' +
        'cached checkout): the form is disabled and a note says the checkout starts again. The new checkout ' +
        "brings a new section, which applies the visit's cards.",
    },
    settling: {
      description:
        'The summary already shows the checkout the server answered (applied cards, amount to pay); the provider follows.',
      always: [
        {
          guard: 'isUnchanged',
          target: 'idle',
          description: 'Nothing changed: the provider stays as it is.',
        },
        {
          guard: 'isAvarda',
          target: 'refreshingAvarda',
          description: "Avarda's form refreshes after 200 ms (the spec).",
        },
        {
          target: 'syncingProvider',
          description:
            'QliroOne is synced (the spec); Klarna, Walley and Adyen are synced too, or their page would charge the old amount.',
        },
      ],
    },
    refreshingAvarda: {
      description: '200 ms, then Avarda is synced and its form refreshes with the new amount.',
      tags: ['busy'],
      after: { avardaRefreshDelay: { target: 'syncingProvider', description: 'The 200 ms have passed.' } },
    },
    syncingProvider: {
      description:
        "The provider's sync with the checkout token (Klarna, QliroOne, Walley, Avarda: POST …/sync; Adyen: a new " +
        "session); Avarda's sync invalidates the checkout query.",
      tags: ['busy'],
      invoke: {
        id: 'syncProvider',
        src: 'syncProvider',
        input: ({ context }) => ({ provider: context.provider as PaymentProviderName }),
        onDone: {
          target: 'idle',
          actions: 'reloadProviderPage',
          description: "The provider's page loads again and shows the new amount.",
        },
        onError: {
          target: 'idle',
          actions: 'rememberCallFailure',
          description: 'The sync failed: its message shows.',
        },
      },
    },
  },
});
