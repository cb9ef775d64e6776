import type { Company } from '../../openapi/types';
import type { MachineScenarios } from '../scenarios';
import {
  type CustomerChoice,
  type customerInformationMachine,
  missingAddressFields,
  type NewAddress,
  noNewAddresses,
} from './customer-information.machine';

const address = (id: string, name: string, isDefault: boolean) => ({
  id,
  name,
  street_address: 'Sveavägen 44',
  city: 'Stockholm',
  postal_code: '111 34',
  country: 'SE',
  is_default: isDefault,
});

/** Nordic Print Oy as the seed holds it (the agent's second company), trimmed to what the card reads. */
const nordicPrint = {
  id: 'c-nordic-print-oy',
  name: 'Nordic Print Oy',
  organisation_number: '2345678-9',
  tax_id_vat_number: 'FI23456789',
  status: 'active',
  credit_check: true,
  billing_address: [address('a-np-b1', 'Pääkonttori', true)],
  shipping_address: [
    address('a-np-s1', 'Varasto Vantaa', true),
    address('a-np-s2', 'Toimisto Tampere', false),
  ],
} as unknown as Company;

const acme = {
  ...nordicPrint,
  id: 'c-acme-ab',
  name: 'Acme AB',
  organisation_number: '556677-8899',
} as unknown as Company;

const agent = { id: 'u-mikael-holm', name: 'Mikael Holm', email: 'agent@statefront.test' };

const loaded: CustomerChoice = {
  company: acme,
  contact: agent,
  billingAddressId: 'a-np-b1',
  shippingAddressId: 'a-np-s1',
  newAddresses: noNewAddresses,
};

/** A one-off delivery for Acme AB, every required field filled in. */
const siteAddress: NewAddress = {
  company_name: 'Acme AB Bygg',
  street_address: 'Industrigatan 4',
  city: 'Uppsala',
  state_province: 'Uppsala län',
  postal_code: '753 30',
  country: 'SE',
};

export const customerInformationScenarios: MachineScenarios<typeof customerInformationMachine> = {
  // Which company or address is chosen tells no state apart; whether the shipping 'new' tab is complete does
  // (using it stores the choice, or shows the messages). The billing draft stays empty: its messages show.
  contextKey: (context) => missingAddressFields(context.drafts.shipping).length === 0,
  events: {
    'customer.chooseCompany': [{ type: 'customer.chooseCompany', company: nordicPrint, contact: agent }],
    'customer.chooseContact': [
      {
        type: 'customer.chooseContact',
        // With the mobile number the provider is handed (the users list gives it).
        contact: { id: 'u-johan-berg', name: 'Johan Berg', email: 'buyer@acme.test', phone: '+46701234503' },
      },
    ],
    'customer.chooseBilling': [{ type: 'customer.chooseBilling', addressId: 'a-np-b1' }],
    'customer.chooseShipping': [{ type: 'customer.chooseShipping', addressId: 'a-np-s2' }],
    'customer.editAddress': [{ type: 'customer.editAddress', kind: 'shipping', values: siteAddress }],
    'customer.useNewAddress': [
      { type: 'customer.useNewAddress', kind: 'shipping' },
      { type: 'customer.useNewAddress', kind: 'billing' },
    ],
    'customer.retry': [{ type: 'customer.retry' }],
  },
  actors: {
    loadChoice: {
      done: [{ output: loaded, description: "The agent's session holds Acme AB." }],
      error: [{ message: 'Unauthorized', description: 'The companies cannot be read.' }],
    },
    storeChoice: {
      done: [{ output: undefined, description: 'The session holds the choice.' }],
      error: [{ message: 'Session not found or expired', description: 'The session is gone.' }],
    },
  },
};
