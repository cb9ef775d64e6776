import type { MachineScenarios } from '../scenarios';
import { type CompanyAddressValues, companyErrorsOf, type companyFormMachine } from './company-form.machine';

const address = (
  id: string,
  name: string,
  street_address: string,
  postal_code: string,
  city: string,
  state_province = '',
): CompanyAddressValues => ({
  id,
  name,
  street_address,
  house_number: '',
  co_address: '',
  postal_code,
  city,
  state_province,
  country: 'SE',
  phone: '',
  is_default: false,
});

export const companyFormScenarios: MachineScenarios<typeof companyFormMachine> = {
  // Acme AB as its admin sees it (the seed's).
  input: {
    companyId: 'c-acme-ab',
    canEdit: true,
    values: {
      contact_name: 'Anna Lindqvist',
      email: 'info@acme.test',
      invoice_email: 'faktura@acme.test',
      phone: '+46812345670',
      external_ref: 'ERP-10001',
      billing_address: [
        {
          ...address('a-1', 'Huvudkontor', 'Sveavägen', '111 34', 'Stockholm'),
          house_number: '44',
          is_default: true,
        },
        {
          ...address('a-2', 'Ekonomiavdelningen', 'Box 1203', '171 23', 'Solna'),
          co_address: 'Acme AB Ekonomi',
        },
      ],
      shipping_address: [
        {
          ...address('a-3', 'Lager Västberga', 'Elektravägen', '126 30', 'Hägersten', 'Stockholms län'),
          house_number: '22',
          is_default: true,
        },
        {
          ...address(
            'a-4',
            'Kontor Göteborg',
            'Kungsportsavenyen',
            '411 36',
            'Göteborg',
            'Västra Götalands län',
          ),
          house_number: '10',
        },
      ],
    },
  },
  // Guards look at validity and the number of addresses, not at the typed text; adding has no limit, so the
  // number of shipping addresses counts only up to one added.
  contextKey: (context) => ({
    formValid: Object.keys(companyErrorsOf(context.values)).length === 0,
    billing: context.values.billing_address.length,
    shippingAdded: context.values.shipping_address.length > 2,
    hasMessages: Object.keys(context.fieldErrors).length > 0,
  }),
  events: {
    'company.change': [
      // A typo in the company's e-mail.
      { type: 'company.change', field: 'email', value: 'info@acme' },
      // E.164 in shape, but no Swedish number: the phone field refuses it (libphonenumber-js).
      { type: 'company.change', field: 'phone', value: '+4612345', refusedPhones: ['+4612345'] },
    ],
    'company.changeAddress': [
      {
        type: 'company.changeAddress',
        kind: 'billing',
        index: 0,
        field: 'street_address',
        value: 'Sveavägen 46',
      },
    ],
    'company.addAddress': [{ type: 'company.addAddress', kind: 'shipping' }],
    'company.removeAddress': [{ type: 'company.removeAddress', kind: 'billing', index: 1 }],
    'company.submit': [{ type: 'company.submit' }],
  },
  actors: {
    updateCompany: {
      done: [{ output: { company: { id: 'c-acme-ab' } }, description: 'The updated company.' }],
      error: [{ message: 'Service unavailable', description: 'Any failure.' }],
    },
  },
};
