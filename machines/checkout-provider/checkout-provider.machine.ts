import { assign, fromPromise, setup } from 'xstate';
import type { PaymentProviderName } from '../../openapi/types';

/** The spec's provider choice: the first of these that the cart offers. */
export const providerPriority: readonly PaymentProviderName[] = [
  'Adyen',
  'QliroOne',
  'Avarda',
  'KlarnaCheckout',
  'WalleyCheckout',
];

/** The provider of highest priority among the cart's payment providers, or null when none is supported. */
export function pickProvider(offered: readonly string[]): PaymentProviderName | null {
  return providerPriority.find((name) => offered.includes(name)) ?? null;
}

/** The cart's first payment provider, when it is one of the five the shop supports (the spec, after an add). */
export function firstProvider(offered: readonly string[]): PaymentProviderName | null {
  const first = offered[0];
  return providerPriority.find((name) => name === first) ?? null;
}

/**
 * What the checkout needs of the cart: its item count and its payment providers (null: no capabilities), and
 * the payment provider saved on the live checkout, if there is one.
 */
export interface CheckoutCart {
  itemCount: number;
  paymentProviders: string[] | null;
  savedProvider?: string | null;
}

/** How the next provider is chosen: by the spec's priority, or the cart's first (after an add in the checkout). */
export type ProviderSelection = 'priority' | 'first';

/**
 * The provider the checkout starts: after an add, the cart's first; else the one saved on the live checkout if
 * the cart still offers it; else the spec's priority.
 */
export function chosenProvider(cart: CheckoutCart, selection: ProviderSelection): PaymentProviderName | null {
  const offered = cart.paymentProviders ?? [];
  const byPriority = pickProvider(offered);
  if (selection === 'first') return firstProvider(offered) ?? byPriority;
  const saved = cart.savedProvider;
  return (saved && offered.includes(saved) ? pickProvider([saved]) : null) ?? byPriority;
}

export type CheckoutErrorKey = 'capabilitiesUnavailable' | 'noProvider';
export type PaymentOutcome = 'open' | 'failed' | 'cancelled';

export interface CheckoutProviderContext {
  provider: PaymentProviderName | null;
  selection: ProviderSelection;
  errorKey: CheckoutErrorKey | null;
  soldOut: string[];
  payment: PaymentOutcome;
}

export type CheckoutProviderEvent =
  | { type: 'checkout.paid' }
  | { type: 'checkout.paymentFailed' }
  | { type: 'checkout.cancelled' }
  | { type: 'checkout.restart' }
  | { type: 'checkout.itemAdded' }
  | { type: 'checkout.retry' };

type ActorEvent = { output?: unknown; error?: unknown };
const cartOf = (event: unknown) => (event as ActorEvent).output as CheckoutCart;

/** The variant ids of an 'out of stock error' (the error's body lists them), else none. */
export function soldOutIdsOf(error: unknown): string[] {
  const body = (error as { body?: { error?: unknown; productVariantIDs?: unknown } } | undefined)?.body;
  return body?.error === 'out of stock error' && Array.isArray(body.productVariantIDs)
    ? body.productVariantIDs.filter((id): id is string => typeof id === 'string')
    : [];
}

/**
 * A change of the cart ends the checkout it had (the checkout token goes with the cached checkout), and the
 * checkout starts again with the cart as it is now, whatever it showed: a widget, an empty cart, or why it
 * could not proceed.
 */
const cartChanges = {
  'checkout.restart': {
    target: 'loadingCart',
    description:
      'The cart, a discount code or the customer changed: the checkout token is gone and the checkout starts again.',
  },
  'checkout.itemAdded': {
    target: 'loadingCart',
    actions: 'selectFirstProvider',
    description:
      "An add in the checkout (the spec's checkout mode): the checkout token is gone, and the new checkout " +
      "is created with the cart's first payment provider and first shipping provider, which are saved.",
  },
} as const;

export const checkoutProviderMachine = setup({
  types: {
    context: {} as CheckoutProviderContext,
    events: {} as CheckoutProviderEvent,
  },
  actors: {
    loadCart: fromPromise<CheckoutCart>(async () => {
      throw new Error('not provided: loadCart');
    }),
    startProvider: fromPromise<unknown, { provider: PaymentProviderName }>(async () => {
      throw new Error('not provided: startProvider');
    }),
    removeSoldOut: fromPromise<unknown, { productVariantIds: string[] }>(async () => {
      throw new Error('not provided: removeSoldOut');
    }),
  },
  actions: {
    chooseProvider: assign({
      provider: ({ context, event }) => chosenProvider(cartOf(event), context.selection),
      selection: 'priority' as const,
      errorKey: null,
      payment: 'open' as const,
    }),
    selectFirstProvider: assign({ selection: 'first' as const }),
    rememberCapabilitiesError: assign({ errorKey: 'capabilitiesUnavailable' as const }),
    rememberProviderError: assign({ errorKey: 'noProvider' as const }),
    rememberSoldOut: assign({ soldOut: ({ event }) => soldOutIdsOf((event as ActorEvent).error) }),
    paymentFailed: assign({ payment: 'failed' as const }),
    paymentCancelled: assign({ payment: 'cancelled' as const }),
    forgetCheckout: () => {
      throw new Error('not provided: forgetCheckout');
    },
    showSoldOut: () => {
      throw new Error('not provided: showSoldOut');
    },
    showUnexpectedError: () => {
      throw new Error('not provided: showUnexpectedError');
    },
    confirm: () => {
      throw new Error('not provided: confirm');
    },
  },
  guards: {
    isEmpty: ({ event }) => cartOf(event).itemCount === 0,
    hasNoCapabilities: ({ event }) => cartOf(event).paymentProviders === null,
    hasNoSuitableProvider: ({ event }) => pickProvider(cartOf(event).paymentProviders ?? []) === null,
    isOutOfStock: ({ event }) => soldOutIdsOf((event as ActorEvent).error).length > 0,
  },
}).createMachine({
  id: 'checkoutProvider',
  description:
    "The checkout: read the cart's capabilities, choose the payment provider by priority (Adyen, QliroOne, " +
    "Avarda, KlarnaCheckout, WalleyCheckout), start the checkout and the provider's hosted widget, and go to " +
    'the confirmation once the widget reports the payment.',
  initial: 'loadingCart',
  context: { provider: null, selection: 'priority', errorKey: null, soldOut: [], payment: 'open' },
  states: {
    loadingCart: {
      description: 'Reading the cart and its capabilities; a skeleton shows.',
      tags: ['busy'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: [
          { guard: 'isEmpty', target: 'empty', description: 'An empty cart has nothing to pay.' },
          {
            guard: 'hasNoCapabilities',
            target: 'unavailable',
            actions: 'rememberCapabilitiesError',
            description: "No capabilities: 'Capabilities are not available. Cannot proceed with checkout.'",
          },
          {
            guard: 'hasNoSuitableProvider',
            target: 'unavailable',
            actions: 'rememberProviderError',
            description: "None of the five providers is offered: 'No suitable payment provider available.'",
          },
          {
            target: 'starting',
            actions: 'chooseProvider',
            description:
              "After an add, the cart's first payment provider; else the one saved on the live checkout; else " +
              'the first of the priority list that the cart offers.',
          },
        ],
        onError: { target: 'failed', description: 'The cart could not be read.' },
      },
    },
    starting: {
      description:
        "Starting the checkout (checkout token cookie, 2 days) and the chosen provider's session; the widget loads.",
      tags: ['busy'],
      invoke: {
        id: 'startProvider',
        src: 'startProvider',
        input: ({ context }) => ({ provider: context.provider as PaymentProviderName }),
        onDone: { target: 'ready', description: "The provider's widget shows in the checkout." },
        onError: [
          {
            guard: 'isOutOfStock',
            target: 'removingSoldOut',
            actions: 'rememberSoldOut',
            description: 'Some items are sold out: they are removed from the cart.',
          },
          { target: 'failed', description: 'Any other error.' },
        ],
      },
    },
    removingSoldOut: {
      description: 'Removing the sold-out variants from the cart; a toast lists them.',
      tags: ['busy'],
      entry: ['forgetCheckout', 'showSoldOut'],
      invoke: {
        id: 'removeSoldOut',
        src: 'removeSoldOut',
        input: ({ context }) => ({ productVariantIds: context.soldOut }),
        onDone: {
          target: 'loadingCart',
          description: 'The checkout starts again with the cart that is left.',
        },
        onError: 'failed',
      },
    },
    ready: {
      description:
        "The provider's widget: the shopper gives their details and pays, or is declined, or cancels.",
      on: {
        'checkout.paid': { target: 'paid', description: 'The widget reports the payment.' },
        'checkout.paymentFailed': {
          target: 'ready',
          actions: 'paymentFailed',
          description: 'The payment was declined: a message asks to try again in the widget.',
        },
        'checkout.cancelled': {
          target: 'ready',
          actions: 'paymentCancelled',
          description: 'The shopper cancelled in the widget: a message says so.',
        },
        ...cartChanges,
      },
    },
    paid: {
      description: 'Paid: the shopper goes to the confirmation, which creates the order.',
      type: 'final',
      entry: 'confirm',
    },
    empty: {
      description:
        'The cart is empty: a link leads back to the shop. An item added meanwhile starts the checkout.',
      on: cartChanges,
    },
    unavailable: {
      description:
        'The checkout cannot proceed; the reason shows inline. A change of the cart (its lines, a discount code, ' +
        'the customer) may change its capabilities: the checkout is tried again.',
      tags: ['error'],
      entry: 'forgetCheckout',
      on: cartChanges,
    },
    failed: {
      description:
        "Toast 'An unexpected error occurred during checkout.' with a Reload action; the checkout token is deleted.",
      tags: ['error'],
      entry: ['forgetCheckout', 'showUnexpectedError'],
      on: { 'checkout.retry': { target: 'loadingCart', description: 'Reload starts the checkout again.' } },
    },
  },
});
