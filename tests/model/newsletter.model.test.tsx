import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { flowById } from '../../machines/index';
import { pasteValue } from '../support/paste-value';
import { testNow } from '../support/test-backend';
import { modelTest } from './harness';

const subscribeRoute = 'POST /api/newsletter/subscribe/';
const block = () => screen.getByRole('region', { name: 'Newsletter' });
const emailField = () => within(block()).getByRole('textbox', { name: 'E-mail' });
const submitButton = () => within(block()).getByRole('button', { name: /Subscribe/ });

modelTest({
  flow: flowById('newsletter')!,
  // The English market, so the assertions read the spec's own texts.
  url: '/gb/',
  actorRoutes: { subscribe: subscribeRoute },
  events: {
    'newsletter.change': async (event, { user }) => {
      await pasteValue(user, emailField(), event.email ?? '');
    },
    'newsletter.submit': async (_event, { user }) => {
      await user.click(submitButton());
    },
  },
  states: {
    idle: ({ snapshot }) => {
      const { fieldError, email } = snapshot.context as { fieldError: string | null; email: string };
      expect(emailField()).toHaveProperty('value', email);
      expect(within(block()).queryByRole('alert')).toBeNull();
      const messages = {
        emailRequired: 'Email is required',
        emailInvalid: 'Please enter a valid email address',
      };
      if (fieldError) {
        expect(within(block()).getByText(messages[fieldError as keyof typeof messages])).toBeTruthy();
        expect(emailField().getAttribute('aria-invalid')).toBe('true');
      } else {
        expect(
          within(block()).queryByText(/Email is required|Please enter a valid email address/),
        ).toBeNull();
      }
    },
    submitting: () => {
      expect(submitButton().getAttribute('data-pending')).toBe('true');
    },
    success: ({ backend }) => {
      expect(
        within(block()).getByText('Thank you for subscribing! Check your email for confirmation.'),
      ).toBeTruthy();
      expect(within(block()).queryByRole('textbox')).toBeNull();
      expect(backend.store.data.newsletter).toEqual([
        {
          email: 'anna.berg@example.se',
          listId: 'statefront-news',
          consent: expect.objectContaining({ value: true, date: testNow.toISOString(), source: 'home:gb' }),
        },
      ]);
    },
    error: ({ snapshot, backend }) => {
      const { errorMessage } = snapshot.context as { errorMessage: string | null };
      const alert = within(block()).getByRole('alert');
      expect(alert.textContent).toBe(errorMessage ?? 'Something went wrong. Please try again.');
      expect(emailField()).toHaveProperty('value', 'anna.berg@example.se');
      expect(backend.store.data.newsletter).toEqual([]);
    },
  },
});
