import { assign, fromPromise, setup } from 'xstate';
import {
  isEmailNotVerifiedAnswer,
  isVerificationLinkReply,
  type SignupMarket,
  type SignupOutput,
  signupOutputOf,
  signupRefusalOf,
  unexpectedSignupAnswerOf,
} from '../consumer-signup/consumer-signup.machine';
import {
  emailPattern,
  hasErrorDetails,
  hasReplyDetails,
  isPhoneValid,
  passwordErrorOf,
  withRefusedPhones,
} from '../shared/rules';

/** The spec's Swedish VAT derivation: SE + organisation number + 01 (accounts spec 9). */
const swedishVatOf = (organisationNumber: string) => `SE${organisationNumber}01`;

const addressFields = [
  'street_address',
  'house_number',
  'co_address',
  'postal_code',
  'city',
  'country',
] as const;
type AddressField = (typeof addressFields)[number];
export type AddressKind = 'billing' | 'shipping';

/** What the visitor fills in, one key per input: the contact person, the company and its two addresses. */
export interface BusinessSignupValues
  extends Record<`billing_${AddressField}` | `shipping_${AddressField}`, string> {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  confirmPassword: string;
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
  company_name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  company_email: string;
  company_phone: string;
  invoice_email: string;
  contact_name: string;
  external_ref: string;
  /** The single-pick attribute's id, '' for none. */
  attribute_id: string;
  use_billing_as_shipping: boolean;
  terms_accepted: boolean;
}

export type BusinessSignupField = keyof BusinessSignupValues;

/** The fields that follow another until the visitor edits them by hand (spec: signup autofill). */
export type FollowingField = 'company_email' | 'invoice_email' | 'company_phone' | 'tax_id_vat_number';

/** Translation keys (account.json, signup) of the field messages. */
export type BusinessSignupFieldError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailValidation'
  | 'phoneRequired'
  | 'phoneValidation'
  | 'passwordMinLength'
  | 'passwordRequirements'
  | 'passwordsDoesNotMatch'
  | 'companyNameRequired'
  | 'organisationNumberRequired'
  | 'vatNumberRequired'
  | 'companyEmailRequired'
  | 'streetRequired'
  | 'postalCodeRequired'
  | 'cityRequired'
  | 'countryRequired'
  | 'termsRequired';

export type BusinessSignupErrorKey = 'userAlreadyExists' | 'companyAlreadyExists' | 'somethingWentWrong';

/** The body of POST /api/enad/create-user/ (spec: business signup user fields). */
export interface BusinessUserPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone_number: string;
  language: string;
  country_code: string;
  market: string;
  store_group: string;
  role: 'customer';
  status: 'active';
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
}

export interface SignupAddressPayload {
  street_address: string;
  house_number?: string;
  co_address?: string;
  postal_code: string;
  city: string;
  country: string;
  company_name: string;
  is_default: true;
  shipping_type: 'standard';
}

/** The body of POST /api/enad/organisation/signup/ (spec: business signup organisation fields). */
export interface OrganisationPayload {
  name: string;
  organisation_number: string;
  tax_id_vat_number: string;
  email: string;
  invoice_email?: string;
  phone?: string;
  contact_name?: string;
  external_ref?: string;
  attribute_ids?: string[];
  credit_check: false;
  custom_fields: Record<string, never>;
  billing_address: SignupAddressPayload[];
  shipping_address: SignupAddressPayload[];
  user_id: string;
  status: 'active';
  use_billing_as_shipping: boolean;
  terms_accepted: true;
}

export interface BusinessSignupContext {
  values: BusinessSignupValues;
  /** Which autofilled fields still follow their source (none after the visitor typed in them). */
  following: Record<FollowingField, boolean>;
  /** Fields the visitor has changed (all after a submit): only their messages show. */
  touched: BusinessSignupField[];
  fieldErrors: Partial<Record<BusinessSignupField, BusinessSignupFieldError>>;
  errorKey: BusinessSignupErrorKey | null;
  errorMessage: string | null;
  market: SignupMarket | null;
  /** The user create-user made (or the buyer's own unverified one from an earlier try). */
  userId: string | null;
  /** Phone numbers the view's phone field refused (libphonenumber-js): each shows 'phoneValidation'. */
  refusedPhones: string[];
}

export type BusinessSignupEvent =
  | {
      type: 'signup.change';
      values: Partial<BusinessSignupValues>;
      /** Numbers among the values that are no valid number of their country (the phone field's check). */
      refusedPhones?: string[];
    }
  | { type: 'signup.submit'; market: SignupMarket };

const emptyAddress = (kind: AddressKind) =>
  Object.fromEntries(
    addressFields.map((field) => [`${kind}_${field}`, field === 'country' ? 'SE' : '']),
  ) as Record<`${AddressKind}_${AddressField}`, string>;

export const initialBusinessSignupValues: BusinessSignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  confirmPassword: '',
  allow_email_notifications: false,
  allow_phone_notifications: false,
  allow_postal_notifications: false,
  company_name: '',
  organisation_number: '',
  tax_id_vat_number: '',
  company_email: '',
  company_phone: '',
  invoice_email: '',
  contact_name: '',
  external_ref: '',
  attribute_id: '',
  ...emptyAddress('billing'),
  ...emptyAddress('shipping'),
  use_billing_as_shipping: true,
  terms_accepted: false,
};

const allFields = Object.keys(initialBusinessSignupValues) as BusinessSignupField[];
export const followsAll: Record<FollowingField, boolean> = {
  company_email: true,
  invoice_email: true,
  company_phone: true,
  tax_id_vat_number: true,
};

/** The organisation number as the input keeps it: without spaces and dashes. */
const stripOrganisationNumber = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A change as the form applies it (spec: signup autofill): the organisation number loses spaces and
 * dashes; company e-mail, invoice e-mail and company phone follow the user's until typed in; the VAT number
 * follows the organisation number (SE + number + 01 for a Swedish billing address, else left to the visitor,
 * cleared when the number is empty) until typed in; with use_billing_as_shipping the shipping address is a
 * copy of the billing address.
 */
export function applyBusinessSignupChange(
  values: BusinessSignupValues,
  following: Record<FollowingField, boolean>,
  change: Partial<BusinessSignupValues>,
): { values: BusinessSignupValues; following: Record<FollowingField, boolean> } {
  const next = { ...values, ...change };
  const nextFollowing = { ...following };
  for (const field of Object.keys(change))
    if (field in nextFollowing) nextFollowing[field as FollowingField] = false;
  if (change.organisation_number !== undefined)
    next.organisation_number = stripOrganisationNumber(change.organisation_number);
  if (nextFollowing.company_email) next.company_email = next.email;
  if (nextFollowing.invoice_email) next.invoice_email = next.email;
  if (nextFollowing.company_phone) next.company_phone = next.phone_number;
  if (nextFollowing.tax_id_vat_number)
    next.tax_id_vat_number =
      next.organisation_number && next.billing_country === 'SE' ? swedishVatOf(next.organisation_number) : '';
  if (next.use_billing_as_shipping)
    for (const field of addressFields) next[`shipping_${field}`] = next[`billing_${field}`];
  return { values: next, following: nextFollowing };
}

const isBlank = (value: string) => !value.trim();
const isEmail = (value: string) => emailPattern.test(value.trim());

function addressErrors(values: BusinessSignupValues, kind: AddressKind) {
  const errors: Partial<Record<BusinessSignupField, BusinessSignupFieldError>> = {};
  if (isBlank(values[`${kind}_street_address`])) errors[`${kind}_street_address`] = 'streetRequired';
  if (isBlank(values[`${kind}_postal_code`])) errors[`${kind}_postal_code`] = 'postalCodeRequired';
  if (isBlank(values[`${kind}_city`])) errors[`${kind}_city`] = 'cityRequired';
  if (isBlank(values[`${kind}_country`])) errors[`${kind}_country`] = 'countryRequired';
  return errors;
}

type BusinessSignupErrors = Partial<Record<BusinessSignupField, BusinessSignupFieldError>>;

/** The contact person's rules (accounts spec 5, business signup, user). */
function contactPersonErrorsOf(values: BusinessSignupValues, refusedPhones: readonly string[]) {
  const errors: BusinessSignupErrors = {};
  if (isBlank(values.first_name)) errors.first_name = 'firstNameRequired';
  if (isBlank(values.last_name)) errors.last_name = 'lastNameRequired';
  if (!isEmail(values.email)) errors.email = 'emailValidation';
  if (!values.phone_number) errors.phone_number = 'phoneRequired';
  else if (!isPhoneValid(values.phone_number, refusedPhones)) errors.phone_number = 'phoneValidation';
  const passwordError = passwordErrorOf(values.password);
  if (passwordError) errors.password = passwordError;
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordsDoesNotMatch';
  return errors;
}

/** The contact person's fields: a signed-in user registering a company has them from the account. */
export const contactPersonFields = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'password',
  'confirmPassword',
  'allow_email_notifications',
  'allow_phone_notifications',
  'allow_postal_notifications',
] as const satisfies readonly BusinessSignupField[];

/** Every field but the contact person's: what a signed-in user registering a company fills in. */
export const companyPartFields = allFields.filter(
  (field) => !(contactPersonFields as readonly string[]).includes(field),
);

/** Every rule of the business signup form (accounts spec 5); the shipping address copied from billing is not checked twice. */
export function businessSignupErrorsOf(
  values: BusinessSignupValues,
  refusedPhones: readonly string[] = [],
): BusinessSignupErrors {
  return { ...contactPersonErrorsOf(values, refusedPhones), ...companyPartErrorsOf(values, refusedPhones) };
}

/** The rules of the company, its addresses and the terms (accounts spec 5, business signup, organisation). */
export function companyPartErrorsOf(
  values: BusinessSignupValues,
  refusedPhones: readonly string[] = [],
): BusinessSignupErrors {
  const errors: BusinessSignupErrors = {};
  if (isBlank(values.company_name)) errors.company_name = 'companyNameRequired';
  if (!values.organisation_number) errors.organisation_number = 'organisationNumberRequired';
  if (isBlank(values.tax_id_vat_number)) errors.tax_id_vat_number = 'vatNumberRequired';
  if (isBlank(values.company_email)) errors.company_email = 'companyEmailRequired';
  else if (!isEmail(values.company_email)) errors.company_email = 'emailValidation';
  if (values.invoice_email.trim() && !isEmail(values.invoice_email)) errors.invoice_email = 'emailValidation';
  if (values.company_phone && !isPhoneValid(values.company_phone, refusedPhones))
    errors.company_phone = 'phoneValidation';
  Object.assign(errors, addressErrors(values, 'billing'));
  if (!values.use_billing_as_shipping) Object.assign(errors, addressErrors(values, 'shipping'));
  if (!values.terms_accepted) errors.terms_accepted = 'termsRequired';
  return errors;
}

/** The part of a form's context that a change of its fields updates (the business signup, the company registration). */
type FormState = Pick<BusinessSignupContext, 'values' | 'following' | 'touched' | 'fieldErrors'> & {
  refusedPhones: string[];
};

/**
 * A change of the form's fields as the form applies it: the values with what follows them, the fields touched,
 * the phones the view refused, and the messages of the touched fields by the form's rules (`errorsOf`).
 */
export function formChange(
  context: FormState,
  change: { values: Partial<BusinessSignupValues>; refusedPhones?: readonly string[] },
  errorsOf: (values: BusinessSignupValues, refusedPhones: readonly string[]) => BusinessSignupErrors,
): FormState {
  const { values, following } = applyBusinessSignupChange(context.values, context.following, change.values);
  const changed = Object.keys(change.values) as BusinessSignupField[];
  const touched = [...new Set([...context.touched, ...changed])];
  const refusedPhones = withRefusedPhones(context.refusedPhones, change.refusedPhones);
  return {
    values,
    following,
    touched,
    refusedPhones,
    fieldErrors: onlyTouched(errorsOf(values, refusedPhones), touched),
  };
}

const isFormValid = (values: BusinessSignupValues, refusedPhones: readonly string[]) =>
  Object.keys(businessSignupErrorsOf(values, refusedPhones)).length === 0;

/** The messages of the fields the visitor has changed (all after a submit). */
export const onlyTouched = (errors: BusinessSignupErrors, touched: readonly BusinessSignupField[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.includes(field as BusinessSignupField)),
  );

/** An optional text: trimmed, left out when empty. */
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

function addressPayload(values: BusinessSignupValues, kind: AddressKind): SignupAddressPayload {
  return JSON.parse(
    JSON.stringify({
      street_address: values[`${kind}_street_address`].trim(),
      house_number: optional(values[`${kind}_house_number`]),
      co_address: optional(values[`${kind}_co_address`]),
      postal_code: values[`${kind}_postal_code`].trim(),
      city: values[`${kind}_city`].trim(),
      country: values[`${kind}_country`],
      company_name: values.company_name.trim(),
      is_default: true,
      shipping_type: 'standard',
    }),
  );
}

const normalisedEmail = (values: BusinessSignupValues) => values.email.trim().toLowerCase();

export function businessUserPayload(values: BusinessSignupValues, market: SignupMarket): BusinessUserPayload {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: normalisedEmail(values),
    password: values.password,
    confirmPassword: values.confirmPassword,
    phone_number: values.phone_number,
    language: market.language,
    country_code: market.country,
    market: market.market,
    store_group: market.store_group,
    role: 'customer',
    status: 'active',
    allow_email_notifications: values.allow_email_notifications,
    allow_phone_notifications: values.allow_phone_notifications,
    allow_postal_notifications: values.allow_postal_notifications,
  };
}

export function organisationPayload(values: BusinessSignupValues, userId: string): OrganisationPayload {
  const billing = addressPayload(values, 'billing');
  return JSON.parse(
    JSON.stringify({
      name: values.company_name.trim(),
      organisation_number: values.organisation_number,
      tax_id_vat_number: values.tax_id_vat_number.trim(),
      email: values.company_email.trim().toLowerCase(),
      invoice_email: optional(values.invoice_email)?.toLowerCase(),
      phone: optional(values.company_phone),
      contact_name: optional(values.contact_name),
      external_ref: optional(values.external_ref),
      attribute_ids: values.attribute_id ? [values.attribute_id] : undefined,
      credit_check: false,
      custom_fields: {},
      billing_address: [billing],
      shipping_address: [values.use_billing_as_shipping ? billing : addressPayload(values, 'shipping')],
      user_id: userId,
      status: 'active',
      use_billing_as_shipping: values.use_billing_as_shipping,
      terms_accepted: true,
    }),
  );
}

export const businessSignupMachine = setup({
  types: {
    context: {} as BusinessSignupContext,
    events: {} as BusinessSignupEvent,
  },
  actors: {
    createUser: fromPromise<SignupOutput, BusinessUserPayload>(async () => {
      throw new Error('not provided: createUser');
    }),
    createOrganisation: fromPromise<unknown, OrganisationPayload>(async () => {
      throw new Error('not provided: createOrganisation');
    }),
    requestVerificationLink: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: requestVerificationLink');
    }),
  },
  actions: {
    setValues: assign(({ context, event }) =>
      event.type === 'signup.change' ? formChange(context, event, businessSignupErrorsOf) : {},
    ),
    touchAll: assign(({ context }) => ({
      touched: allFields,
      fieldErrors: businessSignupErrorsOf(context.values, context.refusedPhones),
    })),
    rememberMarket: assign({
      market: ({ context, event }) => (event.type === 'signup.submit' ? event.market : context.market),
    }),
    rememberUser: assign({ userId: ({ event }) => signupOutputOf(event).id ?? null }),
    rememberRefusal: assign(({ event }) => signupRefusalOf(event)),
    rememberUnexpectedAnswer: assign(({ event }) => unexpectedSignupAnswerOf(event)),
    rememberUserExists: assign({ errorKey: 'userAlreadyExists' as const, errorMessage: null }),
    rememberCompanyExists: assign({ errorKey: 'companyAlreadyExists' as const, errorMessage: null }),
    clearError: assign({ errorKey: null, errorMessage: null }),
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(context.values, context.refusedPhones),
    hasUserId: ({ event }) => Boolean(signupOutputOf(event).id),
    isEmailNotVerified: ({ event }) => isEmailNotVerifiedAnswer(event),
    isUserAlreadyExists: ({ event }) => hasErrorDetails(event, 'user already exists'),
    isCompanyAlreadyExists: ({ event }) => hasErrorDetails(event, 'company already exists'),
    isRefusedReply: ({ event }) => hasReplyDetails(event),
    isVerificationLinkCreated: ({ event }) => isVerificationLinkReply(event),
  },
}).createMachine({
  id: 'businessSignup',
  description:
    'The business signup form: the contact person, the company, its billing and delivery addresses. The user ' +
    'is created first, then the company with the user as its admin, then an e-mail verification link is ' +
    'requested and a confirm-your-e-mail message replaces the form.',
  initial: 'idle',
  context: {
    values: initialBusinessSignupValues,
    following: followsAll,
    touched: [],
    fieldErrors: {},
    errorKey: null,
    errorMessage: null,
    market: null,
    userId: null,
    refusedPhones: [],
  },
  states: {
    idle: {
      description:
        'The form. Every change is validated and autofilled (company e-mails and phone follow the user, the ' +
        'VAT number follows the organisation number, the delivery address copies the billing address when ' +
        'ticked). Messages show under changed fields.',
      on: {
        'signup.change': {
          actions: 'setValues',
          description: 'Every change validates and autofills the form.',
        },
        'signup.submit': [
          {
            guard: 'isFormValid',
            target: 'creatingUser',
            actions: 'rememberMarket',
            description: 'A valid form is sent: the user first.',
          },
          {
            actions: 'touchAll',
            description: 'An invalid form shows the message of every field that breaks a rule.',
          },
        ],
      },
    },
    creatingUser: {
      description: 'Creating the contact person; the submit button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context }) => businessUserPayload(context.values, context.market as SignupMarket),
        onDone: [
          {
            guard: 'hasUserId',
            target: 'creatingOrganisation',
            actions: 'rememberUser',
            description:
              "A new user, or the buyer's own one whose e-mail was never verified ('email not verified' with " +
              'its id): the company is created for it.',
          },
          {
            guard: 'isEmailNotVerified',
            target: 'requestingLink',
            description: "'email not verified' without a user id: a new verification link is requested.",
          },
          {
            guard: 'isUserAlreadyExists',
            target: 'error',
            actions: 'rememberUserExists',
            description: "A 200 answering 'user already exists': the message shows and the form stays.",
          },
          {
            target: 'error',
            actions: 'rememberUnexpectedAnswer',
            description: 'Any other answer shows its text.',
          },
        ],
        onError: [
          {
            guard: 'isUserAlreadyExists',
            target: 'error',
            actions: 'rememberUserExists',
            description:
              "'user already exists': the message shows with the way on (log in, then register the company " +
              'for that account); the form stays.',
          },
          {
            guard: 'isEmailNotVerified',
            target: 'requestingLink',
            description:
              "A refusal answering 'email not verified' (no user id): as the 200, a new link is requested.",
          },
          {
            target: 'error',
            actions: 'rememberRefusal',
            description: 'Other refusals show their text.',
          },
        ],
      },
    },
    creatingOrganisation: {
      description: "Creating the company with the new user's id; the user becomes its admin.",
      tags: ['busy'],
      invoke: {
        id: 'createOrganisation',
        src: 'createOrganisation',
        input: ({ context }) => organisationPayload(context.values, context.userId as string),
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
            target: 'requestingLink',
            description: 'The company exists: the e-mail is to be confirmed.',
          },
        ],
        onError: [
          {
            guard: 'isCompanyAlreadyExists',
            target: 'error',
            actions: 'rememberCompanyExists',
            description:
              "'Company already exists': the form stays with a message asking to check the number or to ask " +
              "the company's administrator for an invitation.",
          },
          {
            target: 'error',
            actions: 'rememberRefusal',
            description: 'Other refusals show their text; sending again reuses the unverified user.',
          },
        ],
      },
    },
    requestingLink: {
      description: 'Asking for an e-mail verification link to the contact person.',
      tags: ['busy'],
      invoke: {
        id: 'requestVerificationLink',
        src: 'requestVerificationLink',
        input: ({ context }) => ({ email: normalisedEmail(context.values) }),
        onDone: [
          {
            guard: 'isVerificationLinkCreated',
            target: 'confirmEmail',
            description: "'Email verification link created': the link is on its way.",
          },
          {
            target: 'error',
            actions: 'rememberRefusal',
            description: 'Any other reply is no link: its details show in the alert.',
          },
        ],
        onError: {
          target: 'error',
          actions: 'rememberRefusal',
          description: "The link could not be sent; sending the form again answers 'email not verified'.",
        },
      },
    },
    error: {
      description:
        "An alert titled 'Fel' shows the error next to the submit button; the form keeps everything.",
      tags: ['error'],
      on: {
        'signup.change': {
          target: 'idle',
          actions: ['setValues', 'clearError'],
          description: 'Editing the form clears the alert.',
        },
        'signup.submit': {
          target: 'creatingUser',
          actions: ['clearError', 'rememberMarket'],
          description: 'Sending the unchanged (valid) form again.',
        },
      },
    },
    confirmEmail: {
      description: 'The confirm-your-e-mail message replaces the form.',
      type: 'final',
      tags: ['success'],
    },
  },
});
