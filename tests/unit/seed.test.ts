// The mock backend's seed: deterministic, fresh on every call, and holding every fixture QA relies on.
import { describe, expect, it } from 'vitest';
import type { OrderState } from '../../openapi/types';
import type { DiscountErrorCode, MockData, SeedProduct } from '../../server-mock/data';
import { colorHex, productImageSvg } from '../../server-mock/images';
import { hashPassword, passwordCost, seedPasswordHash, verifyPassword } from '../../server-mock/passwords';
import { createSeed } from '../../server-mock/seed';
import { PASSWORD } from '../../server-mock/seed/accounts';
import { seedPasswordHashes } from '../../server-mock/seed/password-hashes.gen';

const ORDER_STATES: OrderState[] = [
  'PLACED',
  'RELEASED',
  'PARTIALLY_DELIVERED',
  'FULLY_DELIVERED',
  'PARTIALLY_COMPENSATED',
  'FULLY_COMPENSATED',
  'CANCELLED',
];

const DISCOUNT_ERRORS: (DiscountErrorCode | 'UNKNOWN_DISCOUNT_ERROR')[] = [
  'MISSING_DISCOUNT_CODE',
  'CONDITION_DISCOUNT_CODE',
  'CONDITION_DISCOUNT_EXTERNAL',
  'EXPIRED_DISCOUNT_CODE',
  'INACTIVE_DISCOUNT_CODE',
  'BAD_REQUEST',
  'UNKNOWN_DISCOUNT_ERROR',
];

const seed: MockData = createSeed();
const variants = seed.products.flatMap((product) => product.variants);

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

function product(productNumber: string): SeedProduct {
  const found = seed.products.find((p) => p.product_number === productNumber);
  if (!found) throw new Error(`no product ${productNumber}`);
  return found;
}

function user(email: string) {
  const found = seed.users.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found;
}

/** Every object and array reachable from a value. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const child of Object.values(value)) objectsOf(child, into);
  }
  return into;
}

describe('createSeed', () => {
  it('is deterministic and returns a fresh deep object on every call', () => {
    const first = createSeed();
    const second = createSeed();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    // No object is shared between two seeds, so the backend's mutations never leak into a reset.
    const seen = objectsOf(first);
    const shared = [...objectsOf(second)].filter((object) => seen.has(object));
    expect(shared).toEqual([]);
  });

  it('has the six markets, two store groups and the settings', () => {
    expect(seed.defaultMarket).toBe('se');
    expect(seed.markets.map((m) => m.enadMarket)).toEqual(['se', 'no', 'dk', 'fi', 'de', 'gb']);
    expect(seed.markets.map((m) => m.currency)).toEqual(['SEK', 'NOK', 'DKK', 'EUR', 'EUR', 'GBP']);
    for (const market of seed.markets) {
      expect(market.country).toBe(market.enadMarket.toUpperCase());
      expect(market.productUrlPrefix.startsWith(`${market.enadMarket}/`)).toBe(true);
      expect(market.storeGroupId).toBe('sg-consumer');
    }
    // Each market's own product path (Sweden's the short one).
    expect(seed.markets.map((m) => m.productUrlPrefix)).toEqual([
      'se/p',
      'no/produkt',
      'dk/produkt',
      'fi/tuote',
      'de/produkt',
      'gb/product',
    ]);
    expect(seed.storeGroups.map((g) => [g.id, g.slug])).toEqual([
      ['sg-consumer', 'consumer'],
      ['sg-b2b', 'b2b'],
    ]);
    expect(seed.settings).toMatchObject({
      giftCardEnabled: true,
      orderDecisionsEnabled: 'true',
      mediaLabel: 'Tryckfiler',
    });
    expect(seed.newsletter).toEqual([]);
    expect(seed.mailbox).toEqual([]);
  });
});

describe('products', () => {
  it('has enough products with unique ids, numbers, slugs, variant ids and skus', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(44);
    expect(unique(seed.products.map((p) => p.id))).toBe(true);
    expect(unique(seed.products.map((p) => p.product_number))).toBe(true);
    expect(unique(seed.products.map((p) => p.slug))).toBe(true);
    expect(unique(seed.products.map((p) => String(p.art.hue)))).toBe(true);
    expect(unique(variants.map((v) => v.id))).toBe(true);
    expect(unique(variants.map((v) => v.sku))).toBe(true);
    for (const p of seed.products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.art.label.length).toBeGreaterThanOrEqual(1);
      expect(p.art.label.length).toBeLessThanOrEqual(3);
      expect(p.variants.length).toBeGreaterThan(0);
    }
  });

  it('prices every variant in each of its store groups and all six markets', () => {
    const countries = seed.markets.map((m) => m.country);
    for (const p of seed.products) {
      for (const variant of p.variants) {
        expect(Object.keys(variant.prices).sort()).toEqual([...p.storeGroupIds].sort());
        for (const group of p.storeGroupIds) {
          for (const country of countries) {
            const price = variant.prices[group]?.[country];
            expect(price, `${variant.id} ${group} ${country}`).toBeDefined();
            if (!price) continue;
            expect(Number.isInteger(price.base) && Number.isInteger(price.sale)).toBe(true);
            expect(price.sale).toBeGreaterThan(0);
            expect(price.sale).toBeLessThanOrEqual(price.base);
          }
        }
        // B2B prices sit below consumer prices.
        const consumer = variant.prices['sg-consumer']?.SE;
        const b2b = variant.prices['sg-b2b']?.SE;
        if (consumer && b2b) expect(b2b.base).toBeLessThan(consumer.base);
      }
    }
  });

  it("gives every market prices of its own: a krona market's never equal Sweden's", () => {
    for (const variant of variants) {
      for (const [group, byCountry] of Object.entries(variant.prices)) {
        const se = byCountry.SE!;
        for (const country of ['NO', 'DK']) {
          const price = byCountry[country]!;
          expect(price.base, `${variant.id} ${group} ${country}`).not.toBe(se.base);
          expect(price.sale, `${variant.id} ${group} ${country}`).not.toBe(se.sale);
        }
        // By a fixed rate: Norwegian kroner about 7 % above, Danish about a third below.
        expect(byCountry.NO!.base / se.base).toBeGreaterThan(1);
        expect(byCountry.DK!.base / se.base).toBeLessThan(0.8);
        expect(byCountry.GB!.base).toBeLessThan(byCountry.FI!.base);
      }
    }
  });

  it('has about a quarter on sale and exactly three B2B-only products', () => {
    const onSale = seed.products.filter((p) =>
      p.variants.some((v) =>
        Object.values(v.prices['sg-consumer'] ?? {}).some((price) => price.sale < price.base),
      ),
    );
    expect(onSale.length / seed.products.length).toBeGreaterThan(0.2);
    expect(onSale.length / seed.products.length).toBeLessThan(0.35);
    const b2bOnly = seed.products.filter((p) => p.storeGroupIds.join() === 'sg-b2b');
    expect(b2bOnly).toHaveLength(3);
  });

  it('has the special products LIMIT-5, SOLD-OUT and KIT-1', () => {
    const limited = product('LIMIT-5');
    expect(limited.orderLimit).toBe(5);
    expect(limited.variants.every((v) => v.stock > 0)).toBe(true);

    const soldOut = product('SOLD-OUT');
    expect(soldOut.variants).toHaveLength(1);
    expect(soldOut.variants[0]?.stock).toBe(0);

    const kit = product('KIT-1');
    expect(kit.childItems?.length).toBeGreaterThan(0);
    for (const child of kit.childItems ?? []) {
      const childVariant = variants.find((v) => v.id === child.productVariantId);
      expect(childVariant).toBeDefined();
      expect(kit.variants.some((v) => v.id === child.productVariantId)).toBe(false);
      expect(childVariant?.stock).toBeGreaterThan(0);
      expect(child.quantity).toBe(1);
    }
  });
});

describe('accounts', () => {
  it("stores each user's hash of the seed password as made from its id, from the generated file", async () => {
    // The file spares every process that builds the seed 2.6 CPU-s of scrypt (decision 069); a user added or renamed
    // without `npm run gen:seed-hashes` fails here. It holds the backend's cost; this run's seed (Vitest asks for the
    // minimum cost, decision 072) hashes at its own.
    expect(Object.keys(seedPasswordHashes).sort()).toEqual(seed.users.map((u) => u.id).sort());
    for (const u of seed.users) {
      expect(seedPasswordHashes[u.id], u.id).toBe(seedPasswordHash(u.id, PASSWORD, passwordCost));
      expect(await verifyPassword(PASSWORD, seedPasswordHashes[u.id]), u.id).toBe(true);
      expect(u.passwordHash, u.id).toBe(seedPasswordHash(u.id, PASSWORD));
      expect(await verifyPassword(PASSWORD, u.passwordHash), u.id).toBe(true);
    }
  });

  it("hashes at the backend's cost unless a test run asks for the minimum, and verifies a hash at the cost it names", async () => {
    const asked = process.env.MOCK_PASSWORD_COST;
    try {
      delete process.env.MOCK_PASSWORD_COST;
      const backends = await hashPassword('Statefront1!');
      expect(backends).toMatch(/^scrypt\$16384\$8\$1\$/);
      process.env.MOCK_PASSWORD_COST = 'minimum';
      const tests = await hashPassword('Statefront1!');
      expect(tests).toMatch(/^scrypt\$256\$8\$1\$/);
      for (const hash of [backends, tests]) {
        expect(await verifyPassword('Statefront1!', hash)).toBe(true);
        expect(await verifyPassword('Statefront2!', hash)).toBe(false);
      }
    } finally {
      if (asked === undefined) delete process.env.MOCK_PASSWORD_COST;
      else process.env.MOCK_PASSWORD_COST = asked;
    }
  });

  it('has the QA identities with their roles', () => {
    expect(
      seed.users.every((u) => /^scrypt\$/.test(u.passwordHash) && !u.passwordHash.includes('Statefront1!')),
    ).toBe(true);
    expect(unique(seed.users.map((u) => u.id))).toBe(true);
    expect(unique(seed.users.map((u) => u.email))).toBe(true);

    const consumer = user('consumer@statefront.test');
    expect(consumer).toMatchObject({
      market: 'se',
      language: 'sv',
      store_group: 'sg-consumer',
      status: 'active',
    });
    expect(consumer.organisations).toEqual([]);
    expect(consumer.email_verified).toBe(true);

    expect(user('admin@acme.test').organisations).toEqual([
      expect.objectContaining({ id: 'c-acme-ab', role: 'customer', level: 'admin' }),
    ]);
    expect(user('buyer@acme.test').organisations).toEqual([
      expect.objectContaining({ id: 'c-acme-ab', role: 'customer', level: 'default' }),
    ]);
    const agent = user('agent@statefront.test').organisations;
    expect(agent.map((o) => [o.name, o.role])).toEqual([
      ['Acme AB', 'agent'],
      ['Nordic Print Oy', 'agent'],
    ]);
    // An agent of more than one page of companies (10 a page); Acme AB first, so login chooses it.
    const agent13 = user('agent13@statefront.test').organisations;
    expect(agent13).toHaveLength(13);
    expect(agent13[0]?.name).toBe('Acme AB');
    expect(agent13.every((o) => o.role === 'agent' && o.level === 'default')).toBe(true);
    expect(user('super@statefront.test').is_super_admin).toBe(true);
    expect(user('multi@statefront.test').organisations.map((o) => [o.name, o.role, o.level])).toEqual([
      ['Acme AB', 'customer', 'default'],
      ['Bergström Bygg AB', 'customer', 'default'],
    ]);
    expect(user('unverified@statefront.test')).toMatchObject({ email_verified: false, status: 'active' });
    expect(user('pending@statefront.test')).toMatchObject({ email_verified: true, status: 'pending' });
    for (const u of seed.users) expect(u.phone_number).toMatch(/^\+[1-9]\d{6,14}$/);
  });

  it('has the companies QA needs, with enough for two pages', () => {
    expect(seed.companies.length).toBeGreaterThan(10);
    expect(unique(seed.companies.map((c) => c.id))).toBe(true);
    const addresses = seed.companies.flatMap((c) => [...c.billing_address, ...c.shipping_address]);
    expect(unique(addresses.map((a) => a.id))).toBe(true);

    const acme = seed.companies.find((c) => c.name === 'Acme AB');
    expect(acme).toMatchObject({
      id: 'c-acme-ab',
      status: 'active',
      credit_check: true,
      organisation_number: '556677-8899',
      tax_id_vat_number: 'SE556677889901',
    });
    expect(acme?.billing_address.map((a) => a.is_default)).toEqual([true, false]);
    expect(acme?.shipping_address.map((a) => a.is_default)).toEqual([true, false]);
    expect(seed.companies.find((c) => c.name === 'Nordic Print Oy')).toMatchObject({
      organisation_number: '2345678-9',
      credit_check: true,
    });
    expect(seed.companies.find((c) => c.name === 'Sleepy AB')?.status).toBe('inactive');
    expect(seed.companies.find((c) => c.name === 'Riskable AB')).toMatchObject({
      status: 'active',
      credit_check: false,
    });

    // Acme has more than one page of users.
    const acmeUsers = seed.users.filter((u) => u.organisations.some((o) => o.id === 'c-acme-ab'));
    expect(acmeUsers.length).toBeGreaterThan(10);
  });

  it('has a Norwegian business buyer of a Norwegian company, with business prices in NOK', () => {
    const kari = user('kari.haugen@fjellvang.test');
    expect(kari).toMatchObject({
      market: 'no',
      language: 'nb',
      country_code: 'NO',
      store_group: 'sg-b2b',
      email_verified: true,
      status: 'active',
    });
    expect(kari.phone_number).toMatch(/^\+47\d{8}$/);
    expect(kari.organisations).toEqual([
      expect.objectContaining({ id: 'c-fjellvang-profil-as', role: 'customer', level: 'default' }),
    ]);
    const company = seed.companies.find((c) => c.id === 'c-fjellvang-profil-as');
    expect(company).toMatchObject({ status: 'active', credit_check: true, store_groups: ['sg-b2b'] });
    for (const address of [...company!.billing_address, ...company!.shipping_address])
      expect(address).toMatchObject({ country: 'NO', city: 'Oslo' });
    // Appended last: the agent of many companies is still an agent of Acme and the twelve plain ones only.
    expect(user('agent13@statefront.test').organisations.map((o) => o.id)).not.toContain(company!.id);
    const tee = product('TS-1001').variants[0]!.prices;
    expect(tee['sg-b2b']!.NO!.sale).toBeLessThan(tee['sg-consumer']!.NO!.sale);
  });

  it('copies company fields into every organisation entry', () => {
    for (const u of seed.users) {
      for (const organisation of u.organisations) {
        const company = seed.companies.find((c) => c.id === organisation.id);
        expect(company).toBeDefined();
        expect(organisation).toMatchObject({
          name: company?.name,
          status: company?.status,
          organisation_number: company?.organisation_number,
          tax_id_vat_number: company?.tax_id_vat_number,
          contact_name: company?.contact_name,
        });
      }
    }
  });
});

describe('orders', () => {
  const acmeOrders = seed.orders.filter((o) => o.organisation_number === '556677-8899');

  it('covers every order state for Acme AB', () => {
    expect(acmeOrders.length).toBeGreaterThanOrEqual(16);
    const current = new Set(acmeOrders.map((o) => o.status.orderStates.at(-1)));
    for (const state of ORDER_STATES) expect(current.has(state), state).toBe(true);
    expect(acmeOrders.some((o) => o.email === 'admin@acme.test')).toBe(true);
    expect(acmeOrders.some((o) => o.email === 'buyer@acme.test')).toBe(true);
  });

  it('has the special orders: duplicate reference, provorder and custom states', () => {
    expect(unique(seed.orders.map((o) => o.id))).toBe(true);
    const refs = acmeOrders.map((o) => o.orderRef);
    expect(unique(refs)).toBe(false);
    expect(acmeOrders.some((o) => o.attributes?.merchantReference2 === 'provorder')).toBe(true);
    const custom = (id: string) => acmeOrders.filter((o) => o.status.customStates.some((s) => s.id === id));
    expect(custom('awaiting_customer_action').length).toBeGreaterThanOrEqual(3);
    expect(custom('awaiting_customer_action').some((o) => o.status.orderStates.at(-1) === 'PLACED')).toBe(
      true,
    );
    expect(custom('customer_approved').length).toBeGreaterThanOrEqual(1);
    expect(custom('customer_declined').length).toBeGreaterThanOrEqual(1);
    expect(seed.orders.filter((o) => o.email === 'consumer@statefront.test')).toHaveLength(2);
    expect(seed.orders.filter((o) => o.organisation_number === '2345678-9')).toHaveLength(2);
  });

  it('has lines of real variants and consistent totals', () => {
    for (const order of seed.orders) {
      let sum = 0;
      for (const line of order.lines) {
        expect(
          variants.some((v) => v.id === line.productVariantId),
          line.productVariantId,
        ).toBe(true);
        expect(line.totalPriceAmount).toBe((line.salePriceAmount ?? 0) * line.quantity);
        sum += line.totalPriceAmount;
      }
      const { subTotal, shippingTotal, discountTotal, taxTotal, grandTotal } = order.totals;
      expect(subTotal).toBe(sum);
      expect(grandTotal).toBe(subTotal + shippingTotal - discountTotal);
      expect(taxTotal).toBe(Math.round(grandTotal / 5));
      expect(order.date >= '2026-09-01' && order.date < '2026-12-01').toBe(true);
    }
  });
});

describe('vouchers', () => {
  it('has working codes and one code per discount error', () => {
    const codes = seed.discountCodes;
    expect(codes.find((c) => c.code === 'WELCOME10')?.percentOff).toBe(10);
    expect(codes.find((c) => c.code === 'FRIEND5')?.percentOff).toBe(5);
    expect(codes.find((c) => c.code === 'B2B15')).toMatchObject({
      percentOff: 15,
      conditions: { storeGroupIds: ['sg-b2b'] },
    });
    for (const error of DISCOUNT_ERRORS)
      expect(
        codes.some((c) => c.error === error),
        error,
      ).toBe(true);
    expect(codes.every((c) => c.description.length > 0)).toBe(true);
  });

  it('has the gift cards', () => {
    const card = (code: string) => seed.giftCards.find((c) => c.code === code);
    expect(card('GC-1000')).toMatchObject({ pin: '1234', currencyCode: 'SEK', balance: 100000 });
    expect(card('GC-500')?.pin).toBe('5678');
    expect(card('GC-EMPTY')?.error).toBe('requested gift card has insufficient balance');
    expect(card('GC-BROKEN')?.error).toBe('unable to add/update card');
    expect(card('GC-BLOCKED')?.error).toBe('gift card is blocked');
  });
});

describe('productImageSvg', () => {
  it('draws a small self-contained SVG for every product and variant', () => {
    for (const p of seed.products) {
      for (const variant of [undefined, ...p.variants]) {
        const svg = productImageSvg(p, variant, 320);
        expect(svg).toContain(`<title>${p.product_name.replace(/&/g, '&amp;')}`);
        expect(svg).toContain('viewBox="0 0 400 400"');
        expect(svg).toContain('width="320" height="320"');
        expect(svg).not.toMatch(/<script|href=|url\(|@import/i);
        expect(svg.length).toBeLessThan(2048);
      }
    }
  });

  it('is deterministic, escapes text and tints by known colours', () => {
    const [p] = seed.products;
    if (!p) throw new Error('no products');
    expect(productImageSvg(p, p.variants[0], 96)).toBe(productImageSvg(p, p.variants[0], 96));
    const tricky = { ...p, product_name: 'Fish & <Chips>', art: { ...p.art, label: '<&>' } };
    const svg = productImageSvg(tricky, undefined, 96);
    expect(svg).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
    expect(svg).not.toContain('<Chips>');
    const base = { ...p.variants[0]!, color: 'Navy' };
    expect(productImageSvg(p, base, 96)).not.toBe(productImageSvg(p, { ...base, color: 'Red' }, 96));
    expect(colorHex('Navy')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorHex('heather grey')).toBeDefined();
    expect(colorHex('Lingon')).toBeUndefined();
    expect(colorHex('constructor')).toBeUndefined();
  });
});
