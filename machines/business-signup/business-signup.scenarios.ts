import type { MachineScenarios } from '../scenarios';
import { businessSignupErrorsOf, type businessSignupMachine } from './business-signup.machine';

export const businessSignupScenarios: MachineScenarios<typeof businessSignupMachine> = {
  // Guards look at the form's validity and the answers, not at the typed text: one key per set of messages.
  contextKey: (context) => ({
    formValid: Object.keys(businessSignupErrorsOf(context.values)).length === 0,
    fieldErrors: context.fieldErrors,
    errorKey: context.errorKey,
    hasErrorMessage: context.errorMessage !== null,
  }),
  events: {
    'signup.change': [
      // A buyer fills in the whole form (the view sends one change per field); the company e-mails, phone and
      // VAT number are autofilled, the delivery address is the billing address.
      {
        type: 'signup.change',
        values: {
          first_name: 'Maja',
          last_name: 'Holm',
          email: 'Maja.Holm@Tryckeriet.test',
          phone_number: '+46701112233',
          password: 'Tryckeri2026',
          confirmPassword: 'Tryckeri2026',
          allow_email_notifications: true,
          company_name: 'Tryckeriet i Norr AB',
          organisation_number: '559 876-5432',
          attribute_id: 'attr-industry',
          billing_street_address: 'Storgatan 12',
          billing_postal_code: '903 26',
          billing_city: 'Umeå',
          terms_accepted: true,
        },
      },
      // Typos: no top-level domain, a phone of the E.164 shape that is no Swedish number (the phone field
      // refuses it), a password without a digit that does not match, a company e-mail typed by hand and
      // wrong, an emptied organisation number (VAT cleared).
      {
        type: 'signup.change',
        values: {
          email: 'maja@tryckeriet',
          phone_number: '+4612345',
          password: 'tryckeritryckeri',
          confirmPassword: 'tryckeri',
          company_email: 'info@',
          organisation_number: '',
          billing_city: '',
        },
        refusedPhones: ['+4612345'],
      },
    ],
    'signup.submit': [
      {
        type: 'signup.submit',
        market: { store_group: 'default', language: 'SV', market: 'se', country: 'SE' },
      },
    ],
  },
  actors: {
    createUser: {
      done: [
        { output: { id: 'u-2001' }, description: 'A new user.' },
        {
          output: { id: 'u-9', details: 'email not verified' },
          description: 'The buyer sent the form before and never verified the address: its id comes back.',
        },
        {
          output: { details: 'email not verified' },
          description: "'email not verified' without a user id: only a new link is asked for.",
        },
        {
          output: { details: 'Signup is closed for this market' },
          description: 'An answer without an id: its text shows.',
        },
        {
          output: { details: 'user already exists' },
          description: "A 200 answering 'user already exists': the refusal it names.",
        },
      ],
      error: [
        { message: '', body: { details: 'user already exists' }, description: "'user already exists'" },
        {
          message: '',
          body: { details: 'email not verified' },
          description: "A refusal answering 'email not verified': only a new link is asked for.",
        },
        { message: "'password' must contain a digit", description: 'A refusal with a text of its own.' },
        { message: '', description: 'A failure without a text: the generic message.' },
      ],
    },
    createOrganisation: {
      done: [
        { output: { data: { id: 'c-100' } }, description: 'The company, with the user as its admin.' },
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
        { message: "'user_id' names no user: u-2001", description: 'A refusal with a text of its own.' },
      ],
    },
    requestVerificationLink: {
      done: [
        { output: { message: 'Email verification link created' } },
        { output: { details: 'user not found' }, description: 'A 200 carrying details: no link.' },
      ],
      error: [{ message: '', body: { details: 'user not found' }, description: "'user not found'" }],
    },
  },
};
