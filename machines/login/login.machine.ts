import { assign, fromPromise, setup } from 'xstate';
import {
  emailPattern,
  hasErrorDetails,
  isOutcomeWithoutText,
  outcomeDetailsOf,
  passwordMinLength,
  serverMessageOf,
  somethingWentWrong,
} from '../shared/rules';

/** The spec's login rules. */
export const loginErrorMs = 5000;

export type LoginFieldError = 'emailValidation' | 'passwordValidation';
/**
 * Translation keys of the login error catalogue; other server texts are shown as they come, and a failure without
 * a text shows the shared rule's 'somethingWentWrong'.
 */
export type LoginErrorKey =
  | 'emailNotVerified'
  | 'wrongPassword'
  | 'userNotFound'
  | 'userPendingState'
  | typeof somethingWentWrong;

const detailsKeys: Record<string, LoginErrorKey> = {
  'email not verified': 'emailNotVerified',
  'invalid password': 'wrongPassword',
  'user not found': 'userNotFound',
  'user is in pending state': 'userPendingState',
};

/** What the login call answers on success (the parts the outcome needs). */
export interface LoginOutput {
  access_token: string;
  user: {
    id?: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    store_group_id?: string;
    store_group_slug?: string;
    market?: string;
    language?: string;
    organisations?: {
      id: string;
      name: string;
      status: string;
      organisation_number: string;
      tax_id_vat_number?: string;
      contact_name?: string;
    }[];
  };
}

/** What the login call answers: a success has `access_token` and `user`; `details` is the error it names. */
export type LoginReply = Partial<LoginOutput> & { details?: string };

/** The spec's success: a reply with an access token and a user (a 200 with only `details` is a refusal). */
const isLoginAccepted = (reply: LoginReply | undefined) =>
  typeof reply?.access_token === 'string' && reply.access_token !== '' && typeof reply.user === 'object';

/** The shopper's cart and session as the login form saw them when it was sent. */
export interface CartAtLogin {
  storeGroupId: string | null;
  itemCount: number;
  /** The organisation number already stored on the session, if any. */
  companyRegistrationNumber: string | null;
}

export interface LoginContext {
  email: string;
  password: string;
  fieldErrors: Partial<Record<'email' | 'password', LoginFieldError>>;
  errorKey: LoginErrorKey | null;
  errorMessage: string | null;
  cart: CartAtLogin;
  login: LoginOutput | null;
}

export type LoginEvent =
  | { type: 'login.change'; field: 'email' | 'password'; value: string }
  | { type: 'login.submit'; cart: CartAtLogin };

const emptyCart: CartAtLogin = { storeGroupId: null, itemCount: 0, companyRegistrationNumber: null };

const firstActiveOrganisation = (login: LoginOutput | null) => {
  const first = login?.user.organisations?.[0];
  return first && first.status === 'active' && first.organisation_number ? first : undefined;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginReply, { email: string; password: string }>(async () => {
      throw new Error('not provided: login');
    }),
    resendVerification: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('not provided: resendVerification');
    }),
    rebuildCart: fromPromise<unknown, { login: LoginOutput }>(async () => {
      throw new Error('not provided: rebuildCart');
    }),
    storeOrganisation: fromPromise<unknown, { login: LoginOutput }>(async () => {
      throw new Error('not provided: storeOrganisation');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'login.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    validate: assign({
      fieldErrors: ({ context }) => ({
        ...(emailPattern.test(context.email.trim()) ? {} : { email: 'emailValidation' as const }),
        ...(context.password.length >= passwordMinLength ? {} : { password: 'passwordValidation' as const }),
      }),
    }),
    rememberCart: assign({ cart: ({ event }) => (event.type === 'login.submit' ? event.cart : emptyCart) }),
    rememberLogin: assign({ login: ({ event }) => (event as unknown as { output: LoginOutput }).output }),
    rememberError: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const details = outcomeDetailsOf(event);
      const key = details ? (detailsKeys[details.toLowerCase()] ?? null) : null;
      const message = key ? null : details || serverMessageOf(error);
      return { errorKey: key ?? (message ? null : somethingWentWrong), errorMessage: message };
    }),
    clearError: assign({ errorKey: null, errorMessage: null }),
    storeToken: () => {
      throw new Error('not provided: storeToken');
    },
    redirect: () => {
      throw new Error('not provided: redirect');
    },
  },
  guards: {
    isFormValid: ({ context }) =>
      emailPattern.test(context.email.trim()) && context.password.length >= passwordMinLength,
    isEmailNotVerified: ({ event }) => hasErrorDetails(event, 'email not verified'),
    isLoginRefused: ({ event }) => !isLoginAccepted((event as unknown as { output?: LoginReply }).output),
    isRefusedWithoutText: ({ event }) =>
      !isLoginAccepted((event as unknown as { output?: LoginReply }).output) && isOutcomeWithoutText(event),
    isWithoutText: ({ event }) => isOutcomeWithoutText(event),
    needsCartRebuild: ({ context, event }) => {
      const user = (event as unknown as { output: LoginOutput }).output.user;
      return (
        context.cart.itemCount > 0 &&
        Boolean(user.store_group_id) &&
        context.cart.storeGroupId !== null &&
        context.cart.storeGroupId !== user.store_group_id
      );
    },
    hasActiveOrganisation: ({ context }) => firstActiveOrganisation(context.login) !== undefined,
    needsOrganisation: ({ context, event }) =>
      !context.cart.companyRegistrationNumber &&
      firstActiveOrganisation((event as unknown as { output: LoginOutput }).output) !== undefined,
  },
  delays: { loginError: loginErrorMs },
}).createMachine({
  id: 'login',
  description:
    'The login form and its outcome: validate, log in, then rebuild the cart for a new store group, or store the ' +
    "user's first active organisation in the session, and redirect.",
  initial: 'editing',
  context: {
    email: '',
    password: '',
    fieldErrors: {},
    errorKey: null,
    errorMessage: null,
    cart: emptyCart,
    login: null,
  },
  states: {
    editing: {
      description: 'E-mail and password; field messages show after a refused submit.',
      on: {
        'login.change': { actions: 'setField' },
        'login.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: ['rememberCart', 'validate'],
            description:
              'A valid e-mail and a password of at least 10 characters are sent (e-mail lower-cased).',
          },
          {
            actions: 'validate',
            description: "An invalid e-mail shows 'emailValidation', a short password 'passwordValidation'.",
          },
        ],
      },
    },
    submitting: {
      description: 'Logging in; the button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase(), password: context.password }),
        onDone: [
          {
            guard: 'isEmailNotVerified',
            target: 'resendingVerification',
            actions: 'rememberError',
            description: "A 200 answering 'email not verified' is that refusal: a new link is sent.",
          },
          {
            guard: 'isRefusedWithoutText',
            target: 'failed',
            actions: 'rememberError',
            description:
              "A reply with neither access_token and user nor details (an empty 200, a 204): 'somethingWentWrong'.",
          },
          {
            guard: 'isLoginRefused',
            target: 'failed',
            actions: 'rememberError',
            description:
              'A reply without access_token and user is no login: its details show as the error they name.',
          },
          {
            guard: 'needsCartRebuild',
            target: 'rebuildingCart',
            actions: ['rememberLogin', 'storeToken'],
            description: "The user's store group differs from the cart's and the cart has items: rebuild it.",
          },
          {
            guard: 'needsOrganisation',
            target: 'storingOrganisation',
            actions: ['rememberLogin', 'storeToken'],
            description: "The session has no company and the user's first organisation is active: store it.",
          },
          {
            target: 'signedIn',
            actions: ['rememberLogin', 'storeToken'],
            description: 'Otherwise go straight on.',
          },
        ],
        onError: [
          {
            guard: 'isEmailNotVerified',
            target: 'resendingVerification',
            actions: 'rememberError',
            description:
              "'email not verified': a new verification link is sent and 'emailNotVerified' shows.",
          },
          {
            guard: 'isWithoutText',
            target: 'failed',
            actions: 'rememberError',
            description:
              "A failure without a text of its own (no details, error or message): 'somethingWentWrong'.",
          },
          { target: 'failed', actions: 'rememberError', description: 'Any other refusal shows its message.' },
        ],
      },
    },
    resendingVerification: {
      description: 'Sending a new verification link to the address.',
      tags: ['busy', 'error'],
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: 'failed',
        onError: 'failed',
      },
    },
    failed: {
      description: 'The error message shows for 5 seconds.',
      tags: ['error'],
      after: {
        loginError: {
          target: 'editing',
          actions: 'clearError',
          description: 'The message clears after 5 s.',
        },
      },
      on: {
        'login.change': { target: 'editing', actions: ['setField', 'clearError'] },
        'login.submit': {
          target: 'submitting',
          actions: ['clearError', 'rememberCart'],
          description: 'Trying again (the form was valid) clears the message.',
        },
      },
    },
    rebuildingCart: {
      description:
        'The checkout token is removed, a new session starts for the user’s market, language and store group and ' +
        'every item is added again.',
      tags: ['busy'],
      invoke: {
        id: 'rebuildCart',
        src: 'rebuildCart',
        input: ({ context }) => ({ login: context.login as LoginOutput }),
        onDone: [
          {
            guard: 'hasActiveOrganisation',
            target: 'storingOrganisation',
            description:
              "The new cart has no company yet: the user's first active organisation is stored on it as well.",
          },
          { target: 'signedIn', description: 'A user without a company goes straight on.' },
        ],
        onError: { target: 'signedIn', description: 'A failed rebuild does not block the login.' },
      },
    },
    storingOrganisation: {
      description:
        'The organisation (registration number, tax id, name, reference = the user’s full name, else the contact name) ' +
        'is stored on the session.',
      tags: ['busy'],
      invoke: {
        id: 'storeOrganisation',
        src: 'storeOrganisation',
        input: ({ context }) => ({ login: context.login as LoginOutput }),
        onDone: 'signedIn',
        onError: { target: 'signedIn', description: 'A failure here does not block the login.' },
      },
    },
    signedIn: {
      description:
        'Redirected to the login-redirect target, else /my-account/overview/. The form stays busy until that page shows.',
      type: 'final',
      // The next page may still be loading (its code, on a slow phone): the button keeps its pending state.
      tags: ['busy'],
      entry: 'redirect',
    },
  },
});
