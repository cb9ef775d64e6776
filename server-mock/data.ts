// The embedded backend's in-memory data. Shapes reuse the contract's types where the API exposes them;
// the extra fields are what only the backend knows (passwords, prices per market, codes' behaviour).

import type { components } from '../openapi/app.gen.ts';
import type { components as shared } from '../openapi/schemas.gen.ts';
import type { Address, Company, Market, Order, Settings, User } from '../openapi/types.ts';

export interface StoreGroup {
  id: string;
  slug: string;
  name: string;
  /** Upper-case country codes of the markets that use this store group. */
  countryCodes: string[];
  /**
   * The payment providers a cart of this store group offers per country (its capabilities); null: the
   * store group has no capabilities configured for that country (checkout cannot proceed).
   */
  paymentProviders: Record<string, string[] | null>;
}

/** Price of a variant in one store group and market, minor units. sale < base means on sale. */
export interface SeedPrice {
  base: number;
  sale: number;
}

export interface SeedVariant {
  id: string;
  sku: string;
  name: string;
  color?: string;
  size?: string;
  /** prices[storeGroupId][countryCode] */
  prices: Record<string, Record<string, SeedPrice>>;
  stock: number;
  /** Basis points, e.g. 2500 = 25 %. */
  taxPercentage: number;
}

export interface SeedProduct {
  id: string;
  product_number: string;
  product_name: string;
  slug: string;
  description: string;
  brand: string;
  categories: { name: string; uri: string }[];
  /** Drawing instructions for the generated SVG images (see images.ts). */
  art: { hue: number; shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon'; label: string };
  orderLimit?: number;
  childItems?: { productVariantId: string; quantity: number }[];
  /** Store groups that sell this product. */
  storeGroupIds: string[];
  variants: SeedVariant[];
}

export interface SeedUser extends User {
  /** Salted scrypt hash (see passwords.ts); never part of an answer. */
  passwordHash: string;
  /** May read the recorded flow usage (the flow atlas, docs/decisions/047); never part of an answer. */
  flowAnalyst?: boolean;
  created_at: string;
}

export interface SeedCompany extends Company {
  billing_address: Address[];
  shipping_address: Address[];
  /** The company's approval rules and budgets (issue 33); none: every order goes through. Never in a Company answer. */
  approvalPolicy?: shared['schemas']['ApprovalPolicy'];
  /** Ids of member users with their role and level live on the users' organisations lists. */
}

export type DiscountErrorCode =
  | 'MISSING_DISCOUNT_CODE'
  | 'CONDITION_DISCOUNT_CODE'
  | 'CONDITION_DISCOUNT_EXTERNAL'
  | 'EXPIRED_DISCOUNT_CODE'
  | 'ALREADY_ADDED_DISCOUNT_CODE'
  | 'INACTIVE_DISCOUNT_CODE'
  | 'BAD_REQUEST';

/**
 * Where a discount code applies: the carts of these store groups and markets (countries); absent, any. A cart
 * outside them gets CONDITION_DISCOUNT_CODE (docs/decisions/049).
 */
export interface DiscountConditions {
  storeGroupIds?: string[];
  countryCodes?: string[];
}

export interface SeedDiscountCode {
  code: string;
  /** A working code's effect; a code with `error` always answers that error (400) when applied. */
  percentOff?: number;
  conditions?: DiscountConditions;
  error?: DiscountErrorCode | 'UNKNOWN_DISCOUNT_ERROR';
  description: string;
}

export interface SeedGiftCard {
  code: string;
  pin: string;
  /** The card's currency: it pays only checkouts in it (docs/decisions/049). */
  currencyCode: string;
  /** The one remaining balance, minor units of `currencyCode`. */
  balance: number;
  /** When set, applying answers this server message (e.g. 'unable to add/update card'). */
  error?: string;
  description: string;
}

export interface SeedOrder extends Order {
  organisation_number?: string;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Link in the mail (verification or reset), relative to the shop. */
  link?: string;
  date: string;
}

/** A company admin's invitation of an address without an account (issue 19); removed when used or withdrawn. */
export interface Invitation {
  id: string;
  /** The secret of the mailed signup link. */
  token: string;
  company_id: string;
  email: string;
  invited_by: string;
  created_at: string;
  /** The user who signed up with the link; a member once their e-mail is verified. */
  signed_up_user_id?: string;
}

export interface NewsletterSubscription {
  email: string;
  listId: string;
  consent: { id: string; value: boolean; date: string; source: string; comment?: string };
}

/** A story of the content service: what shoppers see, and the editor's last save (preview mode). */
export interface SeedStory {
  published: components['schemas']['Story'];
  draft: components['schemas']['Story'];
}

/** A revalidation of a story's path (the preview syncer's call), kept so tests can check it. */
export interface Revalidation {
  path: string;
  /** The id of the story the editor changed. */
  story: string;
  date: string;
}

/** A company's print file as stored: the contract's record plus its bytes in base64. */
export type SeedCompanyFile = components['schemas']['CompanyFile'] & { data: string };

export interface EditorToken {
  name: string;
  token: string;
}

export interface MockData {
  markets: Market[];
  defaultMarket: string;
  storeGroups: StoreGroup[];
  settings: Settings;
  products: SeedProduct[];
  users: SeedUser[];
  companies: SeedCompany[];
  orders: SeedOrder[];
  discountCodes: SeedDiscountCode[];
  giftCards: SeedGiftCard[];
  newsletter: NewsletterSubscription[];
  mailbox: Mail[];
  invitations: Invitation[];
  stories: SeedStory[];
  /**
   * The content editors' preview tokens: only these may save stories. Not seeded: random per server and
   * kept across resets (store.ts), so QA's editor keeps working.
   */
  editorTokens?: EditorToken[];
  revalidations: Revalidation[];
  companyFiles: SeedCompanyFile[];
}
