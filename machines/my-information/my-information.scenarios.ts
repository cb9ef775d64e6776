import type { MachineScenarios } from '../scenarios';
import { myInformationErrorsOf, type myInformationMachine } from './my-information.machine';

export const myInformationScenarios: MachineScenarios<typeof myInformationMachine> = {
  input: {
    email: 'consumer@statefront.test',
    values: {
      first_name: 'Sara',
      last_name: 'Nyström',
      street: 'Ringvägen 12',
      zip_code: '118 60',
      city: 'Stockholm',
      phone_number: '+46701234501',
      allow_email: true,
      allow_sms: true,
      allow_postal: false,
    },
  },
  contextKey: (context) => ({
    formValid: Object.keys(myInformationErrorsOf(context.email, context.values)).length === 0,
    fieldErrors: context.fieldErrors,
    hasError: context.errorMessage !== null,
  }),
  events: {
    'profile.change': [
      // A move: new street, postal code and city, a new phone, no more SMS, post welcome.
      {
        type: 'profile.change',
        values: {
          street: 'Götgatan 50',
          zip_code: '118 26',
          city: 'Stockholm',
          phone_number: '+46709876543',
          allow_sms: false,
          allow_postal: true,
        },
      },
      // A phone number without its country code.
      // E.164 in shape, but no Swedish number: the phone field refuses it (libphonenumber-js).
      { type: 'profile.change', values: { phone_number: '+4612345' }, refusedPhones: ['+4612345'] },
    ],
    'profile.submit': [
      {
        type: 'profile.submit',
        market: { store_group: 'sg-consumer', language: 'SV', market: 'se', country_code: 'SE' },
      },
    ],
  },
  actors: {
    updateUser: {
      done: [
        { output: { email: 'consumer@statefront.test' }, description: 'The updated user: saved.' },
        { output: {}, description: 'A reply without an e-mail: not saved.' },
      ],
      error: [
        { message: 'Service unavailable', description: 'A refusal with a text.' },
        { message: '', description: 'A failure without a text: the generic message.' },
      ],
    },
  },
};
