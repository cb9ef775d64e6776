import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { createTestBackend } from '../support/test-backend';

describe('/reset-password/new/ without a usable token', () => {
  it.each(['/reset-password/new/', '/reset-password/new/?token='])(
    '%s shows the expired-link message with its link, and no form',
    async (url) => {
      const backend = createTestBackend();
      await renderApp(url, { fetch: backend.fetch });
      const page = await screen.findByRole('region', { name: 'Välj nytt lösenord' });
      expect(within(page).getByText('Länken har gått ut.')).toBeTruthy();
      expect(within(page).getByRole('link', { name: 'Be om en ny länk' }).getAttribute('href')).toBe(
        '/reset-password/',
      );
      expect(within(page).queryByRole('button', { name: /Spara lösenord/ })).toBeNull();
    },
  );
});
