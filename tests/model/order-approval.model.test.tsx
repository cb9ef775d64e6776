import { act, screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import type {
  ApprovalDecisionOutput,
  OrderApprovalContext,
} from '../../machines/order-approval/order-approval.machine';
import type { SeedGiftCard, SeedOrder } from '../../server-mock/data';
import { removeShopperValues } from '../../src/lib/stored-values';
import { toastQueue } from '../../src/ui/toast-queue';
import { pasteValue } from '../support/paste-value';
import { signIn } from '../support/sign-in';
import { modelTest } from './harness';

// SF-100121 (o-25) of Acme AB, the buyer's, waits for an approver and then a company admin (issue 33). Lisa
// Karlsson, a default-level approver, decides on its page. An outcome is arranged on the backend so the real call
// ends that way: a one-tier approval for 'approved', someone else's decision for 'refused'. GC-500 paid part of it.
const orderId = 'o-25';

afterEach(() => {
  removeShopperValues();
  act(() => toastQueue.clear());
});

const contextOf = (snapshot: { context: unknown }) => snapshot.context as OrderApprovalContext;
const section = () => screen.getByRole('region', { name: 'Företagets godkännande' });
const pageButton = (name: string) =>
  within(section()).queryByRole('button', { name: new RegExp(`^${name}`) });
const dialog = () => screen.getByRole('dialog', { name: 'Avböj ordern' });
const confirmButton = () => within(dialog()).getByRole('button', { name: /^Avböj ordern/ });
const storedOrder = (backend: { store: { data: { orders: SeedOrder[] } } }) =>
  backend.store.data.orders.find((order) => order.id === orderId)!;
const giftCard = (backend: { store: { data: { giftCards: SeedGiftCard[] } } }) =>
  backend.store.data.giftCards.find((card) => card.code === 'GC-500')!;

modelTest({
  flow: flowById('order-approval')!,
  url: `/my-account/orders/${orderId}/`,
  actorRoutes: {
    approve: 'POST /api/enad/decide-order-approval/',
    decline: 'POST /api/enad/decide-order-approval/',
  },
  prepare: (backend) => {
    // Part of the order was paid with GC-500 (its whole 500 kr): a decline gives it back.
    const payment = storedOrder(backend).payment!;
    payment.giftCards = [{ code: 'GC-500', amount: 50000 }];
    payment.amountCharged -= 50000;
    giftCard(backend).balance = 0;
    return signIn(backend, 'lisa.karlsson@acme.test');
  },
  ready: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Order SF-100121' });
    await within(await screen.findByRole('region', { name: 'Företagets godkännande' })).findByRole('button', {
      name: /^Godkänn ordern/,
    });
  },
  arrangeOutcome: (event, { backend }) => {
    if (!event.type.startsWith('xstate.done.actor.')) return;
    const { refused, approval } = (event as unknown as { output: ApprovalDecisionOutput }).output;
    const order = storedOrder(backend);
    // Someone else decided first: the backend refuses Lisa's call (the admin's step, or no longer waiting).
    if (refused) order.approval = structuredClone(approval);
    // An order that needs an approver only: Lisa's approval is the last step.
    else if (approval.status === 'approved') order.approval = { ...order.approval!, tiers: ['approver'] };
  },
  events: {
    'approval.approve': async (_event, { user }) => {
      await user.click(pageButton('Godkänn ordern')!);
    },
    'approval.openDecline': async (_event, { user }) => {
      await user.click(pageButton('Avböj ordern')!);
    },
    'approval.changeReason': async (event, { user }) => {
      const field = within(dialog()).getByRole('textbox');
      await pasteValue(user, field, (event.reason as string | undefined) ?? '');
    },
    'approval.cancel': async (_event, { user }) => {
      const open = screen.queryByRole('dialog');
      await user.click(within(open ?? section()).getByRole('button', { name: 'Avbryt' }));
    },
    'approval.confirm': async (_event, { user }) => {
      await user.click(confirmButton());
    },
    'approval.retry': async (_event, { user }) => {
      await user.click(within(section()).getByRole('button', { name: 'Försök igen' }));
    },
  },
  states: {
    idle: ({ snapshot, backend }) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(pageButton('Godkänn ordern')?.hasAttribute('disabled')).toBe(false);
      expect(pageButton('Avböj ordern')?.hasAttribute('disabled')).toBe(false);
      // Nothing was decided: the order waits as it did.
      expect(storedOrder(backend).approval).toEqual(contextOf(snapshot).approval);
      expect(within(section()).getByText('Ingen har beslutat än.')).toBeTruthy();
      expect(
        within(section()).getByText('Väntar på: en godkännare, sedan en företagsadministratör.'),
      ).toBeTruthy();
      expect(
        within(section()).getByText(
          /^Ordersumman 55\s150\skr är över 50\s000\skr, så en företagsadministratör/,
        ),
      ).toBeTruthy();
    },
    approving: () => {
      expect(pageButton('Godkänn ordern')!.getAttribute('data-pending')).toBe('true');
      expect(pageButton('Avböj ordern')!.hasAttribute('disabled')).toBe(true);
    },
    declineDialog: ({ snapshot }) => {
      const { reason } = contextOf(snapshot);
      const field = within(dialog()).getByRole('textbox');
      expect(field).toHaveProperty('value', reason);
      expect(field.getAttribute('rows')).toBe('4');
      expect(
        within(dialog()).getByText(
          'Berätta för beställaren varför. Ordern debiteras inte och räknas inte mot budgeten.',
        ),
      ).toBeTruthy();
      // A decline needs a reason.
      expect(confirmButton().hasAttribute('disabled')).toBe(reason.trim() === '');
    },
    declining: () => {
      expect(confirmButton().getAttribute('data-pending')).toBe('true');
    },
    failed: ({ backend, snapshot }) => {
      expect(within(section()).getByRole('alert').textContent).toContain(
        'Beslutet kunde inte sparas. Försök igen.',
      );
      expect(within(section()).getByRole('button', { name: 'Försök igen' })).toBeTruthy();
      expect(storedOrder(backend).approval).toEqual(contextOf(snapshot).approval);
    },
    approvedMyStep: async ({ backend }) => {
      await within(section()).findByText(/Ordern väntar nu på en företagsadministratör/);
      expect(storedOrder(backend).approval).toMatchObject({
        status: 'waiting',
        steps: [{ tier: 'approver', decision: 'approved', name: 'Lisa Karlsson' }],
      });
      // The order read again: Lisa's decision, and who still must.
      await within(section()).findByText(/Lisa Karlsson godkände som godkännare/);
      await within(section()).findByText('Väntar på: en företagsadministratör.');
      expect(pageButton('Godkänn ordern')).toBeNull();
    },
    approved: async ({ backend }) => {
      await within(section()).findByText('Ordern är godkänd. Beställaren har fått ett mejl.');
      const order = storedOrder(backend);
      expect(order.approval?.status).toBe('approved');
      expect(order.status.customStates).toEqual([{ id: 'customer_approved' }]);
      await within(section()).findByText(/Lisa Karlsson godkände som godkännare/);
      expect(pageButton('Godkänn ordern')).toBeNull();
    },
    declined: async ({ backend }) => {
      await within(section()).findByText(
        'Ordern är avböjd och debiteras inte. Beställaren har fått ett mejl med anledningen.',
      );
      const order = storedOrder(backend);
      expect(order.approval?.status).toBe('declined');
      expect(order.payment?.voided).toBeTruthy();
      expect(giftCard(backend).balance).toBe(50000);
      // The order read again: not charged, the gift card's amount given back, and the reason.
      await screen.findByText(
        /^Inte debiterad: betalningen via Walley makulerades och presentkortet fick tillbaka 500\skr \(GC-500\)$/,
      );
      await within(section()).findByText(/Anledning: Vi har redan jackor för i år\./);
    },
    refused: async () => {
      await within(section()).findByText(
        'Någon annan hann besluta först, så ditt beslut sparades inte. Så här ser ordern ut nu.',
      );
      await within(section()).findByText(/Anna Lindqvist (godkände|avböjde) som godkännare/);
      expect(pageButton('Godkänn ordern')).toBeNull();
    },
  },
});
