// The customer information card's choice, in sessionStorage `checkoutCustomer`: a new checkout of the same
// visit starts the provider with it (Walley's business preset), and a reload keeps the chosen addresses.
// Kept per user id, so a later visitor of the same tab never gets another user's details.
import type { CustomerChoice } from '../../../machines/customer-information/customer-information.machine';
import { readStored, writeStored } from '../../lib/stored-values';
import type { KnownCustomer } from './checkout-session';

export interface StoredCustomerChoice {
  userId: string;
  companyId: string;
  contactId: string | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
  /** Addresses typed in for this order (absent in choices stored before they existed). */
  newAddresses?: CustomerChoice['newAddresses'];
  /** What the provider is handed before it asks (buyer and delivery address). */
  preset: KnownCustomer;
}

export function readCustomerChoice(userId: string | null): StoredCustomerChoice | null {
  const stored = readStored('checkoutCustomer');
  return stored && userId && stored.userId === userId ? (stored as StoredCustomerChoice) : null;
}

export function saveCustomerChoice(choice: StoredCustomerChoice) {
  writeStored('checkoutCustomer', choice);
}
