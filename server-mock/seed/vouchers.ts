// Discount codes and gift cards. Each error code of the client's catalogue has a code that always answers it,
// so QA can show every inline message; WEIRD answers a code outside the catalogue (shown as a toast).
import type { SeedDiscountCode, SeedGiftCard } from '../data.ts';

export function buildDiscountCodes(): SeedDiscountCode[] {
  return [
    {
      code: 'WELCOME10',
      percentOff: 10,
      description:
        '10 % off the cart. Applying it a second time answers ALREADY_ADDED_DISCOUNT_CODE, ' +
        'which therefore needs no code of its own.',
    },
    { code: 'B2B15', percentOff: 15, description: '15 % off the cart, meant for business customers.' },
    {
      code: 'MISSING',
      error: 'MISSING_DISCOUNT_CODE',
      description: 'A code that does not exist; the backend answers the same for any unknown code.',
    },
    {
      code: 'MINORDER500',
      error: 'CONDITION_DISCOUNT_CODE',
      description: 'A code whose condition is not met (minimum order value not reached).',
    },
    {
      code: 'MEMBERSONLY',
      error: 'CONDITION_DISCOUNT_EXTERNAL',
      description: 'A code whose external condition is not met (members only).',
    },
    { code: 'SUMMER2025', error: 'EXPIRED_DISCOUNT_CODE', description: 'A code whose campaign has ended.' },
    {
      code: 'PAUSED',
      error: 'INACTIVE_DISCOUNT_CODE',
      description: 'A code that exists but is switched off.',
    },
    {
      code: 'BADREQ',
      error: 'BAD_REQUEST',
      description: 'The discount service rejects the request as malformed.',
    },
    {
      code: 'WEIRD',
      error: 'UNKNOWN_DISCOUNT_ERROR',
      description: 'An error code outside the catalogue: the client shows it as a toast, not inline.',
    },
  ];
}

/** Balance in every shop currency, minor units. */
function balance(sek: number, nok: number, dkk: number, eur: number, gbp: number): Record<string, number> {
  return { SEK: sek, NOK: nok, DKK: dkk, EUR: eur, GBP: gbp };
}

export function buildGiftCards(): SeedGiftCard[] {
  return [
    {
      code: 'GC-1000',
      pin: '1234',
      balance: balance(100000, 100000, 70000, 10000, 8000),
      description: 'A working card worth 1 000 kr (100 € / 80 £).',
    },
    {
      code: 'GC-500',
      pin: '5678',
      balance: balance(50000, 50000, 35000, 5000, 4000),
      description: 'A working card worth 500 kr (50 € / 40 £); combine it with GC-1000.',
    },
    {
      code: 'GC-EMPTY',
      pin: '0000',
      balance: balance(0, 0, 0, 0, 0),
      error: 'requested gift card has insufficient balance',
      description: 'A used-up card: answers the insufficient-balance message.',
    },
    {
      code: 'GC-BROKEN',
      pin: '1111',
      balance: balance(25000, 25000, 17500, 2500, 2000),
      error: 'unable to add/update card',
      description: 'The gift-card provider fails: answers the unable-to-add message.',
    },
    {
      code: 'GC-BLOCKED',
      pin: '2222',
      balance: balance(25000, 25000, 17500, 2500, 2000),
      error: 'gift card is blocked',
      description: 'Another server message, which the client shows as it is.',
    },
  ];
}
