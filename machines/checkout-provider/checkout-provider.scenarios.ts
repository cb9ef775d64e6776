import type { MachineScenarios } from '../scenarios';
import type { checkoutProviderMachine } from './checkout-provider.machine';

const soldOut = { error: 'out of stock error', productVariantIDs: ['v-ts-1001-black-s'] };

export const checkoutProviderScenarios: MachineScenarios<typeof checkoutProviderMachine> = {
  events: {
    'checkout.paid': [{ type: 'checkout.paid' }],
    'checkout.paymentFailed': [{ type: 'checkout.paymentFailed' }],
    'checkout.cancelled': [{ type: 'checkout.cancelled' }],
    'checkout.restart': [{ type: 'checkout.restart' }],
    'checkout.itemAdded': [{ type: 'checkout.itemAdded' }],
    'checkout.retry': [{ type: 'checkout.retry' }],
  },
  actors: {
    loadCart: {
      done: [
        {
          output: { itemCount: 1, paymentProviders: ['KlarnaCheckout', 'WalleyCheckout'] },
          description: 'A Swedish consumer cart: Klarna comes before Walley.',
        },
        { output: { itemCount: 0, paymentProviders: ['KlarnaCheckout'] }, description: 'An empty cart.' },
        { output: { itemCount: 1, paymentProviders: null }, description: 'A cart without capabilities.' },
        {
          output: { itemCount: 1, paymentProviders: ['PayPal'] },
          description: 'Only an unsupported provider.',
        },
      ],
      error: [{ message: 'Session not found or expired', description: 'The cart cannot be read.' }],
    },
    startProvider: {
      done: [{ output: undefined, description: 'The checkout and the provider session start.' }],
      error: [
        { message: 'out of stock error', body: soldOut, description: 'An item sold out since it was added.' },
        { message: 'Payment provider not available: KlarnaCheckout', description: 'Any other error.' },
      ],
    },
    removeSoldOut: {
      done: [{ output: undefined }],
      error: [{ message: 'Cart line not found' }],
    },
  },
};
