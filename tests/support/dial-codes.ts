// The dial codes the phone fields' country pickers show (the buttons showing a dial code).
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until `count` country pickers are in the scope (the page by default) and gives their dial codes. */
export async function dialCodes(count: number, scope: () => HTMLElement = () => document.body) {
  const buttons = () =>
    within(scope())
      .queryAllByRole('button')
      .filter((button) => /\+\d+/.test(button.textContent ?? ''));
  await waitFor(() => expect(buttons()).toHaveLength(count), { timeout: 5000 });
  return buttons().map((button) => /\+\d+/.exec(button.textContent ?? '')?.[0]);
}
