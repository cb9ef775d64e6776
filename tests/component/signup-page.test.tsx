import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialCodes } from '../support/dial-codes';
import { renderApp } from '../support/render-app';
import { createTestBackend } from '../support/test-backend';

const page = () => screen.findByRole('region', { name: 'Skapa konto' });

describe('/signup/ and the settings', () => {
  it('offers both account types when organisation signup is enabled, with texts from the settings', async () => {
    const backend = createTestBackend();
    Object.assign(backend.store.data.settings.businessSignup!, {
      headings: { company: 'Organisation' },
      labels: { company_name: 'Bolagets namn' },
      submitText: 'Registrera företaget',
      loginLinkEnabled: false,
    });
    delete backend.store.data.settings.businessSignup!.labels!.house_number;
    await renderApp('/signup/?type=business', { fetch: backend.fetch });
    const types = within(await page()).getByRole('navigation', { name: 'Kontotyp' });
    expect(within(types).getByRole('link', { name: 'Företag' }).getAttribute('aria-current')).toBe('page');
    expect(within(types).getByRole('link', { name: 'Privatperson' }).getAttribute('aria-current')).toBeNull();
    const form = await screen.findByRole('region', { name: 'Organisation' });
    expect(within(form).getByRole('textbox', { name: /^Bolagets namn/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kontaktperson' })).toBeTruthy();
    // The house number shows only when the settings label it.
    expect(screen.queryByRole('textbox', { name: /Husnummer/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Registrera företaget' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Har du redan ett konto? Logga in' })).toBeNull();
  });

  it("labels the business form's button with the spec's default text 'Submit' when the settings give none", async () => {
    const backend = createTestBackend();
    delete backend.store.data.settings.businessSignup!.submitText;
    await renderApp('/signup/?type=business', { fetch: backend.fetch });
    await screen.findByRole('region', { name: 'Kontaktperson' });
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe('submit');
  });

  it("starts every phone field of both forms in the market's country, not Sweden", async () => {
    const backend = createTestBackend();
    backend.store.data.defaultMarket = 'no';
    const view = await renderApp('/signup/', { fetch: backend.fetch });
    expect(await dialCodes(1)).toEqual(['+47']);
    view.unmount();
    await renderApp('/signup/?type=business', { fetch: backend.fetch });
    // The contact person's phone and the company phone.
    expect(await dialCodes(2)).toEqual(['+47', '+47']);
  });

  it('shows only the consumer form when organisation signup is disabled, whatever the URL says', async () => {
    const backend = createTestBackend();
    backend.store.data.settings.organisationSignupEnabled = false;
    await renderApp('/signup/?type=business', { fetch: backend.fetch });
    const region = await page();
    expect(within(region).queryByRole('navigation', { name: 'Kontotyp' })).toBeNull();
    expect(await within(region).findByRole('button', { name: 'Skapa konto' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Kontaktperson' })).toBeNull();
  });
});
