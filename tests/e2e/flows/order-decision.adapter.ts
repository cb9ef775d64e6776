// How the order decision machine's paths are played in the browser: admin@acme.test (an approver, issue 33),
// signed in, searches the company's orders for SF-100118 (o-18 in the seed, the buyer's, awaiting the
// customer), so the list shows it alone with one decision actor. The backend answers the decisions for real; what the view shows (buttons, dialogs,
// toasts) is checked against the model's context after the path so far and against what the backend stored.
import { expect, type Page } from '@playwright/test';
import { flowById } from '../../../machines/index';
import {
  isApprovalOffered,
  isChangeRequestOffered,
  isDeclineOffered,
  type OrderDecisionContext,
  orderDecisionMachine,
} from '../../../machines/order-decision/order-decision.machine';
import { orderDecisionMessages as messages } from '../../support/view-texts';
import { givenSignedIn } from '../fixtures';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

const reference = 'SF-100118';
const { input } = flowById('order-decision')!.scenarios;
const orderId = (input as { orderId: string }).orderId;

const table = (page: Page) => page.getByRole('table');
const rowButton = (page: Page, name: RegExp) => table(page).getByRole('button', { name });
const approve = (page: Page) => rowButton(page, /^Godkänn/);
const decline = (page: Page) => rowButton(page, /^Avböj/);
const requestChange = (page: Page) => rowButton(page, /^Begär ändring/);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const anyDialog = (page: Page) => page.getByRole('dialog');
const reasonField = (page: Page, name: string) => dialog(page, name).getByRole('textbox');
const confirmButton = (page: Page, name: string) =>
  dialog(page, name).getByRole('button', { name: new RegExp(`^${name}`) });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The model's context after the path so far. */
const expected = (context: Pick<BrowserStepContext, 'path' | 'step'>) =>
  modelSnapshotAt(orderDecisionMachine, context, input).context as OrderDecisionContext;

/** The path's last actor outcome so far, and the reason typed when its call was made (the note sent). */
function lastOutcome(context: BrowserStepContext) {
  const steps = stepsSoFar(context);
  const index = steps.findLastIndex((step) => step.kind === 'done' || step.kind === 'error');
  if (index < 0) return { type: null as string | null, sentReason: '' };
  const before = { path: context.path, step: steps[index - 1]! };
  return { type: steps[index]!.event!.type as string, sentReason: expected(before).reason.trim() };
}

interface StoredOrder {
  id: string;
  status: { customStates: { id: string }[] };
  notes?: { text: string; customStateId?: string }[];
}
const storedOrder = async ({ mock }: BrowserStepContext) =>
  (await mock.data<StoredOrder[]>('orders')).find((order) => order.id === orderId)!;

async function expectDialog(page: Page, name: string, reason: string) {
  await expect(reasonField(page, name)).toHaveValue(reason);
  await expect(reasonField(page, name)).toHaveAttribute('rows', '4');
  await expect(dialog(page, name).getByRole('button', { name: 'Avbryt' })).toBeVisible();
}

export const orderDecisionAdapter: BrowserFlowAdapter = {
  url: `/my-account/orders/?q=${reference}`,
  actorRoutes: {
    approve: 'POST /api/brink/change-order-custom-state/',
    decline: ['POST /api/brink/change-order-custom-state/', 'POST /api/brink/add-order-note/'],
    requestChange: ['POST /api/brink/change-order-custom-state/', 'POST /api/brink/add-order-note/'],
  },
  // Signed in as the admin of Acme AB, an approver; the buyer's order o-18 awaits the customer's action.
  prepare: async ({ page, baseURL }) => {
    await givenSignedIn(page, 'admin@acme.test', baseURL);
  },
  ready: async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Mina ordrar' })).toBeVisible();
    await expect(table(page).getByRole('link', { name: reference })).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);
  },
  events: {
    'order.approve': async (_event, { page }) => {
      await approve(page).click();
    },
    'order.openDecline': async (_event, { page }) => {
      await decline(page).click();
    },
    'order.openChangeRequest': async (_event, { page }) => {
      await requestChange(page).click();
    },
    'order.changeReason': async (event, { page }) => {
      const field = anyDialog(page).getByRole('textbox');
      // Cleared first: typing the text already there changes nothing, so the form would not hear it.
      await field.fill('');
      if (event.reason) await field.fill(event.reason as string);
    },
    'order.cancel': async (_event, { page }) => {
      await anyDialog(page).getByRole('button', { name: 'Avbryt' }).click();
    },
    'order.confirm': async (_event, { page }) => {
      const name = (await dialog(page, 'Avböj order').count()) > 0 ? 'Avböj order' : 'Begär ändring';
      await confirmButton(page, name).click();
    },
  },
  states: {
    idle: async (context) => {
      const { page } = context;
      const { customStates } = expected(context);
      await expect(anyDialog(page)).toHaveCount(0);
      await expect(approve(page)).toHaveCount(isApprovalOffered(customStates) ? 1 : 0);
      await expect(decline(page)).toHaveCount(isDeclineOffered(customStates) ? 1 : 0);
      await expect(requestChange(page)).toHaveCount(isChangeRequestOffered(customStates) ? 1 : 0);
      await expect(table(page).getByText(messages.changeRequestedBadge, { exact: true })).toHaveCount(
        customStates.includes('customer_change_requested') ? 1 : 0,
      );
      // What the view shows is what the backend stored.
      const order = await storedOrder(context);
      expect(order.status.customStates.map((state) => state.id)).toEqual(customStates);
      const notes = order.notes?.map((note) => note.text) ?? [];
      const outcome = lastOutcome(context);
      if (outcome.type?.startsWith('xstate.error.')) await expect(toast(page, messages.failed)).toBeVisible();
      if (outcome.type === 'xstate.done.actor.approve') {
        await expect(toast(page, messages.approved)).toBeVisible();
        expect(customStates).toEqual(['customer_approved']);
      }
      if (outcome.type === 'xstate.done.actor.decline') {
        await expect(toast(page, messages.declined)).toBeVisible();
        expect(customStates).toEqual(['customer_declined']);
        expect(notes.includes(outcome.sentReason)).toBe(outcome.sentReason !== '');
      }
      if (outcome.type === 'xstate.done.actor.requestChange') {
        await expect(toast(page, messages.changeRequested)).toBeVisible();
        expect(order.notes?.at(-1)).toMatchObject({
          text: outcome.sentReason,
          customStateId: 'customer_change_requested',
        });
      }
    },
    approving: async ({ page }) => {
      await expect(approve(page)).toHaveAttribute('data-pending', 'true');
      await expect(decline(page)).toBeDisabled();
      await expect(toast(page, messages.approving)).toBeVisible();
    },
    'declineDialog.editing': async (context) => {
      const { page } = context;
      await expectDialog(page, 'Avböj order', expected(context).reason);
      await expect(
        dialog(page, 'Avböj order').getByText(
          'Berätta varför du avböjer ordern. Anledningen skickas till din säljare.',
        ),
      ).toBeVisible();
      await expect(reasonField(page, 'Avböj order')).toHaveAttribute(
        'placeholder',
        'Skriv din anledning här…',
      );
      await expect(dialog(page, 'Avböj order').getByRole('alert')).toHaveCount(0);
      // The reason is optional.
      await expect(confirmButton(page, 'Avböj order')).toBeEnabled();
    },
    'declineDialog.submitting': async ({ page }) => {
      await expect(confirmButton(page, 'Avböj order')).toHaveAttribute('data-pending', 'true');
      await expect(toast(page, messages.declining)).toBeVisible();
    },
    'declineDialog.failed': async (context) => {
      const { page } = context;
      await expectDialog(page, 'Avböj order', expected(context).reason);
      await expect(dialog(page, 'Avböj order').getByRole('alert')).toHaveText(messages.failed);
      // Declining may be tried again, with or without a reason.
      await expect(confirmButton(page, 'Avböj order')).toBeEnabled();
    },
    'changeRequestDialog.editing': async (context) => {
      const { page } = context;
      const { reason } = expected(context);
      await expectDialog(page, 'Begär ändring', reason);
      // Request Change needs a reason.
      await expect(confirmButton(page, 'Begär ändring')).toBeEnabled({ enabled: reason.trim() !== '' });
      await expect(dialog(page, 'Begär ändring').getByRole('alert')).toHaveCount(0);
    },
    'changeRequestDialog.submitting': async ({ page }) => {
      await expect(confirmButton(page, 'Begär ändring')).toHaveAttribute('data-pending', 'true');
      await expect(toast(page, messages.requestingChange)).toBeVisible();
    },
    'changeRequestDialog.failed': async (context) => {
      const { page } = context;
      const { reason } = expected(context);
      await expectDialog(page, 'Begär ändring', reason);
      await expect(dialog(page, 'Begär ändring').getByRole('alert')).toHaveText(messages.failed);
      // Trying again needs a reason too.
      await expect(confirmButton(page, 'Begär ändring')).toBeEnabled({ enabled: reason.trim() !== '' });
    },
  },
};
