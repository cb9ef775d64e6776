// Discount codes and gift cards. Each error code of the client's catalogue has a code that always answers it,
// so QA can show every inline message; WEIRD answers a code outside the catalogue (shown as a toast). A working
// code applies where its conditions hold, else CONDITION_DISCOUNT_CODE; a gift card pays only in its own
// currency (docs/decisions/049).
import type { SeedDiscountCode, SeedGiftCard } from '../data.ts';
import { B2B_GROUP } from './markets.ts';

export function buildDiscountCodes(): SeedDiscountCode[] {
  return [
    {
      code: 'WELCOME10',
      percentOff: 10,
      description:
        '10 % off the cart. Applying it a second time answers ALREADY_ADDED_DISCOUNT_CODE, ' +
        'which therefore needs no code of its own.',
    },
    {
      code: 'FRIEND5',
      percentOff: 5,
      description: '5 % off any cart; stacks with WELCOME10 (the percentages add up).',
    },
    {
      code: 'B2B15',
      percentOff: 15,
      conditions: { storeGroupIds: [B2B_GROUP] },
      description:
        '15 % off the cart of the business store group; a consumer cart answers CONDITION_DISCOUNT_CODE.',
    },
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

export function buildGiftCards(): SeedGiftCard[] {
  return [
    {
      code: 'GC-1000',
      pin: '1234',
      currencyCode: 'SEK',
      balance: 100000,
      description: 'A working card worth 1 000 kr (SEK).',
    },
    {
      code: 'GC-500',
      pin: '5678',
      currencyCode: 'SEK',
      balance: 50000,
      description: 'A working card worth 500 kr (SEK); combine it with GC-1000.',
    },
    {
      code: 'GC-EUR50',
      pin: '4321',
      currencyCode: 'EUR',
      balance: 5000,
      description:
        'A working card worth 50 € (EUR): pays in FI and DE, refused in a krona or pound checkout.',
    },
    {
      code: 'GC-EMPTY',
      pin: '0000',
      currencyCode: 'SEK',
      balance: 0,
      error: 'requested gift card has insufficient balance',
      description: 'A used-up card: answers the insufficient-balance message.',
    },
    {
      code: 'GC-BROKEN',
      pin: '1111',
      currencyCode: 'SEK',
      balance: 25000,
      error: 'unable to add/update card',
      description: 'The gift-card provider fails: answers the unable-to-add message.',
    },
    {
      code: 'GC-BLOCKED',
      pin: '2222',
      currencyCode: 'SEK',
      balance: 25000,
      error: 'gift card is blocked',
      description: 'Another server message, which the client shows as it is.',
    },
  ];
}
