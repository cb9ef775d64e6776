// The company form's adapter (docs/decisions/045): the company-form machine's save and its refresh of the
// company list, the form's first values from the company, and the market the form is in. The view renders the
// actor's state and sends its events.

import { fromPromise } from 'xstate';
import {
  type CompanyAddressValues,
  type CompanyFormValues,
  companyFormMachine,
} from '../../../machines/company-form/company-form.machine';
import type { Address, Company } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { companiesQueryKey } from './companies.queries';
import { sessionMarketOf } from './session-market';

export interface CompanyFormFlowOptions {
  company: Company;
  /** A company admin (or a super admin) edits; anyone else sees the form read-only. */
  canEdit: boolean;
  /** The company as saved: the page shows it from now on. */
  onSaved: (company: Company) => void;
}

const addressValues = (address: Address): CompanyAddressValues => ({
  id: address.id,
  name: address.name,
  street_address: address.street_address,
  house_number: address.house_number ?? '',
  co_address: address.co_address ?? '',
  postal_code: address.postal_code,
  city: address.city,
  state_province: address.state_province ?? '',
  country: address.country,
  phone: address.phone ?? '',
  is_default: address.is_default,
});

const formValues = (company: Company): CompanyFormValues => ({
  contact_name: company.contact_name ?? '',
  email: company.email ?? '',
  invoice_email: company.invoice_email ?? '',
  phone: company.phone ?? '',
  external_ref: company.external_ref ?? '',
  billing_address: company.billing_address.map(addressValues),
  shipping_address: company.shipping_address.map(addressValues),
});

/** The machine's input: the company's values, editable or not. */
export const companyFormInput = ({
  company,
  canEdit,
}: Pick<CompanyFormFlowOptions, 'company' | 'canEdit'>) => ({
  companyId: company.id,
  canEdit,
  values: formValues(company),
});

/** The company-form machine with the app's effects. */
export function companyFormFlow(
  { api, queryClient }: FlowEnvironment,
  { onSaved }: Pick<CompanyFormFlowOptions, 'onSaved'>,
) {
  return companyFormMachine.provide({
    actors: {
      updateCompany: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/update-company/', { body: input })),
      ),
    },
    actions: {
      companySaved: ({ event }) => {
        const saved = (event as unknown as { output?: { company?: Company } }).output?.company;
        if (saved) onSaved(saved);
        void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      },
    },
  });
}

/** The running company form, and the country its phone starts in (the session's market). */
export function useCompanyFormFlow(options: CompanyFormFlowOptions) {
  const environment = useFlowEnvironment('account');
  const actor = useFlowActor(companyFormFlow(environment, options), { input: companyFormInput(options) });
  return { actor, phoneCountry: sessionMarketOf(environment).country };
}
