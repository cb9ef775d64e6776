// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { Dialog, DialogTrigger, Modal } from '../../src/ui/dialog';
import { Disclosure } from '../../src/ui/disclosure';
import { Form } from '../../src/ui/form';
import { Menu, MenuItem, MenuTrigger } from '../../src/ui/menu';
import { TextField } from '../../src/ui/text-field';
import { ToastRegion } from '../../src/ui/toast';
import { toast, toastQueue } from '../../src/ui/toast-queue';

afterEach(() => {
  // Explicit: auto-cleanup only runs when vitest globals are enabled.
  cleanup();
  act(() => toastQueue.clear());
});

describe('Button', () => {
  it('calls onPress when pressed', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to cart</Button>);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is disabled and shows a spinner while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Email" type="email" errorMessage="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('Enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});

describe('Form', () => {
  it("renders none of its other fields again on a field's input (decision 080)", async () => {
    const user = userEvent.setup();
    // A render anywhere inside the other field reaches its Profiler (React's own count of a subtree's renders).
    const otherRenders = vi.fn();
    const ignore = () => {};
    const OtherField = memo(function OtherField() {
      return (
        <Profiler id="other" onRender={otherRenders}>
          <TextField label="Efternamn" value="" onChange={ignore} />
        </Profiler>
      );
    });
    function Names() {
      const [firstName, setFirstName] = useState('');
      return (
        <Form aria-label="Namn" onSubmit={ignore}>
          <TextField label="Förnamn" value={firstName} onChange={setFirstName} />
          <OtherField />
        </Form>
      );
    }
    render(<Names />);
    otherRenders.mockClear();
    await user.type(screen.getByRole('textbox', { name: 'Förnamn' }), 'Maja');
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveProperty('value', 'Maja');
    expect(otherRenders).not.toHaveBeenCalled();
  });

  it('leaves the focus on the first field a refused submit marked (decision 080)', async () => {
    const user = userEvent.setup();
    function Names() {
      const [refused, setRefused] = useState(false);
      return (
        <Form aria-label="Namn" onSubmit={() => setRefused(true)}>
          <TextField label="Förnamn" defaultValue="Maja" />
          <TextField label="Efternamn" errorMessage={refused ? 'Ange ditt efternamn' : undefined} />
          <TextField label="E-post" errorMessage={refused ? 'Ange en giltig e-postadress' : undefined} />
          <Button type="submit">Skicka</Button>
        </Form>
      );
    }
    render(<Names />);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    const lastName = screen.getByRole('textbox', { name: 'Efternamn' });
    expect(document.activeElement).toBe(lastName);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Dialog', () => {
  it('opens from its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Open terms</Button>
        <Modal>
          <Dialog title="Terms">Read these terms.</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Menu', () => {
  it('selects an item with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <MenuTrigger label="Sverige · SEK · SV" aria-label="Market: Sverige · SEK · SV">
        <Menu selectionMode="single" selectedKeys={['se']} onSelectionChange={onSelectionChange}>
          <MenuItem id="se">Sverige · SEK · SV</MenuItem>
          <MenuItem id="no">Norge · NOK · NO</MenuItem>
          <MenuItem id="fi">Suomi · EUR · FI</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Market/ }));
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Sverige · SEK · SV' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Norge · NOK · NO' }));
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    const selection: Set<string> = onSelectionChange.mock.calls[0]![0];
    expect([...selection]).toEqual(['no']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('Disclosure', () => {
  it('toggles its panel', async () => {
    const user = userEvent.setup();
    render(<Disclosure title="Delivery">Ships in 2 days.</Disclosure>);
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ships in 2 days.')).toBeTruthy();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Toast', () => {
  it('shows a queued toast in the region', async () => {
    render(<ToastRegion />);
    act(() => {
      toast.success('Added to cart', { description: '1 × Coffee' });
    });
    const region = await screen.findByRole('region');
    const item = within(region).getByRole('alertdialog', { name: 'Added to cart' });
    expect(within(item).getByText('1 × Coffee')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
