import { within } from '@testing-library/react';

/**
 * A text input within `scope` by its label. Required fields carry a hidden '*' mark in the label, which the
 * label text may end with; checkboxes are never meant.
 */
export const labelledInput = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText((text) => text.replace(/\*$/, '') === label, {
    selector: 'input:not([type=checkbox])',
  }) as HTMLInputElement;
