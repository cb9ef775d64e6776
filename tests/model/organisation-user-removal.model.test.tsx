import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type { OrganisationUserRemovalContext } from '../../machines/organisation-user-removal/organisation-user-removal.machine';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const tab = () => screen.getByRole('region', { name: 'Användare i företaget' });
/** The remove button of a user's row (its name changes while it is pending), or null without that row. */
const removeButton = (name: string) => {
  const row = within(tab())
    .queryAllByRole('row')
    .find((entry) => entry.querySelector('td')?.textContent?.startsWith(name));
  return row ? within(row).getByRole('button') : null;
};
const dialog = () => screen.getByRole('alertdialog', { name: 'Ta bort användaren?' });
const confirmButton = () => within(dialog()).getByRole('button', { name: /^Ta bort användaren/ });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as OrganisationUserRemovalContext;
const isMember = ({ backend }: StepContext) =>
  backend.store.data.users
    .find((user) => user.id === 'u-johan-berg')!
    .organisations.some((membership) => membership.id === 'c-acme-ab');

/** The list as the backend holds it: Johan Berg's row while he is a member, the admin's own row disabled. */
async function expectList(context: StepContext) {
  expect(removeButton('Anna Lindqvist')?.hasAttribute('disabled')).toBe(true);
  expect(Boolean(removeButton('Johan Berg'))).toBe(isMember(context));
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([import('../../src/features/account/company-administration')]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('organisation-user-removal')!,
  url: '/my-account/company/?tab=users',
  actorRoutes: { removeUser: 'POST /api/enad/remove-organisation-user/' },
  prepare: (backend) => signIn(backend, 'admin@acme.test'),
  ready: async () => {
    await screen.findByRole('button', { name: 'Ta bort Johan Berg' });
  },
  arrangeOutcome: (event, { backend }) => {
    const output = (event as { output?: { success?: boolean; message?: string } }).output;
    if (event.type === 'xstate.done.actor.removeUser' && output?.success === false)
      backend.store.faults.push({
        id: 'answer',
        route: 'POST /api/enad/remove-organisation-user/',
        status: 200,
        body: output,
        times: 1,
      });
  },
  events: {
    'users.remove': async (_event, { user }) => {
      await user.click(removeButton('Johan Berg')!);
    },
    'users.confirm': async (_event, { user }) => {
      await user.click(confirmButton());
    },
    // The keyboard closes the dialog: Escape removes nobody.
    'users.cancel': async (_event, { user }) => {
      await user.keyboard('{Escape}');
    },
    'users.dismiss': async (_event, { user }) => {
      await user.click(within(tab()).getByRole('button', { name: 'Stäng' }));
    },
  },
  states: {
    idle: (context) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(tab()).queryByRole('alert')).toBeNull();
      return expectList(context);
    },
    confirming: (context) => {
      expect(dialog().textContent).toContain(
        'Johan Berg tas bort från företaget och kan inte längre handla för det. Kontot finns kvar.',
      );
      // The keyboard is in the dialog (Escape closes it); nobody is removed before the admin confirms.
      expect(dialog().contains(document.activeElement)).toBe(true);
      expect(isMember(context)).toBe(true);
    },
    removing: () => {
      expect(confirmButton().getAttribute('data-pending')).toBe('true');
    },
    failed: (context) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const { errorMessage } = contextOf(context);
      expect(within(tab()).getByRole('alert').textContent).toBe(
        `Kunde inte ta bort användaren: ${errorMessage}Stäng`,
      );
      expect(isMember(context)).toBe(true);
      return expectList(context);
    },
  },
});
