import { act, screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import {
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
  type OrderDecisionContext,
} from '../../machines/order-decision/order-decision.machine';
import { removeShopperValues } from '../../src/lib/stored-values';
import { toastQueue } from '../../src/ui/toast-queue';
import { pasteValue } from '../support/paste-value';
import { signIn } from '../support/sign-in';
import { orderDecisionMessages as messages } from '../support/view-texts';
import { modelTest } from './harness';

// SF-100118 of Acme AB (the buyer's) waits for the customer; the search shows it alone, so the list has one
// decision actor. The company's admin decides: an approver who did not place the order (issue 33).
const orderId = 'o-18';

/** The actor outcome of the last step, so `idle` knows which message it should show. */
let lastOutcome: string | null = null;
/** The reason when the dialog was confirmed (the note the backend must have stored). */
let sentReason = '';

afterEach(() => {
  removeShopperValues();
  act(() => toastQueue.clear());
  lastOutcome = null;
  sentReason = '';
});

const table = () => screen.getByRole('table');
const rowButton = (name: RegExp) => within(table()).queryByRole('button', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const reasonField = (name: string) => within(dialog(name)).getByRole('textbox');
const contextOf = (snapshot: { context: unknown }) => snapshot.context as OrderDecisionContext;
const expectToast = (text: string) => expect(screen.getAllByText(text).length).toBeGreaterThan(0);

function expectDialog(name: string, reason: string) {
  expect(reasonField(name)).toHaveProperty('value', reason);
  expect(reasonField(name).getAttribute('rows')).toBe('4');
  expect(within(dialog(name)).getByRole('button', { name: 'Avbryt' })).toBeTruthy();
}

modelTest({
  flow: flowById('order-decision')!,
  url: '/my-account/orders/?q=SF-100118',
  actorRoutes: {
    approve: 'POST /api/brink/change-order-custom-state/',
    decline: ['POST /api/brink/change-order-custom-state/', 'POST /api/brink/add-order-note/'],
    requestChange: ['POST /api/brink/change-order-custom-state/', 'POST /api/brink/add-order-note/'],
  },
  prepare: (backend) => signIn(backend, 'admin@acme.test'),
  ready: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Mina ordrar' });
    await within(await screen.findByRole('table')).findByRole('link', { name: 'SF-100118' });
  },
  arrangeOutcome: (event, { snapshot }) => {
    lastOutcome = event.type;
    sentReason = contextOf(snapshot).reason.trim();
  },
  events: {
    'order.approve': async (_event, { user }) => {
      await user.click(rowButton(/^Godkänn/)!);
    },
    'order.openDecline': async (_event, { user }) => {
      await user.click(rowButton(/^Avböj/)!);
    },
    'order.openChangeRequest': async (_event, { user }) => {
      await user.click(rowButton(/^Begär ändring/)!);
    },
    'order.changeReason': async (event, { user }) => {
      const field = screen.getByRole('dialog').querySelector('textarea')!;
      await pasteValue(user, field, (event.reason as string | undefined) ?? '');
    },
    'order.cancel': async (_event, { user }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Avbryt' }));
    },
    'order.confirm': async (_event, { user }) => {
      const name = screen.queryByRole('dialog', { name: 'Avböj order' }) ? 'Avböj order' : 'Begär ändring';
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: new RegExp(`^${name}`) }),
      );
    },
  },
  states: {
    idle: async ({ snapshot, backend }) => {
      const { customStates } = contextOf(snapshot);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(Boolean(rowButton(/^Godkänn/))).toBe(isApprovalOffered(customStates));
      expect(Boolean(rowButton(/^Avböj/))).toBe(isDeclineOffered(customStates));
      expect(Boolean(rowButton(/^Begär ändring/))).toBe(isChangeRequestOffered(customStates));
      const order = backend.store.data.orders.find((candidate) => candidate.id === orderId)!;
      // What the view shows is what the backend stored.
      expect(order.status.customStates.map((state) => state.id)).toEqual(customStates);
      const notes = order.notes?.map((note) => note.text) ?? [];
      // A change request shows as a badge on the row once the list has read the order again.
      if (customStates.includes('customer_change_requested'))
        await within(table()).findByText(messages.changeRequestedBadge);
      if (lastOutcome?.startsWith('xstate.error.')) expectToast(messages.failed);
      if (lastOutcome === 'xstate.done.actor.approve') {
        expectToast(messages.approved);
        expect(customStates).toEqual(['customer_approved']);
      }
      if (lastOutcome === 'xstate.done.actor.decline') {
        expectToast(messages.declined);
        expect(customStates).toEqual(['customer_declined']);
        expect(notes.includes(sentReason)).toBe(sentReason !== '');
      }
      if (lastOutcome === 'xstate.done.actor.requestChange') {
        expectToast(messages.changeRequested);
        expect(order.notes?.at(-1)).toMatchObject({
          text: sentReason,
          customStateId: 'customer_change_requested',
        });
      }
    },
    approving: () => {
      expect(rowButton(/^Godkänn/)!.getAttribute('data-pending')).toBe('true');
      expect(rowButton(/^Avböj/)!.hasAttribute('disabled')).toBe(true);
      expectToast(messages.approving);
    },
    'declineDialog.editing': ({ snapshot }) => {
      expectDialog('Avböj order', contextOf(snapshot).reason);
      expect(
        within(dialog('Avböj order')).getByText(
          'Berätta varför du avböjer ordern. Anledningen skickas till din säljare.',
        ),
      ).toBeTruthy();
      expect(reasonField('Avböj order').getAttribute('placeholder')).toBe('Skriv din anledning här…');
      expect(within(dialog('Avböj order')).queryByRole('alert')).toBeNull();
    },
    'declineDialog.submitting': () => {
      const confirm = within(dialog('Avböj order')).getByRole('button', { name: /^Avböj order/ });
      expect(confirm.getAttribute('data-pending')).toBe('true');
    },
    'declineDialog.failed': ({ snapshot }) => {
      expectDialog('Avböj order', contextOf(snapshot).reason);
      expect(within(dialog('Avböj order')).getByRole('alert').textContent).toBe(messages.failed);
    },
    'changeRequestDialog.editing': ({ snapshot }) => {
      const { reason } = contextOf(snapshot);
      expectDialog('Begär ändring', reason);
      const confirm = within(dialog('Begär ändring')).getByRole('button', { name: /^Begär ändring/ });
      // Request Change needs a reason.
      expect(confirm.hasAttribute('disabled')).toBe(reason.trim() === '');
    },
    'changeRequestDialog.submitting': () => {
      const confirm = within(dialog('Begär ändring')).getByRole('button', { name: /^Begär ändring/ });
      expect(confirm.getAttribute('data-pending')).toBe('true');
    },
    'changeRequestDialog.failed': ({ snapshot }) => {
      expectDialog('Begär ändring', contextOf(snapshot).reason);
      expect(within(dialog('Begär ändring')).getByRole('alert').textContent).toBe(messages.failed);
    },
  },
});
