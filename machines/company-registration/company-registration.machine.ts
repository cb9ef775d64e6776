import { assign, fromPromise, setup } from 'xstate';
import {
  applyBusinessSignupChange,
  type BusinessSignupField,
  type BusinessSignupFieldError,
  type BusinessSignupValues,
  companyPartErrorsOf,
  companyPartFields,
  type FollowingField,
  followsAll,
  formChange,
  initialBusinessSignupValues,
  type OrganisationPayload,
  organisationPayload,
} from '../business-signup/business-signup.machine';
import { signupRefusalOf } from '../consumer-signup/consumer-signup.machine';
import { hasErrorDetails, hasReplyDetails } from '../shared/rules';

/** The signed-in user who registers the company: its contact person and admin (issue 32). */
export interface RegisteringAccount {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
}

export type CompanyRegistrationErrorKey = 'companyAlreadyExists' | 'somethingWentWrong';

export interface CompanyRegistrationContext {
  account: RegisteringAccount;
  /** The business signup's values: the contact person's from the account, the rest typed. */
  values: BusinessSignupValues;
  following: Record<FollowingField, boolean>;
  /** Fields the user has changed (all after a submit): only their messages show. */
  touched: BusinessSignupField[];
  fieldErrors: Partial<Record<BusinessSignupField, BusinessSignupFieldError>>;
  errorKey: CompanyRegistrationErrorKey | null;
  errorMessage: string | null;
  /** Phone numbers the view's phone field refused (libphonenumber-js): each shows 'phoneValidation'. */
  refusedPhones: string[];
}

export type CompanyRegistrationEvent =
  | {
      type: 'registration.change';
      values: Partial<BusinessSignupValues>;
      /** Numbers among the values that are no valid number of their country (the phone field's check). */
      refusedPhones?: string[];
    }
  | { type: 'registration.submit' };

/**
 * The form's start: the contact person is the account, so the company e-mails and phone follow the account's
 * until typed in, as in the business signup.
 */
export function registrationValuesOf(account: RegisteringAccount) {
  return applyBusinessSignupChange(initialBusinessSignupValues, followsAll, {
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    phone_number: account.phone_number ?? '',
  });
}

const isFormValid = (context: CompanyRegistrationContext) =>
  Object.keys(companyPartErrorsOf(context.values, context.refusedPhones)).length === 0;

export const companyRegistrationMachine = setup({
  types: {
    context: {} as CompanyRegistrationContext,
    events: {} as CompanyRegistrationEvent,
    input: {} as { account: RegisteringAccount },
  },
  actors: {
    registerCompany: fromPromise<unknown, OrganisationPayload>(async () => {
      throw new Error('not provided: registerCompany');
    }),
  },
  actions: {
    setValues: assign(({ context, event }) =>
      event.type === 'registration.change' ? formChange(context, event, companyPartErrorsOf) : {},
    ),
    touchAll: assign(({ context }) => ({
      touched: companyPartFields,
      fieldErrors: companyPartErrorsOf(context.values, context.refusedPhones),
    })),
    rememberRefusal: assign(({ event }) => signupRefusalOf(event)),
    rememberCompanyExists: assign({ errorKey: 'companyAlreadyExists' as const, errorMessage: null }),
    clearError: assign({ errorKey: null, errorMessage: null }),
    companyRegistered: () => {
      throw new Error('not provided: companyRegistered');
    },
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(context),
    isCompanyAlreadyExists: ({ event }) => hasErrorDetails(event, 'company already exists'),
    isRefusedReply: ({ event }) => hasReplyDetails(event),
  },
}).createMachine({
  id: 'companyRegistration',
  description:
    'A signed-in user (a consumer, or a business user adding a company) registers a company for their own ' +
    'account: the business signup without its contact person, who is the user. The user becomes the ' +
    "company's admin at once; no e-mail is to be confirmed, the account's is.",
  initial: 'idle',
  context: ({ input }) => ({
    account: input.account,
    ...registrationValuesOf(input.account),
    touched: [],
    fieldErrors: {},
    errorKey: null,
    errorMessage: null,
    refusedPhones: [],
  }),
  states: {
    idle: {
      description:
        'The company, its billing and delivery addresses and the terms, autofilled as in the business signup ' +
        "(the company e-mails and phone follow the account's). Messages show under changed fields.",
      on: {
        'registration.change': {
          actions: 'setValues',
          description: 'Every change validates and autofills the form.',
        },
        'registration.submit': [
          {
            guard: 'isFormValid',
            target: 'registering',
            description: 'A valid form is sent with the signed-in user as the company admin.',
          },
          {
            actions: 'touchAll',
            description: 'An invalid form shows the message of every field that breaks a rule.',
          },
        ],
      },
    },
    registering: {
      description: 'Creating the company for the account; the submit button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'registerCompany',
        src: 'registerCompany',
        input: ({ context }) => organisationPayload(context.values, context.account.id),
        onDone: [
          {
            guard: 'isCompanyAlreadyExists',
            target: 'error',
            actions: 'rememberCompanyExists',
            description: "A 200 answering 'Company already exists': the same message as the refusal.",
          },
          {
            guard: 'isRefusedReply',
            target: 'error',
            actions: 'rememberRefusal',
            description: 'A 200 carrying details is the error it names: its text shows.',
          },
          {
            target: 'registered',
            description: 'The company exists, with the user as its admin.',
          },
        ],
        onError: [
          {
            guard: 'isCompanyAlreadyExists',
            target: 'error',
            actions: 'rememberCompanyExists',
            description:
              "'Company already exists': the company is registered already; its administrator can add the user " +
              '(an invitation adds a verified account at once).',
          },
          {
            target: 'error',
            actions: 'rememberRefusal',
            description: 'Other refusals show their text.',
          },
        ],
      },
    },
    error: {
      description:
        "An alert titled 'Fel' shows the error next to the submit button; the form keeps everything.",
      tags: ['error'],
      on: {
        'registration.change': {
          target: 'idle',
          actions: ['setValues', 'clearError'],
          description: 'Editing the form clears the alert.',
        },
        'registration.submit': {
          target: 'registering',
          actions: 'clearError',
          description: 'Sending the unchanged (valid) form again.',
        },
      },
    },
    registered: {
      description:
        "The company is registered: a card says so and leads to the company page; the user's companies are " +
        'read again, so the session acts for the new company.',
      type: 'final',
      tags: ['success'],
      entry: 'companyRegistered',
    },
  },
});
