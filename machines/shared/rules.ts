// Rules shared by machines and forms; pure TypeScript so machines, views and schemas agree.

/** A practical e-mail pattern: something@something.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The generic error text key of the shared call rules ('error', else 'message', else this). */
export const somethingWentWrong = 'somethingWentWrong';

/**
 * The text of a failed actor worth showing: the server's own message, or null when there is none
 * (no Error, an empty message, or the generic key), so the view shows its flow's default text.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const message = error.message.trim();
  return message && message !== somethingWentWrong ? message : null;
}

/** The accounts service's `details` text of a failed call (it travels on the error's body), if any. */
export function errorDetailsOf(error: unknown): string | undefined {
  const details = (error as { body?: { details?: unknown } } | undefined)?.body?.details;
  return typeof details === 'string' ? details : undefined;
}

/** The `details` text of a reply the accounts service answered with 200 (the spec reads it as an error). */
function replyDetailsOf(output: unknown): string | undefined {
  const details = (output as { details?: unknown } | null | undefined)?.details;
  return typeof details === 'string' ? details : undefined;
}

/**
 * The `details` of an actor's outcome: a refusal's body, or a 200 reply that carries `details`, which is the
 * error it names, whatever the status (accounts spec 7 and 8).
 */
export const outcomeDetailsOf = (event: unknown): string | undefined => {
  const { error, output } = event as { error?: unknown; output?: unknown };
  return errorDetailsOf(error) ?? replyDetailsOf(output);
};

/** Whether a 200 reply carries `details`: a refusal, whatever its other fields say. */
export const hasReplyDetails = (event: unknown) =>
  replyDetailsOf((event as { output?: unknown }).output) !== undefined;

/** A failed outcome's text: its `details`, else the error's own message; null for neither. */
export const outcomeTextOf = (event: unknown): string | null =>
  outcomeDetailsOf(event) ?? serverMessageOf((event as { error?: unknown }).error);

/** What a failed outcome shows: its text, else the generic 'somethingWentWrong' key (the shared call rule). */
export interface OutcomeError {
  errorMessage: string | null;
  errorKey: typeof somethingWentWrong | null;
}

/**
 * A failed outcome as its flow shows it, by the shared rule: `details`, else the error's own message, else
 * 'somethingWentWrong'. A failure never shows nothing: a refusal without a text (an empty body, a 200 or a 204
 * without the call's fields) shows the generic text.
 */
export const outcomeErrorOf = (event: unknown): OutcomeError => {
  const text = outcomeTextOf(event)?.trim();
  return text ? { errorMessage: text, errorKey: null } : { errorMessage: null, errorKey: somethingWentWrong };
};

/** Whether a failed outcome has no text of its own (it shows 'somethingWentWrong'). */
export const isOutcomeWithoutText = (event: unknown) => outcomeErrorOf(event).errorKey !== null;

/** Whether an actor's outcome (a refusal, or a 200 reply) carries `details` containing the text (case-insensitive). */
export const hasErrorDetails = (event: unknown, text: string) =>
  outcomeDetailsOf(event)?.toLowerCase().includes(text) ?? false;

/** The accounts service's success texts: a reply is a success only with its call's message (accounts spec 7). */
export const successMessages = {
  verificationLink: 'Email verification link created',
  resetLink: 'Reset password link created',
  passwordUpdated: 'Password updated',
} as const;

/** Whether an actor's reply is its call's success: `message` is exactly the spec's text. */
export const isReplyMessage = (event: unknown, message: string) =>
  (event as { output?: { message?: unknown } | null }).output?.message === message;

/** The spec's password minimum length (accounts spec 9). */
export const passwordMinLength = 10;

/** The password rule of every account form: at least 10 characters, then a digit (the message keys). */
export function passwordErrorOf(password: string): 'passwordMinLength' | 'passwordRequirements' | undefined {
  if (password.length < passwordMinLength) return 'passwordMinLength';
  return /\d/.test(password) ? undefined : 'passwordRequirements';
}

/** E.164: a plus, a non-zero first digit, at most 15 digits (the phone field already converts to it). */
export const e164Pattern = /^\+[1-9]\d{6,14}$/;

/**
 * The spec's phone rule: E.164 and a valid number for its country ('+4612345' is not). The country check is
 * libphonenumber-js's, which only the view's phone field loads (machines import only xstate): the change
 * events name the numbers it refused, and the machine keeps them (a number's validity never changes).
 */
export const isPhoneValid = (phone: string, refusedPhones: readonly string[]) =>
  e164Pattern.test(phone) && !refusedPhones.includes(phone);

/** The refused numbers known so far, with those a change event names. */
export const withRefusedPhones = (known: readonly string[], named: readonly string[] | undefined) =>
  named?.some((phone) => !known.includes(phone)) ? [...new Set([...known, ...named])] : [...known];

/**
 * The countries an address can have: every market's (company creation and the checkout's new addresses). Machines
 * read no markets, so the list is kept here; tests/unit/address-countries.test.ts fails a market it lacks.
 */
export const addressCountries = ['SE', 'NO', 'DK', 'FI', 'DE', 'GB'] as const;
