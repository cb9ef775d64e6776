import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { AccountDeletionContext } from '../../machines/account-deletion/account-deletion.machine';
import { flowById } from '../../machines/index';
import { readCookie, userTokenCookie } from '../../src/lib/cookies';
import { pasteValue } from '../support/paste-value';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const email = 'consumer@statefront.test';
const dialog = () => screen.getByRole('dialog', { name: 'Radera ditt konto' });
const confirm = () => within(dialog()).getByRole('button', { name: /^Radera kontot/ });
const keywordInput = () =>
  within(dialog()).getByRole('textbox', { name: 'Skriv RADERA' }) as HTMLInputElement;
const contextOf = ({ snapshot }: StepContext) => snapshot.context as AccountDeletionContext;
const storedUser = ({ backend }: StepContext) =>
  backend.store.data.users.find((user) => user.email === email);

function expectDialog(context: StepContext) {
  const { typed, keyword } = contextOf(context);
  expect(keywordInput().value).toBe(typed);
  expect(dialog().textContent).toContain('Skriv RADERA för att bekräfta.');
  expect(confirm().hasAttribute('disabled')).toBe(typed.trim().toUpperCase() !== keyword);
  expect(storedUser(context)).toBeDefined();
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([import('../../src/features/account/account-deletion-dialog')]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('account-deletion')!,
  url: '/my-account/information/',
  actorRoutes: { deleteAccount: 'POST /api/enad/delete/' },
  prepare: (backend) => signIn(backend, email),
  ready: async () => {
    await screen.findByRole('button', { name: 'Radera konto' });
  },
  arrangeOutcome: (event, { backend }) => {
    const message = (event as { output?: { message?: string } }).output?.message;
    if (event.type === 'xstate.done.actor.deleteAccount' && message !== 'user deleted')
      backend.store.faults.push({
        id: 'answer',
        route: 'POST /api/enad/delete/',
        status: 200,
        body: { message },
        times: 1,
      });
  },
  events: {
    'deletion.open': async (_event, { user }) => {
      await user.click(screen.getByRole('button', { name: 'Radera konto' }));
    },
    'deletion.change': async (event, { user }) => {
      await pasteValue(user, keywordInput(), event.value as string);
    },
    'deletion.confirm': async (_event, { user }) => {
      await user.click(confirm());
    },
    'deletion.cancel': async (_event, { user, snapshot }) => {
      // The only admin's dialog offers only to close.
      const name = snapshot.value === 'lastAdmin' ? 'Stäng' : 'Avbryt';
      await user.click(within(dialog()).getByRole('button', { name }));
    },
  },
  states: {
    closed: (context) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(storedUser(context)).toBeDefined();
    },
    confirming: (context) => {
      expectDialog(context);
      expect(within(dialog()).queryByRole('alert')).toBeNull();
    },
    deleting: () => {
      expect(confirm().getAttribute('data-pending')).toBe('true');
    },
    failed: (context) => {
      expectDialog(context);
      const { errorMessage } = contextOf(context);
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        `Kontot kunde inte raderas.${errorMessage}`,
      );
    },
    lastAdmin: (context) => {
      const names = contextOf(context).adminOf.join(', ');
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        `Kontot kan inte raderas ännuDu är den enda administratören för ${names}. Företaget behöver en annan ` +
          'administratör innan du kan radera ditt konto – kontakta kundtjänst så hjälper vi dig att utse en ny.',
      );
      expect(names).toBe('Bergström Bygg AB');
      // Nothing to confirm: trying again would be refused the same way.
      expect(within(dialog()).queryByRole('textbox')).toBeNull();
      expect(within(dialog()).queryByRole('button', { name: /^Radera kontot/ })).toBeNull();
      expect(storedUser(context)).toBeDefined();
    },
    deleted: ({ router, ...context }) => {
      expect(storedUser({ router, ...context })).toBeUndefined();
      expect(readCookie(userTokenCookie)).toBeUndefined();
      expect(router.state.location.pathname).toMatch(/^\/(se\/)?$/);
    },
  },
});
