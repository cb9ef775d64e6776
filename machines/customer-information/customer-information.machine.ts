import { assign, fromPromise, setup } from 'xstate';
import type { Address, Company } from '../../openapi/types';
import { serverMessageOf } from '../shared/rules';

/** The person the order is placed for: the buyer themselves, or one an agent or super admin chose. */
export interface ContactPerson {
  id: string;
  name: string;
  email?: string;
}

/** The checkout's customer choice, as it is stored on the session and handed to the payment provider. */
export interface CustomerChoice {
  company: Company | null;
  contact: ContactPerson | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

export interface CustomerInformationContext extends CustomerChoice {
  /** Why storing the choice failed (the server's message). */
  errorMessage: string | null;
}

export type CustomerInformationEvent =
  | { type: 'customer.chooseCompany'; company: Company; contact: ContactPerson | null }
  | { type: 'customer.chooseContact'; contact: ContactPerson }
  | { type: 'customer.chooseBilling'; addressId: string }
  | { type: 'customer.chooseShipping'; addressId: string }
  | { type: 'customer.retry' };

/** The spec: a company is inactive when its status is not active. */
export const isInactiveCompany = (company: Pick<Company, 'status'>) => company.status !== 'active';

/** The address marked default, else the first; null for a company without addresses of the kind. */
export const defaultAddressId = (addresses: readonly Address[]) =>
  (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null;

/** merchantReference1: the registration number with its first hyphen removed (the spec). */
export const merchantReferenceOf = (registrationNumber: string) => registrationNumber.replace('-', '');

type ActorEvent = { output?: unknown; error?: unknown };

const choiceOfCompany = (company: Company, contact: ContactPerson | null): CustomerChoice => ({
  company,
  contact,
  billingAddressId: defaultAddressId(company.billing_address),
  shippingAddressId: defaultAddressId(company.shipping_address),
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
    takeLoaded: assign(({ event }) => ({ ...((event as ActorEvent).output as CustomerChoice) })),
    chooseCompany: assign(({ event }) =>
      event.type === 'customer.chooseCompany' ? choiceOfCompany(event.company, event.contact) : {},
    ),
    chooseContact: assign({
      contact: ({ context, event }) =>
        event.type === 'customer.chooseContact' ? event.contact : context.contact,
    }),
    chooseBilling: assign({
      billingAddressId: ({ context, event }) =>
        event.type === 'customer.chooseBilling' ? event.addressId : context.billingAddressId,
    }),
    chooseShipping: assign({
      shippingAddressId: ({ context, event }) =>
        event.type === 'customer.chooseShipping' ? event.addressId : context.shippingAddressId,
    }),
    rememberError: assign({ errorMessage: ({ event }) => serverMessageOf((event as ActorEvent).error) }),
    clearError: assign({ errorMessage: null }),
    forgetCheckout: () => {
      throw new Error('not provided: forgetCheckout');
    },
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
        'customer.chooseBilling': { target: 'storing', actions: 'chooseBilling' },
        'customer.chooseShipping': { target: 'storing', actions: 'chooseShipping' },
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
