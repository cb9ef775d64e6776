// Cart arithmetic of the embedded backend, in minor units. Prices include tax, so the tax total is the tax
// part of the grand total. Pure: every cart mutation ends with `recalculate`.
import type { Cart, CartLine } from '../openapi/types.ts';

/** Shipping of the Nordic currencies (kronor) and of the others (EUR, GBP), minor units. */
const kronaCurrencies = new Set(['SEK', 'NOK', 'DKK']);
export const shippingRates = {
  krona: { fee: 4900, freeFrom: 100000 },
  other: { fee: 490, freeFrom: 10000 },
} as const;
/** Tax rate of shipping, basis points. */
export const shippingTaxPercentage = 2500;

/** The tax part of a tax-inclusive amount at a rate in basis points. */
export const includedTax = (amount: number, basisPoints: number) =>
  Math.round((amount * basisPoints) / (10000 + basisPoints));

export function shippingFor(currencyCode: string, subTotal: number, lineCount: number): number {
  if (lineCount === 0) return 0;
  const rate = kronaCurrencies.has(currencyCode) ? shippingRates.krona : shippingRates.other;
  return subTotal >= rate.freeFrom ? 0 : rate.fee;
}

/**
 * A line with its per-unit discount and totals derived from its unit prices and quantity; the cart's
 * discount codes take their percentage off the line's sale total.
 */
export function priceLine(line: CartLine, percentOff = 0): CartLine {
  const discountAmount = line.basePriceAmount - line.salePriceAmount;
  const saleTotal = line.salePriceAmount * line.quantity;
  const codeDiscount = Math.round((saleTotal * percentOff) / 100);
  return {
    ...line,
    discountAmount,
    totalDiscountAmount: discountAmount * line.quantity + codeDiscount,
    totalPriceAmount: saleTotal - codeDiscount,
  };
}

/** The cart with every line's totals and the cart totals computed afresh; the input is not changed. */
export function recalculate(cart: Cart): Cart {
  const percentOff = Math.min(
    100,
    cart.discountCodes.reduce((sum, code) => sum + (code.percentOff ?? 0), 0),
  );
  const items = cart.items.map((line) => priceLine(line, percentOff));
  // The sub total is the lines at their sale prices before the discount codes, and the discount total what
  // the codes take off, so that sub total − discount + shipping is the grand total the summary shows (a
  // sale price's own reduction shows on its line).
  const subTotal = items.reduce((sum, line) => sum + line.salePriceAmount * line.quantity, 0);
  const linesTotal = items.reduce((sum, line) => sum + line.totalPriceAmount, 0);
  const discountTotal = subTotal - linesTotal;
  const shippingTotal = shippingFor(cart.currencyCode, linesTotal, items.length);
  const taxTotal =
    items.reduce((sum, line) => sum + includedTax(line.totalPriceAmount, line.taxPercentage), 0) +
    includedTax(shippingTotal, shippingTaxPercentage);
  return {
    ...cart,
    items,
    totals: { subTotal, shippingTotal, discountTotal, taxTotal, grandTotal: linesTotal + shippingTotal },
  };
}
