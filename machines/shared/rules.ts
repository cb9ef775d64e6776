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

/** Whether an actor's error event carries `details` containing the text (case-insensitive). */
export const hasErrorDetails = (event: unknown, text: string) =>
  errorDetailsOf((event as { error?: unknown }).error)
    ?.toLowerCase()
    .includes(text) ?? false;

/** The spec's password minimum length (accounts spec 9). */
export const passwordMinLength = 10;

/** The password rule of every account form: at least 10 characters, then a digit (the message keys). */
export function passwordErrorOf(password: string): 'passwordMinLength' | 'passwordRequirements' | undefined {
  if (password.length < passwordMinLength) return 'passwordMinLength';
  return /\d/.test(password) ? undefined : 'passwordRequirements';
}

/** E.164: a plus, a non-zero first digit, at most 15 digits (the phone field already converts to it). */
export const e164Pattern = /^\+[1-9]\d{6,14}$/;

/** The countries an address can have: the markets' (company creation and the checkout's new addresses). */
export const addressCountries = ['SE', 'NO', 'DK', 'FI', 'DE'] as const;
