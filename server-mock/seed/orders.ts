// Order history. Acme AB has every order state, several orders waiting for the customer, a trial order
// ('provorder') and two orders sharing one reference; a consumer and Nordic Print Oy have a few as well.
// Totals follow the line prices of the seed: grandTotal = lines + shipping - discount, 25 % VAT included.

import type { Address, OrderState } from '../../openapi/types.ts';
import {
  type ApprovalPolicy,
  approvalOf,
  approvalReasons,
  budgetFor,
  budgetStatus,
} from '../approval-rules.ts';
import type { SeedCompany, SeedOrder, SeedProduct, SeedUser, SeedVariant } from '../data.ts';
import { countedOrder } from '../order-approvals.ts';
import { B2B_GROUP, CONSUMER_GROUP } from './markets.ts';
import { iso } from './util.ts';

type CustomState = SeedOrder['status']['customStates'][number]['id'];

const DELIVERED: OrderState[] = ['PLACED', 'RELEASED', 'FULLY_DELIVERED'];

interface OrderSpec {
  ref: string;
  date: string;
  /** Company name; omitted for consumer orders. */
  company?: string;
  email: string;
  states: OrderState[];
  custom?: CustomState[];
  lines: [variantId: string, quantity: number][];
  /** Percent off the line total (a discount code used at checkout). */
  discount?: number;
  provorder?: boolean;
  notes?: { text: string; date: string }[];
  /** Index into the company's shipping addresses. */
  shipTo?: number;
  /**
   * Waits for the company's approval (issue 33): its reasons are those the policy below gives it, and it was paid
   * by invoice (Walley), which is voided if the order is declined.
   */
  approval?: true;
}

/**
 * The policy that held Acme's waiting orders when they were placed (issue 33): over 10 000 kr an approver decides,
 * over 50 000 kr an admin as well; a default-level buyer may order for 95 000 kr a month. Only the seed's orders
 * carry it (their stored reasons); the company's stored policy is the approvals tab's, empty in the seed.
 */
const ACME_POLICY_THEN: ApprovalPolicy = {
  amountRules: [{ currencyCode: 'SEK', approverOver: 1_000_000, adminOver: 5_000_000 }],
  maxLines: null,
  budgets: [
    {
      id: 'b-acme-default',
      subject: { kind: 'level', level: 'default' },
      currencyCode: 'SEK',
      amount: 9_500_000,
      period: 'month',
    },
  ],
};

const ACME = 'Acme AB';
const ADMIN = 'admin@acme.test';
const BUYER = 'buyer@acme.test';
const MULTI = 'multi@statefront.test';

const ORDERS: OrderSpec[] = [
  // Acme AB, oldest first
  {
    ref: 'SF-100101',
    date: iso(9, 3, 10, 12),
    company: ACME,
    email: ADMIN,
    states: DELIVERED,
    lines: [
      ['v-ts-1001-black-m', 25],
      ['v-ts-1001-navy-l', 25],
      ['v-mg-6001-white', 50],
    ],
  },
  {
    ref: 'SF-100102',
    date: iso(9, 8, 14, 5),
    company: ACME,
    email: BUYER,
    states: ['PLACED', 'RELEASED', 'PARTIALLY_DELIVERED', 'FULLY_DELIVERED'],
    lines: [
      ['v-hd-2001-black-l', 10],
      ['v-hd-2001-navy-m', 10],
    ],
    shipTo: 1,
  },
  {
    ref: 'SF-100103',
    date: iso(9, 12, 9, 40),
    company: ACME,
    email: BUYER,
    states: [...DELIVERED, 'FULLY_COMPENSATED'],
    lines: [['v-jk-3001-black-l', 2]],
    notes: [{ text: 'Returned: wrong size ordered. Credited in full.', date: iso(9, 26, 13, 0) }],
  },
  {
    ref: 'SF-100104',
    date: iso(9, 17, 11, 20),
    company: ACME,
    email: ADMIN,
    states: [...DELIVERED, 'PARTIALLY_COMPENSATED'],
    lines: [
      ['v-dw-1101-black', 40],
      ['v-um-1201-navy', 10],
    ],
    notes: [{ text: 'Two umbrellas arrived damaged and were credited.', date: iso(9, 30, 8, 15) }],
  },
  {
    ref: 'SF-100105',
    date: iso(9, 22, 15, 3),
    company: ACME,
    email: BUYER,
    states: ['PLACED', 'CANCELLED'],
    custom: ['customer_declined'],
    lines: [['v-ww-8003-navy-xl', 12]],
    notes: [{ text: 'The logo proof has the wrong colour, please cancel.', date: iso(9, 23, 9, 30) }],
  },
  {
    ref: 'SF-100106',
    date: iso(9, 29, 13, 45),
    company: ACME,
    email: ADMIN,
    states: DELIVERED,
    provorder: true,
    lines: [
      ['v-ts-1007-white-m', 1],
      ['v-hd-2002-charcoal-xl', 1],
    ],
  },
  {
    ref: 'SF-100107',
    date: iso(10, 4, 8, 55),
    company: ACME,
    email: ADMIN,
    states: ['PLACED', 'RELEASED'],
    custom: ['customer_approved'],
    lines: [
      ['v-pn-7005-blue', 2],
      ['v-nb-9001-black', 100],
    ],
  },
  {
    ref: 'SF-100108',
    date: iso(10, 9, 10, 10),
    company: ACME,
    email: MULTI,
    states: ['PLACED', 'RELEASED', 'PARTIALLY_DELIVERED'],
    lines: [
      ['v-cp-4001-navy', 60],
      ['v-bg-5001-natural', 200],
    ],
    shipTo: 1,
  },
  {
    ref: 'SF-100109',
    date: iso(10, 14, 16, 30),
    company: ACME,
    email: BUYER,
    states: DELIVERED,
    lines: [
      ['v-kit-1', 20],
      ['v-gb-1301-natural', 20],
    ],
  },
  // The same reference twice: cancelled, then placed again under the same reference.
  {
    ref: 'SF-100110',
    date: iso(10, 19, 9, 0),
    company: ACME,
    email: ADMIN,
    states: ['PLACED', 'CANCELLED'],
    lines: [['v-ts-1002-black-l', 30]],
  },
  {
    ref: 'SF-100110',
    date: iso(10, 21, 9, 20),
    company: ACME,
    email: ADMIN,
    states: ['PLACED', 'RELEASED'],
    lines: [
      ['v-ts-1002-black-l', 30],
      ['v-ts-1002-white-m', 20],
    ],
  },
  {
    ref: 'SF-100112',
    date: iso(10, 26, 11, 0),
    company: ACME,
    email: ADMIN,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-jk-3002-black-m', 8]],
  },
  {
    ref: 'SF-100113',
    date: iso(11, 2, 14, 15),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [
      ['v-ww-8002-hi-vis-yellow-l', 50],
      ['v-ww-8001-black-l', 10],
    ],
    shipTo: 1,
  },
  {
    ref: 'SF-100114',
    date: iso(11, 6, 10, 45),
    company: ACME,
    email: ADMIN,
    states: ['PLACED', 'RELEASED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-limit-5-silver', 5]],
  },
  {
    ref: 'SF-100115',
    date: iso(11, 10, 13, 5),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    discount: 15,
    lines: [['v-bg-5002-black', 15]],
  },
  {
    ref: 'SF-100116',
    date: iso(11, 14, 9, 35),
    company: ACME,
    email: ADMIN,
    states: ['PLACED'],
    lines: [
      ['v-mg-6002-green', 48],
      ['v-pn-7002-silver', 100],
    ],
  },
  {
    ref: 'SF-100117',
    date: iso(11, 18, 15, 50),
    company: ACME,
    email: MULTI,
    states: ['PLACED', 'RELEASED'],
    lines: [['v-nb-9002-natural', 150]],
  },
  {
    ref: 'SF-100118',
    date: iso(11, 20, 8, 25),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-hd-2003-sand-m', 6]],
    notes: [
      {
        text: 'Please confirm the embroidery thread colour before we release the order.',
        date: iso(11, 20, 12, 0),
      },
    ],
  },
  // Consumer
  {
    ref: 'SF-100201',
    date: iso(10, 2, 19, 10),
    email: 'consumer@statefront.test',
    states: DELIVERED,
    lines: [
      ['v-cp-4003-orange', 1],
      ['v-mg-6003-pink', 2],
    ],
  },
  {
    ref: 'SF-100202',
    date: iso(11, 12, 20, 40),
    email: 'consumer@statefront.test',
    states: ['PLACED'],
    discount: 10,
    lines: [
      ['v-hd-2004-pink-s', 1],
      ['v-dw-1101-red', 1],
    ],
  },
  // Nordic Print Oy (EUR, Finland)
  {
    ref: 'SF-100301',
    date: iso(9, 25, 7, 30),
    company: 'Nordic Print Oy',
    email: 'aino.virtanen@nordicprint.test',
    states: DELIVERED,
    lines: [
      ['v-ts-1003-blue-m', 40],
      ['v-ts-1003-blue-l', 40],
    ],
  },
  {
    ref: 'SF-100302',
    date: iso(11, 5, 12, 10),
    company: 'Nordic Print Oy',
    email: 'mikko.laine@nordicprint.test',
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-um-1202-yellow', 30]],
    shipTo: 1,
  },
  // Bergström Bygg AB, placed by the user who belongs to two companies
  {
    ref: 'SF-100401',
    date: iso(10, 28, 10, 0),
    company: 'Bergström Bygg AB',
    email: MULTI,
    states: DELIVERED,
    lines: [
      ['v-ww-8001-grey-xl', 10],
      ['v-ww-8004-brown', 10],
    ],
  },
  // Acme AB orders of the buyer that wait for the company's approval (issue 33), last so the ids above stay:
  // an approver's decision (over 10 000 kr), an approver's then an admin's (over 50 000 kr), and one over the
  // buyer's budget of the month.
  {
    ref: 'SF-100120',
    date: iso(11, 19, 9, 10),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-ts-1004-black-l', 80]],
    approval: true,
  },
  {
    ref: 'SF-100121',
    date: iso(11, 20, 14, 30),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [
      ['v-jk-3002-black-m', 40],
      ['v-jk-3001-black-l', 10],
    ],
    approval: true,
  },
  {
    ref: 'SF-100122',
    date: iso(11, 21, 7, 5),
    company: ACME,
    email: BUYER,
    states: ['PLACED'],
    custom: ['awaiting_customer_action'],
    lines: [['v-hd-2003-sand-m', 15]],
    approval: true,
  },
];

/** Shipping in minor units: free above a threshold, trial orders ship free. */
function shippingFor(currency: string, b2b: boolean, subTotal: number): number {
  if (currency === 'EUR') return subTotal >= 50000 ? 0 : 1495;
  if (b2b) return subTotal >= 500000 ? 0 : 14900;
  return subTotal >= 49900 ? 0 : 4900;
}

function homeAddress(user: SeedUser): Address {
  return {
    id: `a-home-${user.id.slice(2)}`,
    name: `${user.first_name} ${user.last_name}`,
    street_address: user.address?.street ?? '',
    city: user.address?.city ?? '',
    postal_code: user.address?.zip_code ?? '',
    country: user.country_code ?? 'SE',
    phone: user.phone_number ?? '',
    is_default: true,
    shipping_type: 'standard',
  };
}

export function buildOrders(
  products: SeedProduct[],
  companies: SeedCompany[],
  users: SeedUser[],
): SeedOrder[] {
  const variants = new Map<string, { product: SeedProduct; variant: SeedVariant }>();
  for (const product of products)
    for (const variant of product.variants) variants.set(variant.id, { product, variant });

  const orders = ORDERS.map((spec, index) => {
    const user = users.find((u) => u.email === spec.email);
    if (!user) throw new Error(`seed: unknown user ${spec.email}`);
    const company = spec.company === undefined ? undefined : companies.find((c) => c.name === spec.company);
    if (spec.company !== undefined && !company) throw new Error(`seed: unknown company ${spec.company}`);
    const country = company?.billing_address[0]?.country ?? 'SE';
    const currency = country === 'FI' ? 'EUR' : 'SEK';
    const group = company ? B2B_GROUP : CONSUMER_GROUP;
    const id = `o-${index + 1}`;

    const lines = spec.lines.map(([variantId, quantity], lineIndex) => {
      const { product, variant } = variants.get(variantId) ?? {};
      const price = variant?.prices[group]?.[country];
      if (!product || !variant || !price)
        throw new Error(`seed: no ${group}/${country} price for ${variantId}`);
      return {
        id: `${id}-l${lineIndex + 1}`,
        productVariantId: variant.id,
        sku: variant.sku,
        name: variant.name,
        // The catalogue route serves generated images at this path (server-mock/routes/catalogue.ts).
        imageUrl: `/api/media/products/${product.id}/${variant.id}.svg`,
        quantity,
        salePriceAmount: price.sale,
        totalPriceAmount: price.sale * quantity,
        taxPercentage: variant.taxPercentage,
      };
    });
    const subTotal = lines.reduce((sum, line) => sum + line.totalPriceAmount, 0);
    const shippingTotal = spec.provorder ? 0 : shippingFor(currency, Boolean(company), subTotal);
    const discountTotal = Math.round((subTotal * (spec.discount ?? 0)) / 100);
    const grandTotal = subTotal + shippingTotal - discountTotal;
    // Prices include VAT: the tax part of a gross amount is amount * rate / (1 + rate).
    const taxTotal = Math.round((grandTotal * 2500) / 12500);

    const billing = company?.billing_address[0] ?? homeAddress(user);
    const shipping =
      company?.shipping_address[spec.shipTo ?? 0] ?? company?.shipping_address[0] ?? homeAddress(user);
    const order: SeedOrder = {
      id,
      orderRef: spec.ref,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone_number ?? '',
      postCode: billing.postal_code,
      user_id: user.id,
      date: spec.date,
      currencyCode: currency,
      countryCode: country,
      status: {
        orderStates: [...spec.states],
        customStates: (spec.custom ?? []).map((stateId) => ({ id: stateId })),
      },
      lines,
      totals: { subTotal, shippingTotal, discountTotal, taxTotal, grandTotal },
      // Copies: the backend may edit a company's addresses without touching past orders.
      billingAddress: { ...billing },
      shippingAddress: { ...shipping },
      notes: (spec.notes ?? []).map((note) => ({ ...note })),
    };
    if (company) {
      order.organisation_number = company.organisation_number;
      order.attributes = { merchantReference1: company.organisation_number.replace('-', '') };
      if (spec.provorder) order.attributes.merchantReference2 = 'provorder';
    }
    return order;
  });
  // The approvals, from the policy of the time and the buyer's orders before each (its budget's spend).
  ORDERS.forEach((spec, index) => {
    const order = orders[index]!;
    if (!spec.approval) return;
    const buyer = users.find((user) => user.id === order.user_id)!;
    const level =
      buyer.organisations.find((membership) => membership.organisation_number === order.organisation_number)
        ?.level ?? 'default';
    const budget = budgetFor(ACME_POLICY_THEN, { userId: buyer.id, level }, order.currencyCode);
    const earlier = orders.filter((other) => other.user_id === buyer.id && other.date < order.date);
    const status = budget ? budgetStatus(budget, earlier.map(countedOrder), new Date(order.date)) : null;
    const figures = {
      currencyCode: order.currencyCode,
      total: order.totals.grandTotal,
      lines: order.lines.length,
    };
    order.approval = approvalOf(approvalReasons(ACME_POLICY_THEN, figures, status)) ?? undefined;
    order.payment = { provider: 'WalleyCheckout', amountCharged: order.totals.grandTotal, giftCards: [] };
  });
  return orders;
}
