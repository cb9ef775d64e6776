// The company a session's order is for (session and company attributes, shopping spec). Its own module, so
// the entry's cart session code does not carry it: only the login and the checkout's customer card store it.
import type { Cart, Company, SessionBillingAddress } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { bearer } from './cart-session';

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
