// The optimistic quantity change shows the totals the server will answer with (shipping aside, issue 18).
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../openapi/types';
import { recalculate } from '../../server-mock/cart-totals';
import { withQuantity } from '../../src/features/cart/use-cart-actions';

const line = (id: string, sale: number, base: number, quantity: number, parentItem?: string) =>
  ({
    id,
    quantity,
    salePriceAmount: sale,
    basePriceAmount: base,
    discountAmount: 0,
    totalDiscountAmount: 0,
    totalPriceAmount: 0,
    taxPercentage: 2500,
    ...(parentItem ? { options: { parentItem } } : {}),
  }) as unknown as CartLine;

const cart = (items: CartLine[], discountCodes: { code: string; percentOff?: number }[] = []) =>
  recalculate({ currencyCode: 'SEK', discountCodes, items, totals: {} } as unknown as Cart);

describe('withQuantity', () => {
  it('moves the line, its child items and the totals as the server does', () => {
    const before = cart([line('a', 19900, 24900, 1), line('b', 9900, 9900, 2), line('c', 500, 500, 1, 'a')]);
    const shown = withQuantity(before, 'a', 3);
    const server = recalculate({ ...before, items: shown.items });
    expect(shown.items.map((item) => item.quantity)).toEqual([3, 2, 3]);
    expect(shown.totals).toEqual({ ...server.totals, shippingTotal: before.totals.shippingTotal });
    // Lines that did not change stay the same objects: their memoised rows do not render again.
    expect(shown.items[1]).toBe(before.items[1]);
  });

  it("keeps a discount code's share in the discount total, the sub total before the codes (decision 026)", () => {
    const before = cart(
      [line('a', 19900, 24900, 1), line('b', 9900, 9900, 2)],
      [{ code: 'TEN', percentOff: 10 }],
    );
    const shown = withQuantity(before, 'a', 3);
    const server = recalculate({ ...before, items: shown.items });
    expect(shown.items.map((item) => item.totalPriceAmount)).toEqual(
      server.items.map((item) => item.totalPriceAmount),
    );
    expect(shown.totals).toEqual({ ...server.totals, shippingTotal: before.totals.shippingTotal });
  });
});
