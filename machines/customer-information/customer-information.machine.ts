import { assign, fromPromise, setup } from 'xstate';
import type { Company } from '../../openapi/types';
import { serverMessageOf } from '../shared/rules';
import { defaultAddressId } from './customer-information.rules';

/** The person the order is placed for: the buyer themselves, or one an agent or super admin chose. */
export interface ContactPerson {
  id: string;
  name: string;
  email?: string;
  /** The buyer's mobile phone, handed to the provider (known for the signed-in user themself). */
  phone?: string;
}

export type AddressKind = 'billing' | 'shipping';

/** An address typed in a 'new' tab, used for this order instead of one of the company's (decision 020). */
export interface NewAddress {
  company_name: string;
  street_address: string;
  city: string;
  state_province: string;
  postal_code: string;
  country: string;
}

export type NewAddressField = keyof NewAddress;

/** The spec: every field of a new address is marked required. */
const newAddressFields = [
  'company_name',
  'street_address',
  'city',
  'state_province',
  'postal_code',
  'country',
] as const satisfies readonly NewAddressField[];

/** The fields of a new address left empty: each shows its 'required' message. */
export const missingAddressFields = (address: NewAddress): NewAddressField[] =>
  newAddressFields.filter((field) => !address[field].trim());

/** The spec's default country of a new address. */
const newAddressCountry = 'SE';

/** A new address form of the company: its name and the default country filled in. */
const blankAddressOf = (company: Pick<Company, 'name'> | null): NewAddress => ({
  company_name: company?.name ?? '',
  street_address: '',
  city: '',
  state_province: '',
  postal_code: '',
  country: newAddressCountry,
});

/** The checkout's customer choice, as it is stored on the session and handed to the payment provider. */
export interface CustomerChoice {
  company: Company | null;
  contact: ContactPerson | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
  /** A new address of the kind in use instead of the chosen one; null: the chosen one is used. */
  newAddresses: Record<AddressKind, NewAddress | null>;
}

export interface CustomerInformationContext extends CustomerChoice {
  /** What the 'new' tabs hold, kept while the user switches tabs. */
  drafts: Record<AddressKind, NewAddress>;
  /** The empty fields of a draft the user tried to use (shown as messages until filled). */
  draftErrors: Record<AddressKind, NewAddressField[]>;
  /** Why storing the choice failed (the server's message). */
  errorMessage: string | null;
}

export type CustomerInformationEvent =
  | { type: 'customer.chooseCompany'; company: Company; contact: ContactPerson | null }
  | { type: 'customer.chooseContact'; contact: ContactPerson }
  | { type: 'customer.chooseBilling'; addressId: string }
  | { type: 'customer.chooseShipping'; addressId: string }
  | { type: 'customer.editAddress'; kind: AddressKind; values: Partial<NewAddress> }
  | { type: 'customer.useNewAddress'; kind: AddressKind }
  | { type: 'customer.retry' };

export const noNewAddresses: CustomerChoice['newAddresses'] = { billing: null, shipping: null };

/** The spec: a company is inactive when its status is not active. */
export const isInactiveCompany = (company: Pick<Company, 'status'>) => company.status !== 'active';

type ActorEvent = { output?: unknown; error?: unknown };

const choiceOfCompany = (company: Company, contact: ContactPerson | null): CustomerChoice => ({
  company,
  contact,
  billingAddressId: defaultAddressId(company.billing_address),
  shippingAddressId: defaultAddressId(company.shipping_address),
  newAddresses: noNewAddresses,
});

/** Empty drafts of the company, with no messages: a loaded or another company starts the 'new' tabs afresh. */
const freshDraftsOf = (choice: CustomerChoice) => ({
  drafts: {
    billing: choice.newAddresses.billing ?? blankAddressOf(choice.company),
    shipping: choice.newAddresses.shipping ?? blankAddressOf(choice.company),
  },
  draftErrors: { billing: [], shipping: [] },
});

export const customerInformationMachine = setup({
  types: {
    context: {} as CustomerInformationContext,
    events: {} as CustomerInformationEvent,
  },
  actors: {
    loadChoice: fromPromise<CustomerChoice>(async () => {
      throw new Error('not provided: loadChoice');
    }),
    storeChoice: fromPromise<unknown, CustomerChoice>(async () => {
      throw new Error('not provided: storeChoice');
    }),
  },
  actions: {
    takeLoaded: assign(({ event }) => {
      const loaded = (event as ActorEvent).output as CustomerChoice;
      return { ...loaded, ...freshDraftsOf(loaded) };
    }),
    chooseCompany: assign(({ event }) => {
      if (event.type !== 'customer.chooseCompany') return {};
      const choice = choiceOfCompany(event.company, event.contact);
      return { ...choice, ...freshDraftsOf(choice) };
    }),
    chooseContact: assign({
      contact: ({ context, event }) =>
        event.type === 'customer.chooseContact' ? event.contact : context.contact,
    }),
    chooseBilling: assign(({ context, event }) =>
      event.type === 'customer.chooseBilling'
        ? { billingAddressId: event.addressId, newAddresses: { ...context.newAddresses, billing: null } }
        : {},
    ),
    chooseShipping: assign(({ context, event }) =>
      event.type === 'customer.chooseShipping'
        ? { shippingAddressId: event.addressId, newAddresses: { ...context.newAddresses, shipping: null } }
        : {},
    ),
    editAddress: assign(({ context, event }) => {
      if (event.type !== 'customer.editAddress') return {};
      const draft = { ...context.drafts[event.kind], ...event.values };
      // Shown messages go as their fields are filled; none appear before the user tries to use the address.
      const shown = context.draftErrors[event.kind];
      const missing = missingAddressFields(draft).filter((field) => shown.includes(field));
      return {
        drafts: { ...context.drafts, [event.kind]: draft },
        draftErrors: { ...context.draftErrors, [event.kind]: missing },
      };
    }),
    useNewAddress: assign(({ context, event }) =>
      event.type === 'customer.useNewAddress'
        ? { newAddresses: { ...context.newAddresses, [event.kind]: context.drafts[event.kind] } }
        : {},
    ),
    showDraftErrors: assign(({ context, event }) =>
      event.type === 'customer.useNewAddress'
        ? {
            draftErrors: {
              ...context.draftErrors,
              [event.kind]: missingAddressFields(context.drafts[event.kind]),
            },
          }
        : {},
    ),
    rememberError: assign({ errorMessage: ({ event }) => serverMessageOf((event as ActorEvent).error) }),
    clearError: assign({ errorMessage: null }),
    forgetCheckout: () => {
      throw new Error('not provided: forgetCheckout');
    },
  },
  guards: {
    isDraftComplete: ({ context, event }) =>
      event.type === 'customer.useNewAddress' &&
      missingAddressFields(context.drafts[event.kind]).length === 0,
  },
}).createMachine({
  id: 'customerInformation',
  description:
    "The checkout's customer information card for business buyers: the company (a super admin searches all, " +
    'others choose among their own), the contact person (agents and super admins), the billing and shipping ' +
    'address. Every choice is stored on the session (company attributes) and the checkout starts again with it.',
  initial: 'loading',
  context: {
    company: null,
    contact: null,
    billingAddressId: null,
    shippingAddressId: null,
    newAddresses: noNewAddresses,
    drafts: { billing: blankAddressOf(null), shipping: blankAddressOf(null) },
    draftErrors: { billing: [], shipping: [] },
    errorMessage: null,
  },
  states: {
    loading: {
      description:
        "Reading the user's companies and the session's company: the card shows the company the session " +
        'holds (a member: else their first; a super admin: none) with its default addresses.',
      tags: ['busy'],
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        onDone: { target: 'choosing', actions: 'takeLoaded' },
        onError: {
          target: 'loadFailed',
          actions: 'rememberError',
          description: 'The companies could not be read.',
        },
      },
    },
    choosing: {
      description:
        'The card: company, contact person and addresses, with the inactive and not-credit-valid warnings.',
      on: {
        'customer.chooseCompany': {
          target: 'storing',
          actions: 'chooseCompany',
          description:
            "Another company: its default addresses; an agent's contact person is the agent again.",
        },
        'customer.chooseContact': { target: 'storing', actions: 'chooseContact' },
        'customer.chooseBilling': {
          target: 'storing',
          actions: 'chooseBilling',
          description: "One of the company's billing addresses (a new one is no longer used).",
        },
        'customer.chooseShipping': {
          target: 'storing',
          actions: 'chooseShipping',
          description: "One of the company's shipping addresses (a new one is no longer used).",
        },
        'customer.editAddress': {
          actions: 'editAddress',
          description:
            "Typing in a 'new' tab: the draft is kept; a shown message goes once its field is filled.",
        },
        'customer.useNewAddress': [
          {
            guard: 'isDraftComplete',
            target: 'storing',
            actions: 'useNewAddress',
            description: 'Every required field is filled: the new address is used for the order.',
          },
          {
            actions: 'showDraftErrors',
            description: "A required field is empty: each empty field shows its 'required' message.",
          },
        ],
      },
    },
    storing: {
      description:
        'Storing the choice on the session (company, reference = the contact person, merchantReference1) ' +
        'while the card takes no other choice.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'storeChoice',
        src: 'storeChoice',
        input: ({ context }) => ({
          company: context.company,
          contact: context.contact,
          billingAddressId: context.billingAddressId,
          shippingAddressId: context.shippingAddressId,
          newAddresses: context.newAddresses,
        }),
        onDone: {
          target: 'choosing',
          actions: 'forgetCheckout',
          description:
            'Stored: the checkout token and the cached checkout are dropped, so the checkout starts again for ' +
            'the customer.',
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    failed: {
      description:
        'The choice could not be stored: the message shows with a try-again button; the selectors wait for it.',
      tags: ['error'],
      // The selectors wait for the retry: the session must hold what the card shows before anything else.
      on: { 'customer.retry': { target: 'storing', description: 'Stores the same choice again.' } },
    },
    loadFailed: {
      description: 'The companies could not be read: the card says so and offers to try again.',
      tags: ['error'],
      on: { 'customer.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
});
