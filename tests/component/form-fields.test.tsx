// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, passwordChecks, passwordStrength } from '../../src/ui/password-field';
import { PhoneField, type PhoneFieldProps } from '../../src/ui/phone-field';

/** A form holding the phone as E.164, as the real forms do. */
function Phone(props: Partial<PhoneFieldProps> & { initial?: string }) {
  const { initial = '', onChange, onCountryChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  const [country, setCountry] = useState(props.country ?? 'SE');
  return (
    <>
      <PhoneField
        label="Phone"
        locale="en"
        countryLabel="Country"
        searchPlaceholder="Search country..."
        emptyText="No country found."
        {...rest}
        value={value}
        onChange={(next, isValid) => {
          setValue(next);
          onChange?.(next, isValid);
        }}
        country={country}
        onCountryChange={(next) => {
          setCountry(next);
          onCountryChange?.(next);
        }}
      />
      <output data-testid="held">{value}</output>
    </>
  );
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone' });
const countryButton = () => screen.getByRole('button', { name: /Country/ });
/** The open picker's search: a combobox whose list is always open (decision 075). */
const countrySearch = () => screen.findByRole('combobox', { name: 'Search country...' });

describe('PhoneField', () => {
  it('labels one group holding the country picker and the number', () => {
    render(<Phone isRequired description="We call only about orders" />);
    const group = screen.getByRole('group', { name: 'Phone' });
    expect(within(group).getByRole('textbox', { name: 'Phone' })).toBe(phoneInput());
    expect(within(group).getByRole('button', { name: /Country/ })).toBe(countryButton());
    expect(countryButton().textContent).toContain('+46');
    expect(countryButton().textContent).toContain('Sweden');
    expect(phoneInput().getAttribute('type')).toBe('tel');
    expect(phoneInput().getAttribute('autocomplete')).toBe('tel');
    expect(phoneInput().hasAttribute('required')).toBe(true);
    const help = screen.getByText('We call only about orders');
    expect(phoneInput().getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
  });

  it('finds a country by searching its name and shows its flag and dial code', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    await user.click(countryButton());
    const search = await countrySearch();
    expect(search.getAttribute('placeholder')).toBe('Search country...');
    await user.type(search, 'Fin');
    const listbox = screen.getByRole('listbox');
    const finland = within(listbox).getByRole('option', { name: /Finland/ });
    expect(finland.textContent).toContain('+358');
    expect(finland.textContent).toContain('🇫🇮');
    expect(within(listbox).queryByRole('option', { name: /Sweden/ })).toBeNull();
  });

  it('finds a country by its dial code', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    await user.click(countryButton());
    await user.type(await countrySearch(), '+358');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Finland')]),
    );
  });

  it('says when no country matches', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    await user.click(countryButton());
    await user.type(await countrySearch(), 'Atlantis');
    // react-aria gives the empty state the option role so that screen readers announce it.
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No country found.']);
  });

  it('picks a country with the keyboard only', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(<Phone onCountryChange={onCountryChange} />);
    await user.tab();
    expect(document.activeElement).toBe(countryButton());
    await user.keyboard('{Enter}');
    const search = await countrySearch();
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('Finl');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onCountryChange).toHaveBeenCalledWith('FI');
    expect(countryButton().textContent).toContain('+358');
  });

  it('opens its search with a letter typed on the closed picker', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    render(<Phone onCountryChange={onCountryChange} />);
    await user.tab();
    await user.keyboard('N');
    const search = await countrySearch();
    expect((search as HTMLInputElement).value).toBe('N');
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('orw{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onCountryChange).toHaveBeenCalledWith('NO');
    expect(countryButton().textContent).toContain('+47');
    // Closed again, the search starts empty.
    await user.keyboard('{Enter}');
    expect(((await countrySearch()) as HTMLInputElement).value).toBe('');
  });

  it('keeps only the chosen country in the document while the picker is closed (decision 071)', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    // react-aria's hidden native select holds an option per country of the picker's collection.
    expect(document.querySelectorAll('option')).toHaveLength(2); // its empty option and Sweden
    await user.click(countryButton());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(200);
  });

  it('holds the typed national number as E.164 and shows it so on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    await user.type(phoneInput(), '0701234567');
    expect(onChange).toHaveBeenLastCalledWith('+46701234567', true);
    expect(screen.getByTestId('held').textContent).toBe('+46701234567');
    expect((phoneInput() as HTMLInputElement).value).toBe('0701234567');
    await user.tab();
    expect((phoneInput() as HTMLInputElement).value).toBe('+46701234567');
  });

  it('keeps an international number and re-prefixes a national one when the country changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    await user.type(phoneInput(), '+358 40 123 4567');
    expect(onChange).toHaveBeenLastCalledWith('+358401234567', true);

    await user.clear(phoneInput());
    expect(onChange).toHaveBeenLastCalledWith('', false);
    await user.type(phoneInput(), '912 34 567');
    await user.click(countryButton());
    await user.type(await countrySearch(), 'Norway');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Norway/ }));
    expect(onChange).toHaveBeenLastCalledWith('+4791234567', true);
    expect(screen.getByTestId('held').textContent).toBe('+4791234567');
  });

  it("reports a number of the E.164 shape that is no number of its country ('+4612345') as invalid", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Phone onChange={onChange} />);
    await user.type(phoneInput(), '+4612345');
    expect(onChange).toHaveBeenLastCalledWith('+4612345', false);
  });

  it('moves a number carrying the old dial code to the new country', async () => {
    const user = userEvent.setup();
    render(<Phone initial="+46701234567" />);
    await user.click(countryButton());
    await user.type(await countrySearch(), 'Norway');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Norway/ }));
    expect(screen.getByTestId('held').textContent).toBe('+47701234567');
    expect((phoneInput() as HTMLInputElement).value).toBe('+47701234567');
  });

  it('shows a value from the form', () => {
    render(<Phone initial="+46701234567" />);
    expect((phoneInput() as HTMLInputElement).value).toBe('+46701234567');
  });

  it('shows the error message and marks the number invalid', () => {
    render(<Phone errorMessage="Enter a valid phone number" />);
    const error = screen.getByText('Enter a valid phone number');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});

function NewPassword({ errorMessage }: { errorMessage?: string }) {
  const [value, setValue] = useState('');
  const checks = passwordChecks(value);
  return (
    <PasswordField
      label="Password"
      autoComplete="new-password"
      showLabel="Show password"
      value={value}
      onChange={setValue}
      checksLabel="Password requirements"
      metLabel="Met"
      unmetLabel="Not met"
      checks={[
        { label: 'At least 10 characters', met: checks.length },
        { label: 'A number', met: checks.digit },
        { label: 'A special character', met: checks.special },
      ]}
      strength={passwordStrength(value)}
      strengthLabel="Password strength"
      errorMessage={errorMessage}
    />
  );
}

const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement;
const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.includes(name))!;

describe('PasswordField', () => {
  it('scores and checks passwords as the spec says', () => {
    expect(passwordChecks('abcdefghi1!')).toEqual({ length: true, digit: true, special: true });
    expect(passwordChecks('short')).toEqual({ length: false, digit: false, special: false });
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('a1')).toBe(50);
    expect(passwordStrength('abcdefghij')).toBe(50);
    expect(passwordStrength('abcdefghi1')).toBe(100);
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    expect(passwordInput().getAttribute('type')).toBe('password');
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(passwordInput().getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('reports each criterion as met or not met in text, live', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(passwordInput().getAttribute('aria-describedby')?.split(' ')).toContain(list.id);
    expect(item('At least 10 characters').textContent).toBe('Not met: At least 10 characters');
    await user.type(passwordInput(), 'abcdefghi1');
    expect(item('At least 10 characters').textContent).toBe('Met: At least 10 characters');
    expect(item('A number').textContent).toBe('Met: A number');
    expect(item('A special character').textContent).toBe('Not met: A special character');
    await user.type(passwordInput(), '!');
    expect(item('A special character').textContent).toBe('Met: A special character');
  });

  it('shows the strength as a meter', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    await user.type(passwordInput(), 'abcdefghij');
    expect(meter.getAttribute('aria-valuenow')).toBe('50');
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'abcdefghi1');
    expect(meter.getAttribute('aria-valuenow')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('100%');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<NewPassword errorMessage="Use at least 10 characters" />);
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Use at least 10 characters');
    expect(passwordInput().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});
