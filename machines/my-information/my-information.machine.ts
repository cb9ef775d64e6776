import { assign, fromPromise, setup } from 'xstate';
import { emailPattern, isPhoneValid, serverMessageOf, withRefusedPhones } from '../shared/rules';

/** The success banner hides after 5 s (accounts spec 9). */
export const profileSavedMs = 5000;

/** What the my-information card edits. */
export interface MyInformationValues {
  first_name: string;
  last_name: string;
  street: string;
  zip_code: string;
  city: string;
  phone_number: string;
  allow_email: boolean;
  allow_sms: boolean;
  allow_postal: boolean;
}

export type MyInformationField = keyof MyInformationValues | 'email';
/** Translation keys (account.json, myInformation) of the field messages. */
export type MyInformationFieldError = 'emailValidation' | 'phoneValidation';

/** The user's market at the time of saving (spec: profile update payload). */
export interface ProfileMarket {
  store_group: string;
  language: string;
  market: string;
  country_code: string;
}

/** The body of POST /api/enad/update-user/: store group, language, market, country code, the fields, the e-mail. */
export type ProfileUpdatePayload = ProfileMarket & MyInformationValues & { email: string };

export interface MyInformationContext {
  /** Read-only: it names the account. */
  email: string;
  values: MyInformationValues;
  fieldErrors: Partial<Record<MyInformationField, MyInformationFieldError>>;
  errorMessage: string | null;
  market: ProfileMarket | null;
  /** Phone numbers the view's phone field refused (libphonenumber-js): they show 'phoneValidation'. */
  refusedPhones: string[];
}

export type MyInformationEvent =
  | {
      type: 'profile.change';
      values: Partial<MyInformationValues>;
      /** Numbers among the values that are no valid number of their country (the phone field's check). */
      refusedPhones?: string[];
    }
  | { type: 'profile.submit'; market: ProfileMarket };

/** The card's rules (accounts spec 5): a valid e-mail; the phone optional, but E.164 when given. */
export function myInformationErrorsOf(
  email: string,
  values: MyInformationValues,
  refusedPhones: readonly string[] = [],
): Partial<Record<MyInformationField, MyInformationFieldError>> {
  return {
    ...(emailPattern.test(email.trim()) ? {} : { email: 'emailValidation' as const }),
    ...(values.phone_number && !isPhoneValid(values.phone_number, refusedPhones)
      ? { phone_number: 'phoneValidation' as const }
      : {}),
  };
}

export function profileUpdatePayload(context: MyInformationContext): ProfileUpdatePayload {
  const trimmed = Object.fromEntries(
    Object.entries(context.values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as unknown as MyInformationValues;
  return { ...(context.market as ProfileMarket), ...trimmed, email: context.email };
}

const outputOf = (event: unknown) => (event as { output?: { email?: string } }).output;

export const myInformationMachine = setup({
  types: {
    context: {} as MyInformationContext,
    events: {} as MyInformationEvent,
    input: {} as { email: string; values: MyInformationValues },
  },
  actors: {
    updateUser: fromPromise<{ email?: string }, ProfileUpdatePayload>(async () => {
      throw new Error('not provided: updateUser');
    }),
  },
  actions: {
    setValues: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      const values = { ...context.values, ...event.values };
      const refusedPhones = withRefusedPhones(context.refusedPhones, event.refusedPhones);
      // Messages clear as the visitor corrects a field; new ones show on submit.
      const errors = myInformationErrorsOf(context.email, values, refusedPhones);
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => field in errors),
      );
      return { values, fieldErrors, refusedPhones };
    }),
    validate: assign({
      fieldErrors: ({ context }) =>
        myInformationErrorsOf(context.email, context.values, context.refusedPhones),
    }),
    rememberMarket: assign({
      market: ({ context, event }) => (event.type === 'profile.submit' ? event.market : context.market),
    }),
    rememberError: assign({
      errorMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error),
    }),
    clearError: assign({ errorMessage: null }),
    userSaved: () => {
      throw new Error('not provided: userSaved');
    },
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(myInformationErrorsOf(context.email, context.values, context.refusedPhones)).length === 0,
    hasEmail: ({ event }) => Boolean(outputOf(event)?.email),
  },
  delays: { savedBanner: profileSavedMs },
}).createMachine({
  id: 'myInformation',
  description:
    "The my-information card: the signed-in user's name, address, phone and communication preferences; the " +
    'e-mail is read-only. Saving sends the profile update payload.',
  initial: 'editing',
  context: ({ input }) => ({
    email: input.email,
    values: input.values,
    fieldErrors: {},
    errorMessage: null,
    market: null,
    refusedPhones: [],
  }),
  states: {
    editing: {
      description: 'The form with the saved details; messages show under fields after a refused save.',
      on: {
        'profile.change': { actions: 'setValues' },
        'profile.submit': [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: ['validate', 'rememberMarket'],
            description: 'Valid: the profile update payload is sent.',
          },
          {
            actions: 'validate',
            description: "A phone without '+' and a valid number shows 'phoneValidation'.",
          },
        ],
      },
    },
    saving: {
      description: 'Saving; the save button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => profileUpdatePayload(context),
        onDone: [
          {
            guard: 'hasEmail',
            target: 'saved',
            actions: 'userSaved',
            description: 'A reply with an e-mail means success (the spec).',
          },
          {
            target: 'failed',
            description: 'A reply without an e-mail is a failure.',
          },
        ],
        onError: { target: 'failed', actions: 'rememberError', description: 'The failure shows.' },
      },
    },
    saved: {
      description: 'The success banner shows for 5 seconds.',
      tags: ['success'],
      after: { savedBanner: { target: 'editing', description: 'The banner hides after 5 s.' } },
      on: {
        'profile.change': {
          target: 'editing',
          actions: 'setValues',
          description: 'Editing hides the banner.',
        },
      },
    },
    failed: {
      description: 'The failure shows above the save button; the form keeps everything.',
      tags: ['error'],
      on: {
        'profile.change': { target: 'editing', actions: ['setValues', 'clearError'] },
        'profile.submit': {
          target: 'saving',
          actions: ['clearError', 'rememberMarket'],
          description: 'Saving the (valid) form again.',
        },
      },
    },
  },
});
