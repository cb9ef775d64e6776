// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Menu, MenuItem, MenuTrigger } from '../menu';

Object.defineProperty(window.Document, Symbol.hasInstance, {
  value: (value: unknown) => value instanceof Node && value.nodeType === Node.DOCUMENT_NODE,
});

it('esc closes menu', async () => {
  const user = userEvent.setup();
  render(
    <MenuTrigger label="M">
      <Menu>
        <MenuItem id="se">Sverige</MenuItem>
      </Menu>
    </MenuTrigger>,
  );
  await user.click(screen.getByRole('button'));
  await screen.findByRole('menu');
  console.log('active', document.activeElement?.getAttribute('role'), document.activeElement?.className);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});
