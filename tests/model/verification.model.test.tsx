import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { flowById } from '../../machines/index';
import { testOrigin } from '../support/test-backend';
import { modelTest } from './harness';

let token = '';
const form = () => screen.getByRole('region', { name: 'Logga in' });

modelTest({
  flow: flowById('verification')!,
  url: '/login/',
  detailsReplies: ['verifyEmail'],
  actorRoutes: { verifyEmail: 'POST /api/enad/verify-email/' },
  prepare: async (backend) => {
    // A real link from the mailbox, as the shopper would click it.
    await backend.fetch(
      new Request(`${testOrigin}/api/enad/create-verify-link/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'unverified@statefront.test' }),
      }),
    );
    const mail = backend.store.data.mailbox.find((entry) => entry.to === 'unverified@statefront.test');
    token = new URL(mail!.link!, testOrigin).searchParams.get('verify')!;
  },
  // A success text the backend never gives (a detail after '|'): answered as the scenario says.
  arrangeOutcome: (event, { backend }) => {
    const { message } = (event.output ?? {}) as { message?: string };
    if (event.type === 'xstate.done.actor.verifyEmail' && message && message !== 'Email verified')
      backend.store.faults.push({
        id: 'answer',
        route: 'POST /api/enad/verify-email/',
        status: 200,
        body: { message },
        times: 1,
      });
  },
  ready: async () => {
    await screen.findByRole('region', { name: 'Logga in' });
  },
  events: {
    'verification.start': async (_event, { router }) => {
      await router.navigate({ to: '/login/', search: { verify: token } });
    },
  },
  states: {
    idle: () => {
      expect(within(form()).queryByRole('status')).toBeNull();
      expect(within(form()).queryByRole('alert')).toBeNull();
    },
    verifying: () => {
      expect(within(form()).queryByRole('alert')).toBeNull();
    },
    success: ({ backend, snapshot }) => {
      const { detail } = snapshot.context as { detail: string | null };
      const banner = within(form()).getByText('Din e-postadress är verifierad. Nu kan du logga in.');
      expect(banner).toBeTruthy();
      // The detail after '|' waits behind 'Mer information', never in the title.
      if (detail) {
        expect(within(form()).getByText('Mer information')).toBeTruthy();
        expect(within(form()).getByText(detail)).toBeTruthy();
        expect(banner.textContent).not.toContain('|');
        return;
      }
      expect(within(form()).queryByText('Mer information')).toBeNull();
      expect(
        backend.store.data.users.find((user) => user.email === 'unverified@statefront.test')?.email_verified,
      ).toBe(true);
    },
    error: ({ snapshot }) => {
      const { title } = snapshot.context as { title: string };
      const alert = within(form()).getByRole('alert');
      expect(alert.textContent).toContain(
        title.includes('link not found')
          ? 'Verifieringslänken gäller inte längre. Logga in för att få en ny.'
          : title,
      );
    },
  },
});
