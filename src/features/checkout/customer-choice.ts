// The checkout's customer choice for business buyers (decision 020): the company the shopper session acts for,
// its addresses and the contact person. One reading of it serves the customer card (what it shows), the provider's
// start (the preset every provider is handed) and the session's cart (the company and the billing address the
// order bills), so the three agree from the first paint of the checkout, after a reload too (issue 30, items 4, 5).
import type {
  ContactPerson,
  CustomerChoice,
} from '../../../machines/customer-information/customer-information.machine';
import { defaultAddressId } from '../../../machines/customer-information/customer-information.rules';
import type { Address, Cart, SessionBillingAddress, User } from '../../../openapi/types';
import { cartQueryKey, cartQueryOptions } from '../../session/cart.queries';
import { cartTokenOf } from '../../session/cart-session';
import type { FlowEnvironment } from '../../session/flow-environment';
import { storeSessionCompany } from '../../session/session-company';
import { companyQueryOptions } from '../account/companies.queries';
import type { KnownCustomer } from './checkout-session';
import { readCustomerChoice } from './customer-choice-storage';

/** No address typed in for this order: the company's chosen ones are used. */
const noNewAddresses: CustomerChoice['newAddresses'] = { billing: null, shipping: null };

type ChoiceEnvironment = Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>;

export const addressLine = (address: Pick<Address, 'street_address' | 'house_number'>) =>
  [address.street_address, address.house_number].filter(Boolean).join(' ');

export const fullName = (person: { first_name?: string; last_name?: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** The signed-in user as the contact person: who orders, with the phone the provider is handed. */
export const selfOf = (user: User): ContactPerson => ({
  id: user.id,
  name: fullName(user),
  email: user.email,
  ...(user.phone_number ? { phone: user.phone_number } : {}),
});

/** A user of the company as the contact person, with the mobile number the provider is handed. */
export const contactPersonOf = (member: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
}): ContactPerson => ({
  id: member.id,
  name: fullName(member),
  email: member.email,
  ...(member.phone_number ? { phone: member.phone_number } : {}),
});

/** Who the order is for when a company is chosen: a super admin has nobody by default, others themselves. */
export const defaultContact = (user: User) => (user.is_super_admin ? null : selfOf(user));

const noChoice: CustomerChoice = {
  company: null,
  contact: null,
  billingAddressId: null,
  shippingAddressId: null,
  newAddresses: noNewAddresses,
};

/** The billing address chosen (a new one typed for this order, else one of the company's). */
function billingOf({ company, newAddresses, billingAddressId }: CustomerChoice) {
  return (
    newAddresses.billing ??
    company?.billing_address.find((address) => address.id === billingAddressId) ??
    null
  );
}

/** The chosen billing address as the session keeps it, so that the provider and the order bill it. */
export function sessionBillingOf(choice: CustomerChoice): SessionBillingAddress | undefined {
  const billing = billingOf(choice);
  if (!billing || !choice.company) return undefined;
  return {
    companyName: billing.company_name || choice.company.name,
    street: addressLine(billing),
    postalCode: billing.postal_code,
    city: billing.city,
    country: billing.country,
  };
}

/** What the payment provider is handed: the buyer (the contact person), the shipping and billing address. */
export function presetOf(choice: CustomerChoice): KnownCustomer {
  const { company, contact } = choice;
  if (!company) return {};
  const shipping =
    choice.newAddresses.shipping ??
    company.shipping_address.find((address) => address.id === choice.shippingAddressId);
  const billing = billingOf(choice);
  const [firstName = '', ...rest] = (contact?.name ?? '').split(' ');
  return {
    organizationNumber: company.organisation_number,
    companyName: shipping?.company_name || company.name,
    ...(contact ? { firstName, lastName: rest.join(' ') } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phone ? { phone: contact.phone } : {}),
    ...(shipping
      ? { address: addressLine(shipping), postalCode: shipping.postal_code, city: shipping.city }
      : {}),
    ...(shipping && 'co_address' in shipping && shipping.co_address
      ? { coAddress: shipping.co_address }
      : {}),
    ...(billing
      ? {
          billingAddress: addressLine(billing),
          billingPostalCode: billing.postal_code,
          billingCity: billing.city,
          ...(billing.company_name ? { billingCompanyName: billing.company_name } : {}),
        }
      : {}),
  };
}

/**
 * The customer choice of the company the shopper session acts for (`companyId`: the one chosen in this visit,
 * restored after a reload, else the user's first; a super admin has none until they choose), read by its id, so
 * an agent's company beyond the chooser's first page is the one shown. The addresses and the contact person the
 * card stored for that company in this visit are kept; else the company's defaults and the user themself.
 */
export async function sessionCustomerChoice(
  { api, queryClient, session }: ChoiceEnvironment,
  user: User,
): Promise<CustomerChoice> {
  const { companyId } = (await session.ready()).getSnapshot().context;
  const company = companyId ? await queryClient.fetchQuery(companyQueryOptions(api, companyId)) : null;
  if (!company) return noChoice;
  const cart = await queryClient.ensureQueryData(cartQueryOptions(api, session));
  const saved = readCustomerChoice(user.id);
  const kept = saved?.companyId === company.id ? saved : null;
  const known = (addresses: Address[], id: string | null | undefined) =>
    addresses.some((address) => address.id === id) ? (id as string) : defaultAddressId(addresses);
  const reference = cart?.attributes?.company?.reference;
  return {
    company,
    contact:
      kept?.contactId && reference
        ? {
            id: kept.contactId,
            name: reference,
            ...(kept.preset.email ? { email: kept.preset.email } : {}),
            ...(kept.preset.phone ? { phone: kept.preset.phone } : {}),
          }
        : defaultContact(user),
    billingAddressId: known(company.billing_address, kept?.billingAddressId),
    shippingAddressId: known(company.shipping_address, kept?.shippingAddressId),
    newAddresses: kept?.newAddresses ?? noNewAddresses,
  };
}

const sameBilling = (stored: SessionBillingAddress | undefined, chosen: SessionBillingAddress | undefined) =>
  stored === chosen ||
  (stored !== undefined &&
    chosen !== undefined &&
    (['companyName', 'street', 'postalCode', 'city', 'country'] as const).every(
      (field) => stored[field] === chosen[field],
    ));

/**
 * Stores the choice's company, contact person and billing address on the session's cart, unless it holds them
 * already (the card stored them, or an earlier start did): the login names the company without an address, and
 * the order bills the address the session's cart holds. Answers the cart.
 */
export async function storeChoiceOnCart(
  { api, queryClient, session }: ChoiceEnvironment,
  choice: CustomerChoice,
): Promise<Cart | null> {
  const cart = queryClient.getQueryData<Cart | null>(cartQueryKey) ?? null;
  const { company, contact } = choice;
  if (!company) return cart;
  const stored = cart?.attributes;
  const billing = sessionBillingOf(choice);
  if (
    stored?.company?.registrationNumber === company.organisation_number &&
    sameBilling(stored.billingAddress, billing)
  )
    return cart;
  const updated = await storeSessionCompany(
    api,
    await cartTokenOf(session),
    company,
    contact?.name ?? '',
    billing,
  );
  queryClient.setQueryData(cartQueryKey, updated);
  return updated;
}
