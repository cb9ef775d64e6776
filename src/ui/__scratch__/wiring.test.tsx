// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { it } from 'vitest';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { TextArea } from '../text-area';

it('wiring', () => {
  render(
    <>
      <Checkbox description="Desc" errorMessage="Err">
        Accept
      </Checkbox>
      <Select label="Country" items={[{ id: 'se', label: 'Sverige' }]} errorMessage="Pick" description="D2" />
      <TextArea label="Notes" rows={6} errorMessage="Too short" />
      <Button isPending aria-label="Save order">
        Save
      </Button>
    </>,
  );
  const cb = screen.getByRole('checkbox', { name: 'Accept' });
  const ids = (el: Element | null) =>
    (el?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
  console.log('checkbox', cb.getAttribute('aria-invalid'), ids(cb));
  const sel = screen.getByRole('button', { name: /Country/ });
  console.log('select', sel.getAttribute('aria-labelledby'), ids(sel), sel.outerHTML.slice(0, 300));
  const ta = screen.getByRole('textbox', { name: 'Notes' });
  console.log('textarea', ta.tagName, ta.getAttribute('rows'), ta.getAttribute('aria-invalid'), ids(ta));
  const b = screen.getByRole('button', { name: /Save order/ });
  console.log('button', b.getAttribute('aria-labelledby'), b.getAttribute('aria-label'));
  console.log(document.querySelector('select')?.outerHTML.slice(0, 300));
});
