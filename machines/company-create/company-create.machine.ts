import { assign, fromPromise, setup } from 'xstate';
import type { Company } from '../../openapi/types';
import {
  emailPattern,
  hasErrorDetails,
  isPhoneValid,
  serverMessageOf,
  withRefusedPhones,
} from '../shared/rules';

export type AddressKind = 'billing' | 'shipping';

/** An address of the creation form: the spec's required street, city, postal code, country and phone. */
export interface NewAddressValues {
  street_address: string;
  postal_code: string;
  city: string;
  country: string;
  phone: string;
}

/** The company creation form (shopping spec: company creation schema). */
export interface CompanyCreateValues {
  name: string;
  contact_name: string;
  email: string;
  invoice_email: string;
  phone: string;
  organisation_number: string;
  tax_id_vat_number: string;
  external_ref: string;
  billing_address: NewAddressValues[];
  shipping_address: NewAddressValues[];
}
export type CompanyCreateTextField = Exclude<keyof CompanyCreateValues, `${AddressKind}_address`>;

/** Translation keys (shop.json, companyCreate.errors) of the field messages. */
export type CompanyCreateFieldError =
  | 'nameMin'
  | 'contactNameMin'
  | 'emailValidation'
  | 'phoneRequired'
  | 'phoneValidation'
  | 'organisationNumberRequired'
  | 'vatNumberRequired'
  | 'billingRequired'
  | 'shippingRequired'
  | 'streetRequired'
  | 'cityRequired'
  | 'postalCodeRequired'
  | 'countryRequired';

/** Field messages by path: `email`, `billing_address` (none), `billing_address.0.city`, ... */
export type CompanyCreateFieldErrors = Record<string, CompanyCreateFieldError>;

export interface CompanyCreateContext {
  values: CompanyCreateValues;
  fieldErrors: CompanyCreateFieldErrors;
  errorKey: 'companyAlreadyExists' | null;
  errorMessage: string | null;
  company: Company | null;
  /** Phone numbers the view's phone field refused (libphonenumber-js): they show 'phoneValidation'. */
  refusedPhones: string[];
}

export type CompanyCreateEvent =
  | {
      type: 'create.change';
      values: Partial<Record<CompanyCreateTextField, string>>;
      /** Numbers among the values that are no valid number of their country (the phone field's check). */
      refusedPhones?: string[];
    }
  | {
      type: 'create.changeAddress';
      kind: AddressKind;
      index: number;
      values: Partial<NewAddressValues>;
      refusedPhones?: string[];
    }
  | { type: 'create.addAddress'; kind: AddressKind }
  | { type: 'create.removeAddress'; kind: AddressKind; index: number }
  | { type: 'create.submit' };

export const emptyNewAddress = (): NewAddressValues => ({
  street_address: '',
  postal_code: '',
  city: '',
  country: '',
  phone: '',
});

/** The form starts empty, without addresses: each is added ('At least one ... is required' until then). */
export const initialCompanyCreateValues: CompanyCreateValues = {
  name: '',
  contact_name: '',
  email: '',
  invoice_email: '',
  phone: '',
  organisation_number: '',
  tax_id_vat_number: '',
  external_ref: '',
  billing_address: [],
  shipping_address: [],
};

const listOf = (kind: AddressKind) => `${kind}_address` as const;
const isBlank = (value: string) => !value.trim();
const isEmail = (value: string) => emailPattern.test(value.trim());

/** The spec's new-address rules: street, city, postal code, country and phone required. */
export function newAddressErrorsOf(
  address: NewAddressValues,
  path: string,
  refusedPhones: readonly string[] = [],
): CompanyCreateFieldErrors {
  const errors: CompanyCreateFieldErrors = {};
  if (isBlank(address.street_address)) errors[`${path}street_address`] = 'streetRequired';
  if (isBlank(address.city)) errors[`${path}city`] = 'cityRequired';
  if (isBlank(address.postal_code)) errors[`${path}postal_code`] = 'postalCodeRequired';
  if (isBlank(address.country)) errors[`${path}country`] = 'countryRequired';
  if (!address.phone) errors[`${path}phone`] = 'phoneRequired';
  else if (!isPhoneValid(address.phone, refusedPhones)) errors[`${path}phone`] = 'phoneValidation';
  return errors;
}

/**
 * The spec's company creation rules: name and contact name at least 2 characters, e-mail valid, invoice e-mail
 * valid or empty, phone required, at least one billing and one shipping address, each with street, city,
 * postal code, country and phone. The organisation number and VAT number are required by the signup call.
 */
export function companyCreateErrorsOf(
  values: CompanyCreateValues,
  refusedPhones: readonly string[] = [],
): CompanyCreateFieldErrors {
  const errors: CompanyCreateFieldErrors = {};
  if (values.name.trim().length < 2) errors.name = 'nameMin';
  if (values.contact_name.trim().length < 2) errors.contact_name = 'contactNameMin';
  if (!isEmail(values.email)) errors.email = 'emailValidation';
  if (values.invoice_email.trim() && !isEmail(values.invoice_email)) errors.invoice_email = 'emailValidation';
  if (!values.phone) errors.phone = 'phoneRequired';
  else if (!isPhoneValid(values.phone, refusedPhones)) errors.phone = 'phoneValidation';
  if (!values.organisation_number.replace(/[\s-]/g, ''))
    errors.organisation_number = 'organisationNumberRequired';
  if (isBlank(values.tax_id_vat_number)) errors.tax_id_vat_number = 'vatNumberRequired';
  for (const kind of ['billing', 'shipping'] as const) {
    const list = values[listOf(kind)];
    if (list.length === 0) errors[listOf(kind)] = kind === 'billing' ? 'billingRequired' : 'shippingRequired';
    for (const [index, address] of list.entries())
      Object.assign(errors, newAddressErrorsOf(address, `${listOf(kind)}.${index}.`, refusedPhones));
  }
  return errors;
}

const isCompanyCreateValid = (values: CompanyCreateValues, refusedPhones: readonly string[]) =>
  Object.keys(companyCreateErrorsOf(values, refusedPhones)).length === 0;

/** An address as the signup call takes it (`company_name` is the company's by default). */
export const newAddressPayload = (address: NewAddressValues, isDefault: boolean) => ({
  street_address: address.street_address.trim(),
  postal_code: address.postal_code.trim(),
  city: address.city.trim(),
  country: address.country,
  phone: address.phone,
  is_default: isDefault,
});

/** The body of POST /api/enad/organisation/signup/ without `user_id` (the creating agent's, decision 020). */
export function companyCreatePayload(values: CompanyCreateValues) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    name: values.name.trim(),
    contact_name: values.contact_name.trim(),
    email: values.email.trim().toLowerCase(),
    invoice_email: optional(values.invoice_email.toLowerCase()),
    phone: values.phone,
    // As typed ('556677-8899'): the backend keeps the company's own form and compares numbers without dashes.
    organisation_number: values.organisation_number.trim(),
    tax_id_vat_number: values.tax_id_vat_number.trim(),
    external_ref: optional(values.external_ref),
    custom_fields: {},
    billing_address: values.billing_address.map((address, index) => newAddressPayload(address, index === 0)),
    shipping_address: values.shipping_address.map((address, index) =>
      newAddressPayload(address, index === 0),
    ),
  };
}
export type CompanyCreatePayload = ReturnType<typeof companyCreatePayload>;

/** Messages of the fields that still break a rule (a change clears a corrected field's message). */
const stillInvalid = (
  previous: CompanyCreateFieldErrors,
  values: CompanyCreateValues,
  refusedPhones: readonly string[],
) => {
  const errors = companyCreateErrorsOf(values, refusedPhones);
  return Object.fromEntries(
    Object.keys(previous).flatMap((path) => (errors[path] ? [[path, errors[path]]] : [])),
  );
};

const edits = {
  'create.change': { target: 'editing', actions: 'setFields' },
  'create.changeAddress': { guard: 'hasAddress', target: 'editing', actions: 'setAddressFields' },
  'create.addAddress': {
    target: 'editing',
    actions: 'addAddress',
    description: 'Adds an empty address of the kind.',
  },
  'create.removeAddress': { guard: 'hasAddress', target: 'editing', actions: 'removeAddress' },
} as const;

export const companyCreateMachine = setup({
  types: {
    context: {} as CompanyCreateContext,
    events: {} as CompanyCreateEvent,
  },
  actors: {
    createCompany: fromPromise<Company, CompanyCreatePayload>(async () => {
      throw new Error('not provided: createCompany');
    }),
  },
  actions: {
    setFields: assign(({ context, event }) => {
      if (event.type !== 'create.change') return {};
      const values = { ...context.values, ...event.values };
      const refusedPhones = withRefusedPhones(context.refusedPhones, event.refusedPhones);
      return { values, refusedPhones, fieldErrors: stillInvalid(context.fieldErrors, values, refusedPhones) };
    }),
    setAddressFields: assign(({ context, event }) => {
      if (event.type !== 'create.changeAddress') return {};
      const list = context.values[listOf(event.kind)].map((address, index) =>
        index === event.index ? { ...address, ...event.values } : address,
      );
      const values = { ...context.values, [listOf(event.kind)]: list };
      const refusedPhones = withRefusedPhones(context.refusedPhones, event.refusedPhones);
      return { values, refusedPhones, fieldErrors: stillInvalid(context.fieldErrors, values, refusedPhones) };
    }),
    addAddress: assign(({ context, event }) => {
      if (event.type !== 'create.addAddress') return {};
      const values = {
        ...context.values,
        [listOf(event.kind)]: [...context.values[listOf(event.kind)], emptyNewAddress()],
      };
      // The 'at least one' message goes; the new address's own messages show at the next submit.
      return { values, fieldErrors: stillInvalid(context.fieldErrors, values, context.refusedPhones) };
    }),
    removeAddress: assign(({ context, event }) => {
      if (event.type !== 'create.removeAddress') return {};
      const values = {
        ...context.values,
        [listOf(event.kind)]: context.values[listOf(event.kind)].filter((_, index) => index !== event.index),
      };
      // Messages follow their addresses' new positions.
      return {
        values,
        fieldErrors: Object.keys(context.fieldErrors).length
          ? companyCreateErrorsOf(values, context.refusedPhones)
          : {},
      };
    }),
    validate: assign({
      fieldErrors: ({ context }) => companyCreateErrorsOf(context.values, context.refusedPhones),
    }),
    clearError: assign({ errorKey: null, errorMessage: null }),
    rememberCompany: assign({ company: ({ event }) => (event as { output?: Company }).output ?? null }),
    rememberError: assign(({ event }) => {
      const exists = hasErrorDetails(event, 'company already exists');
      return {
        errorKey: exists ? ('companyAlreadyExists' as const) : null,
        errorMessage: exists ? null : serverMessageOf((event as { error?: unknown }).error),
      };
    }),
  },
  guards: {
    isValid: ({ context }) => isCompanyCreateValid(context.values, context.refusedPhones),
    hasAddress: ({ context, event }) =>
      (event.type === 'create.changeAddress' || event.type === 'create.removeAddress') &&
      event.index < context.values[listOf(event.kind)].length,
  },
}).createMachine({
  id: 'companyCreate',
  description:
    "The company creation dialog of the checkout's customer information card (agents and super admins): the " +
    "spec's form, sent through the organisation signup call for the agent creating it; the new company " +
    'becomes the chosen one.',
  initial: 'editing',
  context: {
    values: initialCompanyCreateValues,
    fieldErrors: {},
    errorKey: null,
    errorMessage: null,
    company: null,
    refusedPhones: [],
  },
  states: {
    editing: {
      description: 'The form; messages show under the fields after a refused create.',
      on: { ...edits, 'create.submit': { target: 'validating' } },
    },
    validating: {
      description: 'The rules are checked: an invalid form shows every message, a valid one is sent.',
      always: [
        { guard: 'isValid', target: 'creating' },
        {
          target: 'editing',
          actions: 'validate',
          description: 'Every field that breaks a rule shows its message.',
        },
      ],
    },
    creating: {
      description: 'The company is being created; the form waits.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'createCompany',
        src: 'createCompany',
        input: ({ context }) => companyCreatePayload(context.values),
        onDone: { target: 'created', actions: 'rememberCompany' },
        onError: {
          target: 'failed',
          actions: 'rememberError',
          description: "'Company already exists' for a known organisation number, else the server's message.",
        },
      },
    },
    failed: {
      description: 'The form keeps everything and shows why creating failed.',
      tags: ['error'],
      on: { ...edits, 'create.submit': { target: 'validating', description: 'Creating again.' } },
    },
    created: {
      description: 'Created: the dialog closes and the card chooses the new company.',
      type: 'final',
    },
  },
});
