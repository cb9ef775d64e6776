// The catalogue of a promotional-products and workwear shop. Prices exist for every store group that sells a
// product in all six markets. Tax: one `taxPercentage` of 2500 (25 %) per variant for every market, a
// simplification, since a per-market rate would need per-market tax on the prices as well.
import type { SeedPrice, SeedProduct, SeedVariant } from '../data.ts';
import { B2B_GROUP, CONSUMER_GROUP, MARKET_SPECS } from './markets.ts';
import { createRandom, kebab, randomInt } from './util.ts';

type Shape = SeedProduct['art']['shape'];

const CATEGORIES = {
  tshirts: { name: 'T-shirts', uri: 't-shirts', shape: 'square' },
  hoodies: { name: 'Hoodies', uri: 'hoodies', shape: 'hexagon' },
  jackets: { name: 'Jackets', uri: 'jackets', shape: 'triangle' },
  workwear: { name: 'Workwear', uri: 'workwear', shape: 'triangle' },
  caps: { name: 'Caps', uri: 'caps', shape: 'circle' },
  bags: { name: 'Bags', uri: 'bags', shape: 'square' },
  mugs: { name: 'Mugs', uri: 'mugs', shape: 'circle' },
  pens: { name: 'Pens', uri: 'pens', shape: 'diamond' },
  notebooks: { name: 'Notebooks', uri: 'notebooks', shape: 'square' },
  drinkware: { name: 'Drinkware', uri: 'drinkware', shape: 'hexagon' },
  umbrellas: { name: 'Umbrellas', uri: 'umbrellas', shape: 'triangle' },
  giftboxes: { name: 'Gift boxes', uri: 'gift-boxes', shape: 'diamond' },
} as const satisfies Record<string, { name: string; uri: string; shape: Shape }>;

type CategoryKey = keyof typeof CATEGORIES;

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const KIDS_SIZES = ['110', '122', '134', '146'];

/** Print note per category, appended to each product's own sentence. */
const PRINT_NOTE: Record<CategoryKey, string> = {
  tshirts: 'Takes screen print, transfer and embroidery.',
  hoodies: 'Embroidery on chest or sleeve, print on the back.',
  jackets: 'Embroidered logo on chest and back panel.',
  workwear: 'Reflective print or embroidered company logo.',
  caps: 'Embroidered front logo, up to 8 thread colours.',
  bags: 'Screen print or woven label on the front.',
  mugs: 'Full-colour sublimation or engraving.',
  pens: 'Pad print or laser engraving on the barrel.',
  notebooks: 'Debossed or printed cover logo.',
  drinkware: 'Laser engraving or full-colour print.',
  umbrellas: 'Print on one or all panels.',
  giftboxes: 'Printed lid or sticker seal.',
};

interface ProductSpec {
  pn: string;
  name: string;
  cat: CategoryKey;
  brand: string;
  /** Consumer base price in SEK, whole kronor; every other price derives from it. */
  sek: number;
  about: string;
  colors?: string[];
  sizes?: string[];
  /** Percent off in the consumer store group. */
  sale?: number;
  /** Percent off in the B2B store group. */
  b2bSale?: number;
  b2bOnly?: boolean;
  orderLimit?: number;
  childItems?: { productVariantId: string; quantity: number }[];
  /** Fixed stock for every variant (special products); otherwise PRNG. */
  stock?: number;
}

// Product numbers are referenced by orders.ts and by tests: keep them stable.
const SPECS: ProductSpec[] = [
  // T-shirts
  {
    pn: 'TS-1001',
    name: 'Classic Organic Tee',
    cat: 'tshirts',
    brand: 'Nordvik',
    sek: 199,
    about: 'Organic cotton tee in 180 g jersey.',
    colors: ['Black', 'White', 'Navy', 'Heather Grey'],
    sizes: SIZES,
  },
  {
    pn: 'TS-1002',
    name: 'Heavyweight Crew Tee',
    cat: 'tshirts',
    brand: 'Urban Ember',
    sek: 249,
    about: 'Boxy 240 g tee with a ribbed neck.',
    colors: ['Black', 'White', 'Sand', 'Olive'],
    sizes: SIZES,
    sale: 20,
  },
  {
    pn: 'TS-1003',
    name: 'Performance Sport Tee',
    cat: 'tshirts',
    brand: 'Kustlinje',
    sek: 229,
    about: 'Quick-dry polyester tee for events and runs.',
    colors: ['Blue', 'Red', 'Black', 'Yellow'],
    sizes: SIZES,
  },
  {
    pn: 'TS-1004',
    name: 'Slim Fit V-Neck Tee',
    cat: 'tshirts',
    brand: 'Fjällbo',
    sek: 179,
    about: 'Fitted v-neck in soft combed cotton.',
    colors: ['White', 'Black', 'Burgundy'],
    sizes: SIZES,
  },
  {
    pn: 'TS-1005',
    name: 'Long Sleeve Logo Tee',
    cat: 'tshirts',
    brand: 'Nordvik',
    sek: 279,
    about: 'Long sleeves with room for a sleeve print.',
    colors: ['Navy', 'Grey', 'Forest Green'],
    sizes: SIZES,
    sale: 30,
  },
  {
    pn: 'TS-1006',
    name: 'Recycled Cotton Tee',
    cat: 'tshirts',
    brand: 'Skärgård Supply',
    sek: 219,
    about: 'Made from recycled cotton and polyester.',
    colors: ['Natural', 'Lingon', 'Fjord Blue'],
    sizes: SIZES,
  },
  {
    pn: 'TS-1007',
    name: 'Pique Polo Shirt',
    cat: 'tshirts',
    brand: 'Kustlinje',
    sek: 349,
    about: 'Classic piqué polo with a two-button placket.',
    colors: ['White', 'Navy', 'Black', 'Red'],
    sizes: SIZES,
  },
  // Hoodies
  {
    pn: 'HD-2001',
    name: 'Essential Hoodie',
    cat: 'hoodies',
    brand: 'Nordvik',
    sek: 499,
    about: 'Brushed fleece hoodie with a kangaroo pocket.',
    colors: ['Black', 'Heather Grey', 'Navy', 'Burgundy'],
    sizes: SIZES,
    sale: 20,
  },
  {
    pn: 'HD-2002',
    name: 'Zip Hoodie',
    cat: 'hoodies',
    brand: 'Urban Ember',
    sek: 599,
    about: 'Full-zip hoodie with metal zipper.',
    colors: ['Black', 'Charcoal', 'Olive'],
    sizes: SIZES,
  },
  {
    pn: 'HD-2003',
    name: 'Heavy Fleece Hoodie',
    cat: 'hoodies',
    brand: 'Fjällbo',
    sek: 699,
    about: '400 g heavy fleece for cold days.',
    colors: ['Sand', 'Black', 'Forest Green'],
    sizes: SIZES,
  },
  {
    pn: 'HD-2004',
    name: 'Crewneck Sweatshirt',
    cat: 'hoodies',
    brand: 'Skärgård Supply',
    sek: 449,
    about: 'Relaxed crewneck in organic cotton.',
    colors: ['Grey', 'Navy', 'Pink'],
    sizes: SIZES,
    sale: 20,
  },
  {
    pn: 'HD-2005',
    name: 'Kids Hoodie',
    cat: 'hoodies',
    brand: 'Kustlinje',
    sek: 349,
    about: 'Hoodie for children, no drawstrings.',
    colors: ['Red', 'Blue', 'Yellow'],
    sizes: KIDS_SIZES,
  },
  // Jackets
  {
    pn: 'JK-3001',
    name: 'Softshell Jacket',
    cat: 'jackets',
    brand: 'Fjällbo',
    sek: 899,
    about: 'Wind- and water-repellent softshell.',
    colors: ['Black', 'Navy', 'Red'],
    sizes: SIZES,
    sale: 20,
  },
  {
    pn: 'JK-3002',
    name: 'Padded Winter Jacket',
    cat: 'jackets',
    brand: 'Nordvik',
    sek: 1499,
    about: 'Warm padded jacket with a detachable hood.',
    colors: ['Black', 'Navy', 'Olive'],
    sizes: SIZES,
  },
  {
    pn: 'JK-3003',
    name: 'Lightweight Rain Jacket',
    cat: 'jackets',
    brand: 'Kustlinje',
    sek: 799,
    about: 'Packable rain jacket with taped seams.',
    colors: ['Yellow', 'Navy', 'Black'],
    sizes: SIZES,
  },
  {
    pn: 'JK-3004',
    name: 'Fleece Jacket',
    cat: 'jackets',
    brand: 'Skärgård Supply',
    sek: 599,
    about: 'Recycled microfleece with zip pockets.',
    colors: ['Grey', 'Navy', 'Black'],
    sizes: SIZES,
    sale: 30,
  },
  {
    pn: 'JK-3005',
    name: 'Quilted Vest',
    cat: 'jackets',
    brand: 'Urban Ember',
    sek: 699,
    about: 'Light quilted vest for layering.',
    colors: ['Black', 'Sand'],
    sizes: SIZES,
  },
  // Workwear (two of the three B2B-only products)
  {
    pn: 'WW-8001',
    name: 'Stretch Work Trousers',
    cat: 'workwear',
    brand: 'Stenhamn Works',
    sek: 899,
    about: 'Four-way stretch trousers with knee pockets.',
    colors: ['Black', 'Grey'],
    sizes: SIZES,
  },
  {
    pn: 'WW-8002',
    name: 'Hi-Vis Safety Vest',
    cat: 'workwear',
    brand: 'Stenhamn Works',
    sek: 149,
    about: 'EN ISO 20471 class 2 vest.',
    colors: ['Hi-Vis Yellow', 'Hi-Vis Orange'],
    sizes: SIZES,
    b2bOnly: true,
  },
  {
    pn: 'WW-8003',
    name: 'Embroidered Work Jacket',
    cat: 'workwear',
    brand: 'Stenhamn Works',
    sek: 1299,
    about: 'Durable work jacket, logo embroidery included.',
    colors: ['Black', 'Navy'],
    sizes: SIZES,
    b2bOnly: true,
  },
  {
    pn: 'WW-8004',
    name: 'Canvas Work Apron',
    cat: 'workwear',
    brand: 'Stenhamn Works',
    sek: 299,
    about: 'Waxed canvas apron with leather straps.',
    colors: ['Black', 'Brown', 'Natural'],
  },
  // Caps
  {
    pn: 'CP-4001',
    name: 'Six-Panel Cotton Cap',
    cat: 'caps',
    brand: 'Urban Ember',
    sek: 179,
    about: 'Brushed cotton cap with metal buckle.',
    colors: ['Black', 'Navy', 'White', 'Red', 'Beige'],
  },
  {
    pn: 'CP-4002',
    name: 'Trucker Mesh Cap',
    cat: 'caps',
    brand: 'Kustlinje',
    sek: 149,
    about: 'Foam front and mesh back.',
    colors: ['Black', 'Blue', 'Green'],
    sale: 20,
  },
  {
    pn: 'CP-4003',
    name: 'Knitted Beanie',
    cat: 'caps',
    brand: 'Fjällbo',
    sek: 149,
    about: 'Rib-knit beanie with a fold-up cuff.',
    colors: ['Black', 'Grey', 'Orange', 'Navy'],
  },
  {
    pn: 'CP-4004',
    name: 'Bucket Hat',
    cat: 'caps',
    brand: 'Skärgård Supply',
    sek: 199,
    about: 'Cotton twill bucket hat.',
    colors: ['Beige', 'Olive', 'Black'],
  },
  // Bags
  {
    pn: 'BG-5001',
    name: 'Organic Cotton Tote',
    cat: 'bags',
    brand: 'Skärgård Supply',
    sek: 89,
    about: 'Sturdy 220 g tote with long handles.',
    colors: ['Natural', 'Black', 'Navy'],
    b2bSale: 15,
  },
  {
    pn: 'BG-5002',
    name: 'Laptop Backpack',
    cat: 'bags',
    brand: 'Urban Ember',
    sek: 799,
    about: 'Padded 15" compartment and hidden pocket.',
    colors: ['Black', 'Grey'],
    sale: 20,
  },
  {
    pn: 'BG-5003',
    name: 'Weekend Duffel Bag',
    cat: 'bags',
    brand: 'Nordvik',
    sek: 999,
    about: 'Roomy 45 l duffel with shoe pocket.',
    colors: ['Black', 'Navy'],
  },
  {
    pn: 'BG-5004',
    name: 'Drawstring Gym Bag',
    cat: 'bags',
    brand: 'Kustlinje',
    sek: 69,
    about: 'Light drawstring bag for events.',
    colors: ['Red', 'Blue', 'Black', 'Yellow', 'Green'],
  },
  {
    pn: 'BG-5005',
    name: 'Insulated Cooler Bag',
    cat: 'bags',
    brand: 'Fjällbo',
    sek: 249,
    about: 'Keeps lunch cold for hours.',
    colors: ['Grey', 'Navy'],
  },
  // Mugs
  {
    pn: 'MG-6001',
    name: 'Ceramic Logo Mug',
    cat: 'mugs',
    brand: 'Nordvik',
    sek: 129,
    about: 'Dishwasher-safe 33 cl mug.',
    colors: ['White', 'Black', 'Red', 'Blue'],
  },
  {
    pn: 'MG-6002',
    name: 'Enamel Camp Mug',
    cat: 'mugs',
    brand: 'Fjällbo',
    sek: 149,
    about: 'Enamelled steel mug with a rolled rim.',
    colors: ['White', 'Green', 'Navy'],
    sale: 20,
  },
  {
    pn: 'MG-6003',
    name: 'Latte Mug 40 cl',
    cat: 'mugs',
    brand: 'Ljusbacka',
    sek: 159,
    about: 'Tall latte mug in matte glaze.',
    colors: ['White', 'Pink', 'Beige'],
  },
  {
    pn: 'SOLD-OUT',
    name: 'Limited Edition Stoneware Mug',
    cat: 'mugs',
    brand: 'Ljusbacka',
    sek: 249,
    about: 'Hand-glazed stoneware, one small batch.',
    stock: 0,
  },
  // Pens (one B2B-only pack)
  {
    pn: 'PN-7001',
    name: 'Classic Ballpoint Pen',
    cat: 'pens',
    brand: 'Kustlinje',
    sek: 19,
    about: 'Click pen with blue ink.',
    colors: ['Blue', 'Black', 'Red', 'Green', 'White'],
  },
  {
    pn: 'PN-7002',
    name: 'Aluminium Stylus Pen',
    cat: 'pens',
    brand: 'Urban Ember',
    sek: 49,
    about: 'Ballpoint with a touch-screen tip.',
    colors: ['Silver', 'Black', 'Blue'],
    sale: 20,
  },
  {
    pn: 'PN-7003',
    name: 'Bamboo Ballpoint Pen',
    cat: 'pens',
    brand: 'Skärgård Supply',
    sek: 25,
    about: 'Bamboo barrel, recycled clip.',
    colors: ['Natural'],
  },
  {
    pn: 'PN-7004',
    name: 'Premium Metal Rollerball',
    cat: 'pens',
    brand: 'Nordvik',
    sek: 199,
    about: 'Weighted metal rollerball in a gift tube.',
    colors: ['Black', 'Silver', 'Navy'],
  },
  {
    pn: 'PN-7005',
    name: 'Bulk Pen Pack 250',
    cat: 'pens',
    brand: 'Kustlinje',
    sek: 2490,
    about: '250 classic ballpoint pens, printed in one colour.',
    colors: ['Blue', 'Black'],
    b2bOnly: true,
  },
  // Notebooks
  {
    pn: 'NB-9001',
    name: 'A5 Hardcover Notebook',
    cat: 'notebooks',
    brand: 'Ljusbacka',
    sek: 149,
    about: 'Dotted pages, ribbon and elastic band.',
    colors: ['Black', 'Navy', 'Red', 'Forest Green'],
  },
  {
    pn: 'NB-9002',
    name: 'Recycled Kraft Notebook',
    cat: 'notebooks',
    brand: 'Skärgård Supply',
    sek: 79,
    about: 'Kraft cover with recycled paper.',
    colors: ['Natural'],
    sale: 20,
  },
  {
    pn: 'NB-9003',
    name: 'Weekly Planner 2027',
    cat: 'notebooks',
    brand: 'Nordvik',
    sek: 249,
    about: 'Week-to-view planner with a soft cover.',
    colors: ['Black', 'Brown'],
  },
  {
    pn: 'NB-9004',
    name: 'Sticky Note Set',
    cat: 'notebooks',
    brand: 'Ljusbacka',
    sek: 59,
    about: 'Printed sticky notes in a cardboard cover.',
    colors: ['Yellow', 'Pink', 'Blue'],
  },
  // Drinkware (LIMIT-5 is a popular bottle capped at five per order)
  {
    pn: 'DW-1101',
    name: 'Insulated Steel Bottle 50 cl',
    cat: 'drinkware',
    brand: 'Fjällbo',
    sek: 249,
    about: 'Keeps drinks cold 24 h, hot 12 h.',
    colors: ['Black', 'White', 'Navy', 'Red', 'Green'],
    sale: 20,
  },
  {
    pn: 'LIMIT-5',
    name: 'Signature Vacuum Bottle 75 cl',
    cat: 'drinkware',
    brand: 'Nordvik',
    sek: 399,
    about: 'Our best-selling bottle: at most 5 per order.',
    colors: ['Black', 'Silver', 'Navy'],
    orderLimit: 5,
  },
  {
    pn: 'DW-1102',
    name: 'Travel Coffee Tumbler',
    cat: 'drinkware',
    brand: 'Urban Ember',
    sek: 229,
    about: 'Leak-proof lid, fits car cup holders.',
    colors: ['Black', 'Grey', 'Orange'],
  },
  {
    pn: 'DW-1103',
    name: 'Glass Water Bottle',
    cat: 'drinkware',
    brand: 'Ljusbacka',
    sek: 179,
    about: 'Borosilicate glass with a silicone sleeve.',
    colors: ['Clear', 'Blue'],
  },
  // Umbrellas
  {
    pn: 'UM-1201',
    name: 'Storm Golf Umbrella',
    cat: 'umbrellas',
    brand: 'Kustlinje',
    sek: 349,
    about: 'Windproof double canopy, 130 cm.',
    colors: ['Black', 'Navy', 'Red'],
    sale: 30,
  },
  {
    pn: 'UM-1202',
    name: 'Compact Folding Umbrella',
    cat: 'umbrellas',
    brand: 'Nordvik',
    sek: 199,
    about: 'Automatic open and close, fits a bag.',
    colors: ['Black', 'Navy', 'Yellow'],
  },
  // Gift boxes: KIT-1 brings one natural gift box as its child item.
  {
    pn: 'GB-1301',
    name: 'Kraft Gift Box',
    cat: 'giftboxes',
    brand: 'Skärgård Supply',
    sek: 49,
    about: 'Sturdy kraft box with tissue paper.',
    colors: ['Natural', 'Black'],
  },
  {
    pn: 'KIT-1',
    name: 'Welcome Kit',
    cat: 'giftboxes',
    brand: 'Nordvik',
    sek: 799,
    about: 'Tee, mug and notebook for new colleagues, packed in a gift box.',
    childItems: [{ productVariantId: 'v-gb-1301-natural', quantity: 1 }],
  },
];

/** Products whose variants must stay in stock (QA relies on them). */
const ALWAYS_IN_STOCK = new Set(['LIMIT-5', 'KIT-1', 'GB-1301']);

/** Fixed exchange factors from SEK (about those of 2025-2026), so each market has prices of its own. */
const FROM_SEK: Record<string, number> = { SEK: 1, NOK: 1.07, DKK: 0.68, EUR: 1 / 11, GBP: 1 / 13 };

/** The price point next to a krona amount, up or down (10 kr steps from 100 kr, 5 kr from 20 kr, else 1 kr). */
function krStep(minor: number) {
  return minor >= 10000 ? 1000 : minor >= 2000 ? 500 : 100;
}

/**
 * A krona market's price never equals the Swedish one (a currency mix-up must show in a test): when rounding
 * lands on it, the next price point is taken (up for a base price, down for a sale price, never past the
 * base).
 */
function apartFromSek(amount: number, sek: number, currency: string, direction: 1 | -1) {
  if (currency === 'SEK' || amount !== sek || !['NOK', 'DKK'].includes(currency)) return amount;
  return Math.max(100, amount + direction * krStep(amount));
}

/** Rounds a minor-unit amount to a shop price point: 199 kr, 69 kr, 17,95 €, 7,95 €. */
export function pricePoint(minor: number, currency: string): number {
  const major = minor / 100;
  if (currency === 'EUR' || currency === 'GBP') {
    if (major >= 10) return Math.round(major) * 100 - 5;
    if (major >= 2) return Math.round(major * 2) * 50 - 5;
    return Math.max(5, Math.round(major * 20) * 5);
  }
  if (major >= 100) return (Math.round((major + 1) / 10) * 10 - 1) * 100;
  if (major >= 20) {
    const five = Math.round(major / 5) * 5;
    return (five % 10 === 0 ? five - 1 : five) * 100;
  }
  return Math.max(1, Math.round(major)) * 100;
}

function discounted(base: number, percent: number | undefined, currency: string): number {
  if (!percent) return base;
  return Math.min(base, pricePoint((base * (100 - percent)) / 100, currency));
}

/** A market's base and sale price from its base before rounding, kept apart from the Swedish price. */
function marketPrice(raw: number, percent: number | undefined, currency: string, sek?: SeedPrice): SeedPrice {
  const base = apartFromSek(pricePoint(raw, currency), sek?.base ?? -1, currency, 1);
  const sale = discounted(base, percent, currency);
  return { base, sale: percent ? Math.min(base, apartFromSek(sale, sek?.sale ?? -1, currency, -1)) : sale };
}

/**
 * prices[storeGroupId][country]: each market's from the Swedish price by a fixed exchange factor, rounded to
 * a price point of its currency; B2B is about 20 % below consumer, rounded per market.
 */
function buildPrices(spec: ProductSpec): Record<string, Record<string, SeedPrice>> {
  const consumer: Record<string, SeedPrice> = {};
  const b2b: Record<string, SeedPrice> = {};
  // Sweden first (MARKET_SPECS' order): the other markets keep apart from its prices.
  for (const market of MARKET_SPECS) {
    const factor = FROM_SEK[market.currency] ?? 1;
    const base = marketPrice(spec.sek * 100 * factor, spec.sale, market.currency, consumer.SE);
    consumer[market.country] = base;
    b2b[market.country] = marketPrice(base.base * 0.8, spec.b2bSale, market.currency, b2b.SE);
  }
  return spec.b2bOnly ? { [B2B_GROUP]: b2b } : { [CONSUMER_GROUP]: consumer, [B2B_GROUP]: b2b };
}

function buildVariants(spec: ProductSpec, random: () => number): SeedVariant[] {
  const colors: (string | undefined)[] = spec.colors ?? [undefined];
  const sizes: (string | undefined)[] = spec.sizes ?? [undefined];
  const variants: SeedVariant[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      const parts = [color, size].filter((part): part is string => part !== undefined);
      const stockRoll = random();
      const amount = randomInt(random, 5, 500);
      // About 3 % of ordinary variants are sold out, to show a disabled size or colour.
      const stock = spec.stock ?? (!ALWAYS_IN_STOCK.has(spec.pn) && stockRoll < 0.03 ? 0 : amount);
      const variant: SeedVariant = {
        id: ['v', spec.pn, ...parts].map(kebab).join('-'),
        sku: [spec.pn, ...parts].map((part) => kebab(part).toUpperCase()).join('-'),
        name: [spec.name, ...parts].join(', '),
        prices: buildPrices(spec),
        stock,
        taxPercentage: 2500,
      };
      if (color !== undefined) variant.color = color;
      if (size !== undefined) variant.size = size;
      variants.push(variant);
    }
  }
  return variants;
}

/** Initials of the name, up to three: 'Six-Panel Cotton Cap' -> 'SPC'. */
function label(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((char) => /[A-Z0-9]/.test(char))
    .slice(0, 3)
    .join('');
}

export function buildProducts(): SeedProduct[] {
  const random = createRandom(20260901);
  const usedHues = new Set<number>();
  return SPECS.map((spec, index) => {
    // Golden-angle steps keep neighbouring products' hues far apart; bump on a collision.
    let hue = Math.round(index * 137.508) % 360;
    while (usedHues.has(hue)) hue = (hue + 1) % 360;
    usedHues.add(hue);
    const category = CATEGORIES[spec.cat];
    const product: SeedProduct = {
      id: `p-${spec.pn.toLowerCase()}`,
      product_number: spec.pn,
      product_name: spec.name,
      slug: kebab(spec.name),
      description: `${spec.about} ${PRINT_NOTE[spec.cat]}`,
      brand: spec.brand,
      categories: [{ name: category.name, uri: category.uri }],
      art: { hue, shape: category.shape, label: label(spec.name) },
      storeGroupIds: spec.b2bOnly ? [B2B_GROUP] : [CONSUMER_GROUP, B2B_GROUP],
      variants: buildVariants(spec, random),
    };
    if (spec.orderLimit !== undefined) product.orderLimit = spec.orderLimit;
    if (spec.childItems) product.childItems = spec.childItems.map((child) => ({ ...child }));
    return product;
  });
}
