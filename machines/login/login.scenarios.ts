import type { MachineScenarios } from '../scenarios';
import { emailPattern, passwordMinLength } from '../shared/rules';
import type { loginMachine } from './login.machine';

const acme = {
  id: 'c-acme-ab',
  name: 'Acme AB',
  status: 'active',
  organisation_number: '556677-8899',
  tax_id_vat_number: 'SE556677889901',
  contact_name: 'Anna Lindqvist',
};

export const loginScenarios: MachineScenarios<typeof loginMachine> = {
  // Guards look at validity, the cart and the outcome, not at the typed text itself.
  contextKey: (context) => ({
    emailValid: emailPattern.test(context.email.trim()),
    passwordValid: context.password.length >= passwordMinLength,
    fieldErrors: context.fieldErrors,
    errorKey: context.errorKey,
  }),
  events: {
    'login.change': [
      { type: 'login.change', field: 'email', value: 'Buyer@Acme.test' },
      { type: 'login.change', field: 'email', value: 'buyer@' },
      { type: 'login.change', field: 'password', value: 'Statefront1!' },
      { type: 'login.change', field: 'password', value: 'short1' },
    ],
    // A shopper with two items in a consumer cart and no company on the session.
    'login.submit': [
      {
        type: 'login.submit',
        cart: { storeGroupId: 'sg-consumer', itemCount: 2, companyRegistrationNumber: null },
      },
    ],
  },
  actors: {
    login: {
      done: [
        {
          output: {
            access_token: 'ut-1',
            user: { first_name: 'Sara', store_group_id: 'sg-consumer', organisations: [] },
          },
          description: 'A consumer: nothing to rebuild or store.',
        },
        {
          output: {
            access_token: 'ut-2',
            user: { first_name: 'Johan', store_group_id: 'sg-b2b', organisations: [acme] },
          },
          description: 'A business buyer in the B2B store group: the cart is rebuilt at B2B prices.',
        },
        {
          output: {
            access_token: 'ut-4',
            user: { first_name: 'Johan', store_group_id: 'sg-b2b', organisations: [] },
          },
          description:
            'A user in the B2B store group without a company: the cart is rebuilt, nothing stored.',
        },
        {
          output: {
            access_token: 'ut-3',
            user: { first_name: 'Johan', store_group_id: 'sg-consumer', organisations: [acme] },
          },
          description: 'A business buyer in the cart’s store group: the company is stored on the session.',
        },
        {
          output: { details: 'email not verified' },
          description: "A 200 answering 'email not verified': the refusal it names.",
        },
        { output: { details: 'user not found' }, description: "A 200 answering 'user not found': no login." },
        {
          output: {},
          description: "A 200 (or a 204) without token and details: no login, 'somethingWentWrong'.",
        },
      ],
      error: [
        { message: '', body: { details: 'email not verified' }, description: "'email not verified'" },
        { message: '', body: { details: 'invalid password' }, description: "'invalid password'" },
        { message: '', body: { details: 'user not found' }, description: "'user not found'" },
        {
          message: '',
          body: { details: 'user is in pending state' },
          description: "'user is in pending state'",
        },
        { message: '', description: "A failure without a text: 'somethingWentWrong'." },
      ],
    },
    resendVerification: {
      done: [{ output: { message: 'Email verification link created' } }],
      error: [{ message: 'user not found' }],
    },
    rebuildCart: { done: [{ output: undefined }], error: [{ message: 'Unknown store group' }] },
    storeOrganisation: {
      done: [{ output: undefined }],
      error: [{ message: 'Session not found or expired' }],
    },
  },
};
