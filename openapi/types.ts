// Names for the contract's shared schemas. Generated types stay the only source; these are aliases.
import type { components as app } from './app.gen';
import type { components } from './schemas.gen';

type Schemas = components['schemas'];
export type ApiErrorBody = Schemas['Error'];
export type Money = Schemas['Money'];
export type Market = Schemas['Market'];
export type Address = Schemas['Address'];
export type Company = Schemas['Company'];
export type Organisation = Schemas['Organisation'];
export type User = Schemas['User'];
export type Product = Schemas['Product'];
export type ProductPage = Schemas['ProductPage'];
export type Variant = Schemas['Variant'];
export type VariantPrice = Schemas['VariantPrice'];
export type Cart = Schemas['Cart'];
export type CartLine = Schemas['CartLine'];
export type Session = Schemas['Session'];
export type Checkout = Schemas['Checkout'];
export type CheckoutCustomer = Schemas['CheckoutCustomer'];
export type SessionBillingAddress = Schemas['SessionBillingAddress'];
export type PaymentProviderName = Schemas['PaymentProviderName'];
export type OrderState = Schemas['OrderState'];
export type OrderSummary = Schemas['OrderSummary'];
export type Order = Schemas['Order'];
export type Settings = app['schemas']['Settings'];
export type NewsletterConsent = app['schemas']['NewsletterConsent'];
