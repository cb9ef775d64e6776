import { act, fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a text field's value as a user who selects all and pastes does: one input event per field, so one
 * render of the form (decision 065). Typed key by key, every character re-rendered the form, and a long form's
 * path outgrew its time limit on a busy machine; clearing first cost a second render.
 */
export async function pasteValue(user: UserEvent, input: HTMLElement, value: string) {
  // Pasted over itself a value changes nothing (React sends no change): the user clears the field and pastes.
  if (!value || (input as HTMLInputElement).value === value) await user.clear(input);
  if (!value) return;
  await user.click(input);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(value);
}

/**
 * Fills several text fields at once, as a browser's autofill does: each field's value set and its input event sent,
 * in one task and one `act` (decision 065). React still renders after each input event (a discrete event renders at
 * once: decision 067), but a memoised field renders only when its own props change. A field that already holds its
 * value is emptied first, in the same task: a value set over itself changes nothing (React sends no change).
 */
export function autofill(fields: [HTMLElement, string][]) {
  act(() => {
    for (const [input, value] of fields) {
      const field = input as HTMLInputElement;
      if (value !== '' && field.value === value) fireEvent.input(input, { target: { value: '' } });
      if (field.value !== value) fireEvent.input(input, { target: { value } });
    }
  });
}
