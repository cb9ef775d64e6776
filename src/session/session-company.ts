// The company a session's order is for (session and company attributes, shopping spec). Its own module, so
// the entry's cart session code does not carry it: the login, the session of a user still signed in from an
// earlier visit and the checkout's customer card store it.
import type { QueryClient } from '@tanstack/react-query';
import type { Cart, Company, SessionBillingAddress } from '../../openapi/types';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import { cartQueryKey } from './cart.queries';
import { bearer } from './cart-session';

/** merchantReference1: the registration number with its first hyphen removed (the spec). */
export const merchantReferenceOf = (registrationNumber: string) => registrationNumber.replace('-', '');

/**
 * Stores the company (and the reference: who orders) on the session; answers the session's cart. Only a signed-in
 * member, agent or super admin of the company may: the user's token goes in `User-Token`, beside the cart token
 * (docs/decisions/047); without one the backend answers 401.
 */
export async function storeSessionCompany(
  api: ApiClients,
  token: string,
  company: Pick<Company, 'organisation_number' | 'tax_id_vat_number' | 'name'>,
  reference: string,
  billingAddress?: SessionBillingAddress,
): Promise<Cart> {
  const userToken = api.userToken();
  const { cart } = await callData(
    api.shopper.PATCH('/shopper/sessions/attributes', {
      headers: bearer(token),
      ...(userToken ? { params: { header: { 'User-Token': userToken } } } : {}),
      body: {
        company: {
          registrationNumber: company.organisation_number,
          taxId: company.tax_id_vat_number ?? '',
          name: company.name,
          reference,
        },
        merchantReference1: merchantReferenceOf(company.organisation_number),
        ...(billingAddress ? { billingAddress } : {}),
      },
    }),
  );
  return cart;
}

/** A signed-in user as the login or get-user names them: enough to say who orders for the company. */
interface Orderer {
  first_name?: string;
  last_name?: string;
}

/**
 * Stores the company a user signs in for on the cart's session (`token`), the reference being the user's name:
 * the login does it, and the shopper session for a user still signed in from an earlier visit.
 */
export async function storeSignedInCompany(
  api: ApiClients,
  queryClient: QueryClient,
  token: string,
  user: Orderer,
  company: Pick<Company, 'organisation_number' | 'tax_id_vat_number' | 'name'> & { contact_name?: string },
): Promise<void> {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const cart = await storeSessionCompany(api, token, company, fullName || company.contact_name || '');
  queryClient.setQueryData(cartQueryKey, cart);
}
