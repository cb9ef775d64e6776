import type { Company } from '../../openapi/types';
import type { MachineScenarios } from '../scenarios';
import type { companyCreateMachine } from './company-create.machine';

const address = {
  street_address: 'Industrigatan 4',
  postal_code: '212 14',
  city: 'Malmö',
  country: 'SE',
  phone: '+46401234567',
};

export const companyCreateScenarios: MachineScenarios<typeof companyCreateMachine> = {
  // Guards look at validity and whether the addresses exist, not at the typed text: how many parts of the
  // form are done (details, each address added, each filled) keeps the paths few.
  contextKey: ({ values }) =>
    [
      values.name !== '',
      values.billing_address.length > 0,
      values.shipping_address.length > 0,
      values.billing_address[0]?.street_address,
      values.shipping_address[0]?.street_address,
    ].filter(Boolean).length,
  events: {
    'create.change': [
      {
        type: 'create.change',
        values: {
          name: 'Öresund Tryck AB',
          contact_name: 'Lina Ahl',
          email: 'info@oresundtryck.se',
          phone: '+46401234560',
          organisation_number: '559987-6543',
          tax_id_vat_number: 'SE559987654301',
        },
      },
      // E.164 in shape, but no Swedish number: the phone field refuses it (libphonenumber-js).
      { type: 'create.change', values: { phone: '+4612345' }, refusedPhones: ['+4612345'] },
    ],
    'create.changeAddress': [
      { type: 'create.changeAddress', kind: 'billing', index: 0, values: address },
      { type: 'create.changeAddress', kind: 'shipping', index: 0, values: address },
    ],
    'create.addAddress': [
      { type: 'create.addAddress', kind: 'billing' },
      { type: 'create.addAddress', kind: 'shipping' },
    ],
    'create.removeAddress': [{ type: 'create.removeAddress', kind: 'billing', index: 0 }],
    'create.submit': [{ type: 'create.submit' }],
  },
  actors: {
    createCompany: {
      done: [{ output: { id: 'c-1', name: 'Öresund Tryck AB' } as Company, description: 'The new company.' }],
      error: [
        {
          message: 'Company already exists',
          body: { details: 'Company already exists' },
          description: 'The organisation number is taken.',
        },
        { message: 'Service unavailable', description: 'Any other failure.' },
      ],
    },
  },
};
