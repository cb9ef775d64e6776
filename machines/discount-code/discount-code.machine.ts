import { assign, fromPromise, setup } from 'xstate';
import { serverMessageOf } from '../shared/rules';

/** The discount code errors of the spec's catalogue: each shows inline, translated. */
export const discountCodeErrors = [
  'MISSING_DISCOUNT_CODE',
  'CONDITION_DISCOUNT_CODE',
  'CONDITION_DISCOUNT_EXTERNAL',
  'EXPIRED_DISCOUNT_CODE',
  'ALREADY_ADDED_DISCOUNT_CODE',
  'INACTIVE_DISCOUNT_CODE',
  'BAD_REQUEST',
] as const;

export type DiscountCodeError = (typeof discountCodeErrors)[number];

/** The catalogue code of a failed call, or null for any other error (a toast). */
export function discountCodeErrorOf(error: unknown): DiscountCodeError | null {
  const message = serverMessageOf(error);
  return discountCodeErrors.find((code) => code === message) ?? null;
}

export interface DiscountCodeContext {
  /** The inline error: a catalogue code, or 'required' for an empty promo code. */
  error: DiscountCodeError | 'required' | null;
}

export type DiscountCodeEvent =
  | { type: 'discountCode.apply'; code: string }
  | { type: 'discountCode.remove'; code: string };

type ActorEvent = { output?: unknown; error?: unknown };

/** What the shopper can do while no call runs (the buttons are disabled during one). */
const editing = {
  'discountCode.apply': [
    {
      guard: 'isBlank',
      target: 'invalid',
      actions: 'rememberRequired',
      description: 'The promo code must not be empty: nothing is sent.',
    },
    { target: 'applying', actions: 'clearError', description: 'The code is sent.' },
  ],
  'discountCode.remove': {
    target: 'removing',
    actions: 'clearError',
    description: 'The shopper removes an active code.',
  },
} as const;

export const discountCodeMachine = setup({
  types: {
    context: {} as DiscountCodeContext,
    events: {} as DiscountCodeEvent,
  },
  actors: {
    applyDiscountCode: fromPromise<unknown, { code: string }>(async () => {
      throw new Error('not provided: applyDiscountCode');
    }),
    removeDiscountCode: fromPromise<unknown, { code: string }>(async () => {
      throw new Error('not provided: removeDiscountCode');
    }),
  },
  actions: {
    rememberRequired: assign({ error: 'required' as const }),
    rememberError: assign({ error: ({ event }) => discountCodeErrorOf((event as ActorEvent).error) }),
    clearError: assign({ error: null }),
    replaceCart: () => {
      throw new Error('not provided: replaceCart');
    },
    showErrorToast: () => {
      throw new Error('not provided: showErrorToast');
    },
  },
  guards: {
    isBlank: ({ event }) => event.type === 'discountCode.apply' && event.code.trim() === '',
    isCatalogueError: ({ event }) => discountCodeErrorOf((event as ActorEvent).error) !== null,
  },
}).createMachine({
  id: 'discountCode',
  description:
    "The promo-code section of the voucher panel: apply a code or remove an active one. The server's cart " +
    'replaces the cart, the checkout token is deleted and the checkout starts again.',
  initial: 'idle',
  context: { error: null },
  states: {
    idle: {
      description: 'The promo-code field and the active codes, each with a remove button.',
      on: editing,
    },
    applying: {
      description:
        'The code is sent (POST /shopper/sessions/discount-codes); the apply button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'applyDiscountCode',
        src: 'applyDiscountCode',
        input: ({ event }) => ({ code: (event as { code: string }).code.trim() }),
        onDone: {
          target: 'idle',
          actions: 'replaceCart',
          description:
            "The server's cart (with the discount) replaces the cart; the checkout token is deleted and the checkout restarts.",
        },
        onError: [
          {
            guard: 'isCatalogueError',
            target: 'invalid',
            actions: 'rememberError',
            description:
              "An error of the catalogue: its translated text inline (title|description split on '|').",
          },
          {
            target: 'idle',
            actions: 'showErrorToast',
            description:
              "Any other error: a toast with the server's text, else 'An unexpected error occurred'.",
          },
        ],
      },
    },
    removing: {
      description: 'An active code is removed (DELETE /shopper/sessions/discount-codes/{code}).',
      tags: ['busy'],
      invoke: {
        id: 'removeDiscountCode',
        src: 'removeDiscountCode',
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: {
          target: 'idle',
          actions: 'replaceCart',
          description: "The server's cart (without the code) replaces the cart; the checkout restarts.",
        },
        onError: [
          { guard: 'isCatalogueError', target: 'invalid', actions: 'rememberError' },
          { target: 'idle', actions: 'showErrorToast' },
        ],
      },
    },
    invalid: {
      description: 'The inline error alert of the promo-code section (or the empty-field message).',
      tags: ['error'],
      on: editing,
    },
  },
});
