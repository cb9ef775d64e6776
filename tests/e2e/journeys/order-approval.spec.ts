// Issue 33, the order's path through its company's approval (docs/decisions/062-the-order-approval-path.md), with
// the seed's waiting orders of buyer@acme.test: SF-100120 (o-24) needs an approver, SF-100121 (o-25) an approver
// then a company admin, SF-100122 (o-26) is over the buyer's budget. At a desktop's width and a phone's. One approval
// from the checkout to the buyer's mail: company-approval.spec.ts.
import type { Page } from '@playwright/test';
import { buyerMonthBudget, clockAt, givenPolicy, mailsTo } from '../approval-backend';
import { expectNoAxeViolations } from '../axe';
import { expect, givenSignedIn, openSignedIn, test } from '../fixtures';

interface StoredOrder {
  id: string;
  status: { customStates: { id: string }[] };
  approval?: { status: string; steps: { name: string; decision: string }[] };
  payment?: { voided?: { reason: string } };
  totals: { grandTotal: number };
}

const section = (page: Page) => page.getByRole('region', { name: 'Företagets godkännande' });
const approveButton = (page: Page) => section(page).getByRole('button', { name: 'Godkänn ordern' });
const declineButton = (page: Page) => section(page).getByRole('button', { name: 'Avböj ordern' });
const references = (page: Page) => page.getByRole('table').getByRole('rowheader').allTextContents();

async function openOrder(page: Page, id: string, reference: string, email: string) {
  await openSignedIn(page, `/my-account/orders/${id}/`, email);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(section(page)).toBeVisible();
}

/** What the buyer's outlook on the account overview says is left of their budget this month, in öre. */
async function budgetLeft(page: Page) {
  await page.goto('/my-account/overview/');
  const line = page.getByText(/Din budget:\s.+\skvar av 150\s000\skr den här månaden/);
  await expect(line).toBeVisible();
  const left = (await line.textContent())?.match(/Din budget:\s(.+?)\skvar av/)?.[1] ?? '';
  return Math.round(Number(left.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

const storedOrder = async (mock: { data: <T>(collection: string) => Promise<T> }, id: string) =>
  (await mock.data<StoredOrder[]>('orders')).find((order) => order.id === id)!;

for (const width of ['desktop', 'phone'] as const) {
  test.describe(`the order's approval (${width})`, () => {
    if (width === 'phone') test.use({ viewport: { width: 360, height: 740 } });

    test("two tiers: Lisa approves, the order waits for an admin, Lisa cannot take the admin's step; the admin approves", async ({
      page,
      mock,
    }) => {
      await openOrder(page, 'o-25', 'SF-100121', 'lisa.karlsson@acme.test');
      await expect(section(page)).toContainText('Väntar på: en godkännare, sedan en företagsadministratör.');
      // With the keyboard.
      await approveButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(
        section(page).getByText(/Du godkände ditt steg\. Ordern väntar nu på en företagsadministratör/),
      ).toBeVisible();
      await expect(section(page)).toContainText(/Lisa Karlsson godkände som godkännare/);
      await expect(section(page)).toContainText('Väntar på: en företagsadministratör.');
      expect((await storedOrder(mock, 'o-25')).approval?.status).toBe('waiting');

      // Lisa, again: the step is an admin's, and she approved before.
      await page.reload();
      await expect(
        section(page).getByText('Du har redan godkänt ett steg, så nästa steg tar en kollega.'),
      ).toBeVisible();
      await expect(approveButton(page)).toHaveCount(0);
      await page.goto('/my-account/orders/?approval=mine');
      await expect.poll(() => references(page)).toEqual(['SF-100122', 'SF-100120']);
      const admins = (await mailsTo(page.request, 'admin@acme.test')).map((mail) => mail.subject);
      expect(admins).toEqual(['Order SF-100121 waits for your approval']);

      await openOrder(page, 'o-25', 'SF-100121', 'admin@acme.test');
      await approveButton(page).click();
      await expect(
        section(page).getByText('Ordern är godkänd. Beställaren har fått ett mejl.'),
      ).toBeVisible();
      await expect(section(page)).toContainText(/Anna Lindqvist godkände som företagsadministratör/);
      const order = await storedOrder(mock, 'o-25');
      expect(order.approval?.status).toBe('approved');
      expect(order.status.customStates).toEqual([{ id: 'customer_approved' }]);
      expect((await mailsTo(page.request, 'buyer@acme.test')).map((mail) => mail.subject)).toEqual([
        'Your order SF-100121 is approved by Lisa Karlsson; it still waits for a company admin',
        'Your order SF-100121 is approved',
      ]);
    });

    test('a decline tells the buyer why, voids the payment (not charged) and releases the budget, which the buyer sees', async ({
      page,
      mock,
    }) => {
      // The buyer's budget this month, shown on their overview (the seed's November orders took most of it).
      await clockAt(page.request, '2026-11-25T10:00:00.000Z');
      await givenPolicy(page.request, buyerMonthBudget(15_000_000));
      await givenSignedIn(page, 'buyer@acme.test');
      const leftBefore = await budgetLeft(page);

      await openOrder(page, 'o-26', 'SF-100122', 'admin@acme.test');
      await expect(section(page)).toContainText(/går över beställarens budget för månaden/);
      await expect(page.getByText(/^Debiterat via Walley/)).toBeVisible();
      await declineButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Avböj ordern' });
      const confirm = dialog.getByRole('button', { name: 'Avböj ordern' });
      await expect(confirm).toBeDisabled();
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox').fill('Vi har redan beställt luvtröjor den här månaden.');
      await page.keyboard.press('Tab');
      await confirm.click();
      await expect(section(page).getByText(/Ordern är avböjd och debiteras inte/)).toBeVisible();
      await expect(page.getByText('Inte debiterad: betalningen via Walley makulerades')).toBeVisible();
      await expect(section(page)).toContainText(
        'Anledning: Vi har redan beställt luvtröjor den här månaden.',
      );
      const order = await storedOrder(mock, 'o-26');
      expect(order.approval?.status).toBe('declined');
      expect(order.payment?.voided?.reason).toBe('The order was declined in the company’s approval');
      // Declined orders do not count against the budget (server-mock/order-approvals.ts, countedOrder).
      expect(order.status.customStates).toEqual([{ id: 'customer_declined' }]);
      const [mail] = await mailsTo(page.request, 'buyer@acme.test');
      expect(mail?.subject).toBe('Your order SF-100122 was declined');
      expect(mail?.text).toContain('Reason: Vi har redan beställt luvtröjor den här månaden.');

      // The buyer sees it declined and not charged.
      await openOrder(page, 'o-26', 'SF-100122', 'buyer@acme.test');
      await expect(page.getByText('Inte debiterad: betalningen via Walley makulerades')).toBeVisible();
      await expect(page.getByRole('main').getByText('Avböjd', { exact: true }).first()).toBeVisible();
      // The overview shows what the declined order gave back to the budget.
      expect((await budgetLeft(page)) - leftBefore).toBe(order.totals.grandTotal);
    });
  });
}

test('a default-level member without the permission sees no decision buttons and gets 403 from the API', async ({
  page,
  mock,
}) => {
  await openOrder(page, 'o-24', 'SF-100120', 'per.nilsson@acme.test');
  await expect(
    section(page).getByText(
      'Bara en godkännare i företaget kan godkänna eller avböja ordern. Fråga företagets administratör.',
    ),
  ).toBeVisible();
  await expect(approveButton(page)).toHaveCount(0);
  await expect(declineButton(page)).toHaveCount(0);
  const login = await page.request.post('/api/enad/login/', {
    data: { email: 'per.nilsson@acme.test', password: 'Statefront1!' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await page.request.post('/api/enad/decide-order-approval/', {
    headers: { authorization: `Bearer ${token}` },
    data: { order_id: 'o-24', decision: 'approve' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ error: 'Only an approver of the company may decide on its orders' });
  expect((await storedOrder(mock, 'o-24')).approval?.status).toBe('waiting');
});
