import { assign, fromPromise, setup } from 'xstate';
import {
  emailPattern,
  hasErrorDetails,
  isPhoneValid,
  isReplyMessage,
  outcomeTextOf,
  passwordErrorOf,
  successMessages,
  withRefusedPhones,
} from '../shared/rules';

/** What the visitor fills in; the three notification flags default to true (spec: consumer signup payload). */
export interface ConsumerSignupValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  confirmPassword: string;
  privacy: boolean;
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
}

export type ConsumerSignupField = keyof ConsumerSignupValues;

/** Translation keys (account.json, signup) of the field messages. */
export type ConsumerSignupFieldError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailValidation'
  | 'phoneValidation'
  | 'passwordMinLength'
  | 'passwordRequirements'
  | 'passwordsDoesNotMatch'
  | 'privacyRequired';

export type ConsumerSignupErrorKey = 'userAlreadyExists' | 'somethingWentWrong';

/** The market the form was sent from: where the account belongs. */
export interface SignupMarket {
  /** The market's store group id. */
  store_group: string;
  /** Upper-case market language, e.g. 'SV'. */
  language: string;
  /** Lower-case market code, e.g. 'se'. */
  market: string;
  /** Upper-case country code, e.g. 'SE'. */
  country: string;
}

/** The body of POST /{app}/signup/ (spec: consumer signup payload). */
export interface ConsumerSignupPayload extends SignupMarket {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
  password: string;
  confirmPassword: string;
  privacy: boolean;
  allow_email_notifications: boolean;
  allow_phone_notifications: boolean;
  allow_postal_notifications: boolean;
  status: 'active';
  role: 'customer';
}

/** What the signup call answers with 200: a new user's id, or details such as 'email not verified'. */
export interface SignupOutput {
  id?: string;
  details?: string;
  message?: string;
}

export interface ConsumerSignupContext {
  values: ConsumerSignupValues;
  /** Fields the visitor has changed (all after a submit): only their messages show. */
  touched: ConsumerSignupField[];
  fieldErrors: Partial<Record<ConsumerSignupField, ConsumerSignupFieldError>>;
  errorKey: ConsumerSignupErrorKey | null;
  errorMessage: string | null;
  market: SignupMarket | null;
  /** Phone numbers the view's phone field refused (libphonenumber-js): each shows 'phoneValidation'. */
  refusedPhones: string[];
}

export type ConsumerSignupEvent =
  | {
      type: 'signup.change';
      values: Partial<ConsumerSignupValues>;
      /** Numbers among the values that are no valid number of their country (the phone field's check). */
      refusedPhones?: string[];
    }
  | { type: 'signup.submit'; market: SignupMarket };

export const initialSignupValues: ConsumerSignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  confirmPassword: '',
  privacy: false,
  allow_email_notifications: true,
  allow_phone_notifications: true,
  allow_postal_notifications: true,
};

const allFields = Object.keys(initialSignupValues) as ConsumerSignupField[];

/**
 * Every rule of the consumer signup form; the special-character criterion is only displayed. The phone is
 * optional (the spec) but, when given, a valid number as in every other phone field ('+4612345' is not).
 */
export function signupErrorsOf(
  values: ConsumerSignupValues,
  refusedPhones: readonly string[] = [],
): Partial<Record<ConsumerSignupField, ConsumerSignupFieldError>> {
  const errors: Partial<Record<ConsumerSignupField, ConsumerSignupFieldError>> = {};
  if (!values.first_name.trim()) errors.first_name = 'firstNameRequired';
  if (!values.last_name.trim()) errors.last_name = 'lastNameRequired';
  if (!emailPattern.test(values.email.trim())) errors.email = 'emailValidation';
  if (values.phone_number && !isPhoneValid(values.phone_number, refusedPhones))
    errors.phone_number = 'phoneValidation';
  const passwordError = passwordErrorOf(values.password);
  if (passwordError) errors.password = passwordError;
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordsDoesNotMatch';
  if (!values.privacy) errors.privacy = 'privacyRequired';
  return errors;
}

const onlyTouched = (
  errors: ReturnType<typeof signupErrorsOf>,
  touched: ConsumerSignupField[],
): ReturnType<typeof signupErrorsOf> =>
  Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.includes(field as ConsumerSignupField)),
  );

/** A signup call's answer (the actor's output). */
export const signupOutputOf = (event: unknown) => (event as { output?: SignupOutput }).output ?? {};

/**
 * Whether the signup answered 'email not verified' (the address awaits verification), as a 200 or as a refusal:
 * the accounts service's `details` mean the same whatever the status (accounts spec 7 and 8).
 */
export const isEmailNotVerifiedAnswer = (event: unknown) => hasErrorDetails(event, 'email not verified');

/** Whether the signup answered 'user already exists', as a 200 or as a refusal. */
export const isUserAlreadyExistsAnswer = (event: unknown) => hasErrorDetails(event, 'user already exists');

/** What the signup alert shows for a text: the text itself, else the generic message. */
const signupAlertOf = (text: string | null | undefined) =>
  text
    ? { errorKey: null, errorMessage: text }
    : { errorKey: 'somethingWentWrong' as const, errorMessage: null };

/**
 * A refused call's text (the accounts service's `details`, on an error or on a 200 reply, else the error's
 * message), as the alert shows it.
 */
export const signupRefusalOf = (event: unknown) => signupAlertOf(outcomeTextOf(event));

/** Whether the verification-link call answered its success text (anything else is no link). */
export const isVerificationLinkReply = (event: unknown) =>
  isReplyMessage(event, successMessages.verificationLink);

/** An answer without an id or a known details text, as the alert shows it. */
export const unexpectedSignupAnswerOf = (event: unknown) => {
  const { details, message } = signupOutputOf(event);
  return signupAlertOf(details ?? message);
};

export const consumerSignupMachine = setup({
  types: {
    context: {} as ConsumerSignupContext,
    events: {} as ConsumerSignupEvent,
  },
  actors: {
    signup: fromPromise<SignupOutput, ConsumerSignupPayload>(async () => {
      throw new Error('not provided: signup');
    }),
    requestVerificationLink: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: requestVerificationLink');
    }),
  },
  actions: {
    setValues: assign(({ context, event }) => {
      if (event.type !== 'signup.change') return {};
      const values = { ...context.values, ...event.values };
      const changed = Object.keys(event.values) as ConsumerSignupField[];
      const touched = [...new Set([...context.touched, ...changed])];
      const refusedPhones = withRefusedPhones(context.refusedPhones, event.refusedPhones);
      return {
        values,
        touched,
        refusedPhones,
        fieldErrors: onlyTouched(signupErrorsOf(values, refusedPhones), touched),
      };
    }),
    touchAll: assign(({ context }) => ({
      touched: allFields,
      fieldErrors: signupErrorsOf(context.values, context.refusedPhones),
    })),
    rememberMarket: assign({
      market: ({ context, event }) => (event.type === 'signup.submit' ? event.market : context.market),
    }),
    rememberRefusal: assign(({ event }) => signupRefusalOf(event)),
    rememberUserExists: assign({ errorKey: 'userAlreadyExists' as const, errorMessage: null }),
    rememberUnexpectedAnswer: assign(({ event }) => unexpectedSignupAnswerOf(event)),
    clearError: assign({ errorKey: null, errorMessage: null }),
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(signupErrorsOf(context.values, context.refusedPhones)).length === 0,
    hasUserId: ({ event }) => Boolean(signupOutputOf(event).id),
    isEmailNotVerified: ({ event }) => isEmailNotVerifiedAnswer(event),
    isUserAlreadyExists: ({ event }) => isUserAlreadyExistsAnswer(event),
    isVerificationLinkCreated: ({ event }) => isVerificationLinkReply(event),
  },
}).createMachine({
  id: 'consumerSignup',
  description:
    'The consumer signup form: validate on every change, create the account, ask for an e-mail verification ' +
    'link, and replace the form with a confirm-your-e-mail card.',
  initial: 'idle',
  context: {
    values: initialSignupValues,
    touched: [],
    fieldErrors: {},
    errorKey: null,
    errorMessage: null,
    market: null,
    refusedPhones: [],
  },
  states: {
    idle: {
      description:
        'The form: first and last name, e-mail, optional phone, password and confirmation with the live ' +
        'checklist, communication preferences and the privacy checkbox. Messages show under changed fields.',
      on: {
        'signup.change': {
          actions: 'setValues',
          description: 'Every change validates the form again.',
        },
        'signup.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: 'rememberMarket',
            description: 'A valid form is sent with the market, e-mail lower-cased, role customer.',
          },
          {
            actions: 'touchAll',
            description: 'An invalid form shows the message of every field that breaks a rule.',
          },
        ],
      },
    },
    submitting: {
      description: 'Creating the account; the submit button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ context }) => {
          const { phone_number, email, ...values } = context.values;
          return {
            ...values,
            ...(context.market as SignupMarket),
            email: email.trim().toLowerCase(),
            ...(phone_number ? { phone_number } : {}),
            status: 'active' as const,
            role: 'customer' as const,
          };
        },
        onDone: [
          {
            guard: 'hasUserId',
            target: 'requestingLink',
            description: 'A new user: a verification link is requested.',
          },
          {
            guard: 'isEmailNotVerified',
            target: 'requestingLink',
            description: "'email not verified': the address awaits verification, so a new link is requested.",
          },
          {
            guard: 'isUserAlreadyExists',
            target: 'error',
            actions: 'rememberUserExists',
            description:
              "A 200 answering 'user already exists': the user-already-exists message, not the raw text.",
          },
          {
            target: 'error',
            actions: 'rememberUnexpectedAnswer',
            description: 'Any other answer shows its text.',
          },
        ],
        onError: [
          {
            guard: 'isEmailNotVerified',
            target: 'requestingLink',
            description:
              "A refusal answering 'email not verified': the same as the 200 (a new link, then the card).",
          },
          {
            guard: 'isUserAlreadyExists',
            target: 'error',
            actions: 'rememberUserExists',
            description: "'user already exists' shows the user-already-exists message.",
          },
          {
            target: 'error',
            actions: 'rememberRefusal',
            description: 'Other refusals show their text.',
          },
        ],
      },
    },
    requestingLink: {
      description: 'Asking for an e-mail verification link to the address.',
      tags: ['busy'],
      invoke: {
        id: 'requestVerificationLink',
        src: 'requestVerificationLink',
        input: ({ context }) => ({ email: context.values.email.trim().toLowerCase() }),
        onDone: [
          {
            guard: 'isVerificationLinkCreated',
            target: 'verificationEmailSent',
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
          description: 'The link could not be sent; sending the form again asks for a new one.',
        },
      },
    },
    error: {
      description: "An alert titled 'Fel' shows the error above the form, which keeps what was typed.",
      tags: ['error'],
      on: {
        'signup.change': {
          target: 'idle',
          actions: ['setValues', 'clearError'],
          description: 'Editing the form clears the alert.',
        },
        'signup.submit': {
          target: 'submitting',
          actions: ['clearError', 'rememberMarket'],
          description: 'Sending the unchanged (valid) form again.',
        },
      },
    },
    verificationEmailSent: {
      description: 'The confirm-your-e-mail card replaces the form.',
      type: 'final',
      tags: ['success'],
    },
  },
});
