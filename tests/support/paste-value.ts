import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a text field's value as a browser's autofill or a paste does: one change per field. Typed key by
 * key, every character re-rendered the form, and a long form's path outgrew its time limit on a busy machine.
 */
export async function pasteValue(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (!value) return;
  await user.click(input);
  await user.paste(value);
}
