// Issue 33, one company approval from end to end (docs/decisions/062): Acme AB's admin has a rule (arranged through
// the contract as the tab saves it; the tab itself is approval-rules.spec.ts), buyer@acme.test orders over its
// amount through the real checkout, the order waits with its reason and offers the buyer no decision, the admin
// finds it under 'Väntar på mig' in a browser of their own and approves it, the buyer gets the mail and sees it
// approved, on a phone too.
import type { Page } from '@playwright/test';
import { givenPolicy, mailsTo } from '../approval-backend';
import { expectNoAxeViolations } from '../axe';
import { openCheckoutSignedIn } from '../business-checkout';
import { expect, openSignedIn, storeAnalyticsAnswer, test, workerOrigin } from '../fixtures';
import { widget } from '../provider-page';

interface StoredOrder {
  id: string;
  orderRef: string;
  email: string;
  status: { customStates: { id: string }[] };
  approval?: { status: string; tiers: string[]; reasons: { kind: string; threshold?: number }[] };
}

const section = (page: Page) => page.getByRole('region', { name: 'Företagets godkännande' });
const approveButton = (page: Page) => section(page).getByRole('button', { name: 'Godkänn ordern' });

test("buyer@acme.test orders over the rule's amount; the order waits; admin@acme.test approves it from 'Väntar på mig'; the buyer is mailed and sees it approved", async ({
  page,
  browser,
  request,
  mock,
}) => {
  await givenPolicy(request, {
    amountRules: [{ currencyCode: 'SEK', approverOver: 1000, adminOver: null }],
    maxLines: null,
    budgets: [],
  });

  // The buyer pays in the checkout, told before paying that the order will wait.
  await openCheckoutSignedIn(page, 'buyer@acme.test');
  await expect(page.getByRole('status').filter({ hasText: 'Ordern väntar på godkännande' })).toContainText(
    'så en godkännare beslutar',
  );
  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0] ?? '';
  const stored = (await mock.data<StoredOrder[]>('orders')).find((order) => order.orderRef === reference)!;
  expect(stored.status.customStates).toEqual([{ id: 'awaiting_customer_action' }]);
  expect(stored.approval).toMatchObject({
    status: 'waiting',
    tiers: ['approver'],
    reasons: [{ kind: 'amount', threshold: 1000 }],
  });
  // The approvers are mailed, the buyer not yet.
  const [toAdmin] = await mailsTo(request, 'admin@acme.test');
  expect(toAdmin?.subject).toBe(`Order ${reference} from Johan Berg waits for your approval`);
  expect(toAdmin?.link).toBe(`/my-account/orders/${stored.id}/`);
  expect(await mailsTo(request, 'buyer@acme.test')).toEqual([]);

  // The buyer's order page: waiting, why, and no decision for them.
  await page.goto(`/my-account/orders/${stored.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(section(page)).toContainText(
    /Ordersumman [\d\s]+kr är över 10\skr, så en godkännare beslutar\./,
  );
  await expect(section(page)).toContainText('Ingen har beslutat än.');
  await expect(section(page)).toContainText('Väntar på: en godkännare.');
  await expect(
    section(page).getByText('Du lade ordern själv, så en kollega som är godkännare beslutar om den.'),
  ).toBeVisible();
  await expect(approveButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The admin, in a browser of their own, finds it under 'Väntar på mig' and approves it.
  const adminContext = await browser.newContext({
    baseURL: workerOrigin(),
    locale: 'sv-SE',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  await storeAnalyticsAnswer(adminContext, 'denied');
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/my-account/orders/', 'admin@acme.test');
  await admin.getByRole('radiogroup', { name: 'Godkännande' }).getByText('Väntar på mig').click();
  await expect(admin).toHaveURL(/approval=mine/);
  const row = admin.getByRole('table').getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Väntar på godkännande');
  await row.getByRole('link', { name: reference }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await approveButton(admin).click();
  await expect(section(admin).getByText('Ordern är godkänd. Beställaren har fått ett mejl.')).toBeVisible();
  // Approved, it waits for nobody; a filter the URL cannot name is the whole list.
  await admin.goto('/my-account/orders/?approval=mine');
  // The seed's three orders still wait for Anna; the buyer's new one no longer.
  await expect
    .poll(() => admin.getByRole('table').getByRole('rowheader').allTextContents())
    .toEqual(['SF-100122', 'SF-100121', 'SF-100120']);
  await admin.goto('/my-account/orders/?approval=everyone');
  await expect(admin.getByRole('radio', { name: 'Alla ordrar' })).toBeChecked();
  await expect(row).toContainText('Godkänd');
  await expect
    .poll(async () => (await admin.getByRole('table').getByRole('rowheader').count()) > 3)
    .toBe(true);
  await adminContext.close();

  // The buyer's mailbox has the approval, and their page (on a phone now) shows it approved.
  const [toBuyer] = await mailsTo(request, 'buyer@acme.test');
  expect(toBuyer?.subject).toBe(`Your order ${reference} is approved`);
  expect(toBuyer?.link).toBe(`/my-account/orders/${stored.id}/`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(section(page)).toContainText(/Anna Lindqvist godkände som godkännare/);
  await expect(page.getByRole('main').getByText('Godkänd', { exact: true }).first()).toBeVisible();
  await expect(approveButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
