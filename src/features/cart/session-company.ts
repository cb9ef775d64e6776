// The company a session's order is for (session and company attributes, shopping spec). Its own module, so
// the entry's cart session code does not carry it: only the login and the checkout's customer card store it.
import type { QueryClient } from '@tanstack/react-query';
import type { Cart, Company, SessionBillingAddress } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { ShopperSession } from '../session/shopper-session';
import { cartQueryKey } from './cart.queries';
import { bearer } from './cart-session';
import { sessionTokenFor } from './cart-start';

/** merchantReference1: the registration number with its first hyphen removed (the spec). */
export const merchantReferenceOf = (registrationNumber: string) => registrationNumber.replace('-', '');

/** Stores the company (and the reference: who orders) on the session; answers the session's cart. */
export async function storeSessionCompany(
  api: ApiClients,
  token: string,
  company: Pick<Company, 'organisation_number' | 'tax_id_vat_number' | 'name'>,
  reference: string,
  billingAddress?: SessionBillingAddress,
): Promise<Cart> {
  const { cart } = await callData(
    api.shopper.PATCH('/shopper/sessions/attributes', {
      headers: bearer(token),
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
 * Stores the company a user signs in for on the session's cart (a new cart when there is none), the reference
 * being the user's name: the login does it, and the session for a user still signed in from an earlier visit.
 */
export async function storeSignedInCompany(
  api: ApiClients,
  queryClient: QueryClient,
  session: ShopperSession,
  user: Orderer,
  company: Pick<Company, 'organisation_number' | 'tax_id_vat_number' | 'name'> & { contact_name?: string },
): Promise<void> {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const token = await sessionTokenFor(api, session);
  const cart = await storeSessionCompany(api, token, company, fullName || company.contact_name || '');
  queryClient.setQueryData(cartQueryKey, cart);
}
