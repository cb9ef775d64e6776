import type { MachineScenarios } from '../scenarios';
import {
  type DiscountCodeContext,
  discountCodeErrors,
  type discountCodeMachine,
} from './discount-code.machine';

export const discountCodeScenarios: MachineScenarios<typeof discountCodeMachine> = {
  events: {
    'discountCode.apply': [
      { type: 'discountCode.apply', code: 'WELCOME10' },
      { type: 'discountCode.apply', code: '  ' },
    ],
    'discountCode.remove': [{ type: 'discountCode.remove', code: 'FRIEND5' }],
  },
  actors: {
    applyDiscountCode: {
      done: [{ output: undefined, description: 'WELCOME10: 10 % off; the cart is replaced.' }],
      error: [
        ...discountCodeErrors.map((code) => ({ message: code, description: `The catalogue's ${code}.` })),
        { message: 'UNKNOWN_DISCOUNT_ERROR', description: 'A code outside the catalogue (WEIRD): a toast.' },
        { message: '', description: "No text of its own: 'An unexpected error occurred'." },
      ],
    },
    removeDiscountCode: {
      done: [{ output: undefined, description: 'The code is gone; the cart is replaced.' }],
      error: [
        { message: 'BAD_REQUEST', description: 'The discount service refuses: inline.' },
        { message: 'Discount code not found', description: 'Any other error: a toast.' },
      ],
    },
  },
  // The catalogue codes lead to the same places; the paths tell them apart by the step that reached them.
  contextKey: (context: DiscountCodeContext) =>
    context.error === null || context.error === 'required' ? context.error : 'catalogue',
};
