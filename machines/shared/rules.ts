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
