import { companyPartErrorsOf } from '../business-signup/business-signup.machine';
import type { MachineScenarios } from '../scenarios';
import type { companyRegistrationMachine } from './company-registration.machine';

export const companyRegistrationScenarios: MachineScenarios<typeof companyRegistrationMachine> = {
  // The consumer of the QA identities registers the company they now buy for.
  input: {
    account: {
      id: 'u-consumer',
      email: 'consumer@statefront.test',
      first_name: 'Sara',
      last_name: 'Nyström',
      phone_number: '+46701234501',
    },
  },
  // Guards look at the form's validity and the answers, not at the typed text: one key per set of messages.
  contextKey: (context) => ({
    formValid: Object.keys(companyPartErrorsOf(context.values, context.refusedPhones)).length === 0,
    fieldErrors: context.fieldErrors,
    errorKey: context.errorKey,
    hasErrorMessage: context.errorMessage !== null,
  }),
  events: {
    'registration.change': [
      // The company, its billing address (also the delivery address) and the terms; e-mails and phone follow
      // the account's.
      {
        type: 'registration.change',
        values: {
          company_name: 'Nyström Design AB',
          organisation_number: '559 111-2233',
          billing_street_address: 'Ringvägen 12',
          billing_postal_code: '118 60',
          billing_city: 'Stockholm',
          terms_accepted: true,
        },
      },
      // Typos: a company e-mail typed by hand and wrong, an emptied organisation number (VAT cleared), no city.
      {
        type: 'registration.change',
        values: { company_email: 'info@', organisation_number: '', billing_city: '' },
      },
    ],
    'registration.submit': [{ type: 'registration.submit' }],
  },
  actors: {
    registerCompany: {
      done: [
        { output: { data: { id: 'c-200' } }, description: 'The company, with the user as its admin.' },
        {
          output: { details: 'Company already exists' },
          description: "A 200 answering 'Company already exists': the refusal it names.",
        },
        { output: { details: 'Credit check unavailable' }, description: 'A 200 with other details.' },
      ],
      error: [
        {
          message: '',
          body: { details: 'Company already exists' },
          description: "'Company already exists': another company has the organisation number.",
        },
        { message: '', description: 'A failure without a text: the generic message.' },
      ],
    },
  },
};
