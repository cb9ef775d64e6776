// Money, dates and URL params as the spec shows them.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../openapi/types';
import { buildMarkets } from '../../server-mock/seed/markets';
import { lineDiscount } from '../../src/features/cart/cart-line';
import { parseWishlistEntry } from '../../src/features/wishlist/wishlist-storage';
import { formatSwedishDate, formatSwedishDateByIntl } from '../../src/lib/date';
import { formatMoney, moneyWrittenWithoutIntl } from '../../src/lib/money';
import { atlasView, isoDay, positiveInt } from '../../src/lib/search-params';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Runs `write` with Intl.NumberFormat unavailable: what it formats, it formats without ICU's number data. */
function withoutIntlNumberFormat<T>(write: () => T): T {
  const original = Intl.NumberFormat;
  Intl.NumberFormat = (() => {
    throw new Error('Intl.NumberFormat was used');
  }) as unknown as typeof Intl.NumberFormat;
  try {
    return write();
  } finally {
    Intl.NumberFormat = original;
  }
}

describe('formatMoney', () => {
  it('divides minor units by 100 and shows decimals only when fractional', () => {
    expect(nbsp(formatMoney(19900, 'SEK', 'sv-SE'))).toBe('199 kr');
    expect(nbsp(formatMoney(19950, 'SEK', 'sv-SE'))).toBe('199,50 kr');
    expect(nbsp(formatMoney(1995, 'EUR', 'de-DE'))).toBe('19,95 €');
    expect(formatMoney(2400, 'GBP', 'en-GB')).toBe('£24');
  });

  it("writes the markets' locales and the shop's currencies as Intl does, without Intl", () => {
    const amounts = [0, -0, 1, 5, 50, 99, 100, 101, 999, 1000, 1050, 99_999, 100_000, 123_456, 1_234_567];
    const all = [...amounts, 12_345_678_900, ...amounts.map((amount) => -amount - 1), -123_456_789];
    const mismatches: string[] = [];
    for (const locale of moneyWrittenWithoutIntl.locales)
      for (const currency of moneyWrittenWithoutIntl.currencies)
        for (const minorUnits of all) {
          const major = minorUnits / 100;
          const digits = Number.isInteger(major) ? 0 : 2;
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(major);
          const written = withoutIntlNumberFormat(() => formatMoney(minorUnits, currency, locale));
          if (written !== intl) mismatches.push(`${locale} ${currency} ${minorUnits}: ${written} ≠ ${intl}`);
        }
    expect(mismatches).toEqual([]);
  });

  it("holds every market's own locale and currency in the table", () => {
    for (const market of buildMarkets()) {
      expect(moneyWrittenWithoutIntl.locales).toContain(market.engageLocale);
      expect(moneyWrittenWithoutIntl.currencies).toContain(market.currency);
    }
  });

  it('leaves other locales, currencies and amounts that are not whole minor units to Intl', () => {
    expect(nbsp(formatMoney(19900, 'USD', 'sv-SE'))).toBe('199 US$');
    expect(nbsp(formatMoney(19900, 'SEK', 'en-US'))).toBe('SEK 199');
    expect(nbsp(formatMoney(1999.5, 'SEK', 'sv-SE'))).toBe('20,00 kr');
  });
});

describe('formatSwedishDate', () => {
  it('gives YYYY-MM-DD HH:mm in Swedish time', () => {
    expect(formatSwedishDate('2026-11-21T09:05:00.000Z')).toBe('2026-11-21 10:05');
    expect(formatSwedishDate('2026-07-01T22:30:00.000Z')).toBe('2026-07-02 00:30');
  });

  it('agrees with the time zone database from 1996 to 2045, clock changes included', () => {
    const mismatches: string[] = [];
    const check = (instant: number) => {
      const iso = new Date(instant).toISOString();
      if (formatSwedishDate(iso) !== formatSwedishDateByIntl(instant)) mismatches.push(iso);
    };
    // Every 7 hours (each hour of the day in turn), and each quarter of an hour from 00:00 to 03:00 UTC in the
    // last week of March and of October, when the clocks change.
    for (let instant = Date.UTC(1996, 0, 1); instant < Date.UTC(2046, 0, 1); instant += 7 * 3_600_000)
      check(instant);
    for (let year = 1996; year < 2046; year++)
      for (const month of [2, 9])
        for (let day = 25; day <= 31; day++)
          for (let minutes = 0; minutes <= 180; minutes += 15) check(Date.UTC(year, month, day, 0, minutes));
    // Before 1996: Intl's answer, in Swedish (summer) time.
    expect(formatSwedishDate('1990-07-01T10:00:00.000Z')).toBe('1990-07-01 12:00');
    expect(mismatches).toEqual([]);
  });
});

describe('positiveInt', () => {
  it('keeps whole numbers from 1 and drops everything else', () => {
    expect([
      positiveInt('2'),
      positiveInt(3),
      positiveInt('0'),
      positiveInt('2.5'),
      positiveInt('abc'),
      positiveInt(undefined),
    ]).toEqual([2, 3, undefined, undefined, undefined, undefined]);
  });
});

describe('the flow atlas params', () => {
  it('keeps the known views and real calendar days, and drops everything else', () => {
    expect(atlasView('usage')).toBe('usage');
    expect(atlasView('designed')).toBe('designed');
    expect(atlasView('Usage')).toBeUndefined();
    expect(atlasView(['usage'])).toBeUndefined();
    expect(isoDay('2026-11-25')).toBe('2026-11-25');
    expect(isoDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-25', '2026-11-25T00:00', '', 20261125, null])
      expect(isoDay(bad)).toBeUndefined();
  });
});

describe('wishlist entries', () => {
  it('reads product numbers with an optional colour marker', () => {
    expect(parseWishlistEntry('TS-1001&color=Navy%20Blue')).toEqual({
      productNumber: 'TS-1001',
      color: 'Navy Blue',
    });
  });
});

describe('cart line discount (the spec rule)', () => {
  const line = (base: number, sale: number, totalDiscount = 0) =>
    ({ basePriceAmount: base, salePriceAmount: sale, totalDiscountAmount: totalDiscount }) as CartLine;
  it('shows a discount when the sale price is above 0 and differs from the base price, with the rounded percentage', () => {
    expect(lineDiscount(line(24900, 19900))).toEqual({ shown: true, percent: 20 });
    expect(lineDiscount(line(30000, 19900))).toEqual({ shown: true, percent: 34 });
  });
  it('shows a discount when only the total discount is above 0', () => {
    expect(lineDiscount(line(19900, 19900, 1990)).shown).toBe(true);
  });
  it('shows none for a full price or a zero sale price', () => {
    expect(lineDiscount(line(19900, 19900)).shown).toBe(false);
    expect(lineDiscount(line(19900, 0)).shown).toBe(false);
  });
});
