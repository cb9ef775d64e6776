// Issue 33, approval rules and budgets (docs/decisions/061): an admin sets a rule and a budget in the company page's
// approvals tab; a buyer over their budget sees the note in the checkout before paying, and no longer once the
// backend's clock has passed the month. An order over the rule's amount, stored waiting and decided:
// journeys/company-approval.spec.ts.
import type { Page } from '@playwright/test';
import { buyerMonthBudget, clockAt, givenPolicy, type Policy } from './approval-backend';
import { expectNoAxeViolations } from './axe';
import { openCheckoutSignedIn } from './business-checkout';
import { expect, openSignedIn, pickOption, test } from './fixtures';
import { widget } from './provider-page';

interface StoredCompany {
  id: string;
  approvalPolicy?: Policy;
}

const tab = (page: Page) => page.getByRole('form', { name: 'Godkännanderegler och budgetar' });
const summary = (page: Page) => page.locator('main');
const note = (page: Page) => page.getByRole('status').filter({ hasText: 'Ordern väntar på godkännande' });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
])
  test(`an admin sets a rule and a budget in the approvals tab; a wrong amount shows its error (${viewport.width} px)`, async ({
    page,
    mock,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, '/my-account/company/?tab=approvals', 'admin@acme.test');
    await expect(tab(page)).toBeVisible();
    const sek = tab(page).getByRole('group', { name: 'SEK' });
    await sek.getByLabel('En godkännare beslutar över (SEK)').fill('1 000');
    await sek.getByLabel('En administratör beslutar också över (SEK)').fill('900');
    // By keyboard: Enter in a field sends the form.
    await sek.getByLabel('En administratör beslutar också över (SEK)').press('Enter');
    await expect(sek.getByText('Administratörens belopp måste vara högre än godkännarens.')).toBeVisible();
    // Nothing was sent: the backend has no rules.
    const acme = async () =>
      (await mock.data<StoredCompany[]>('companies')).find((company) => company.id === 'c-acme-ab');
    expect((await acme())?.approvalPolicy).toBeUndefined();

    await sek.getByLabel('En administratör beslutar också över (SEK)').fill('5 000,50');
    await expect(sek.getByText('Administratörens belopp måste vara högre än godkännarens.')).toHaveCount(0);
    await tab(page).getByRole('button', { name: 'Lägg till budget' }).press('Enter');
    const budget = tab(page).getByRole('group', { name: 'Budget 1' });
    await budget.getByRole('button', { name: /Gäller för/ }).click();
    await pickOption(page, 'Johan Berg');
    await budget.getByLabel('Belopp per period').fill('20 000');
    if (viewport.width <= 360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await tab(page).getByRole('button', { name: 'Spara reglerna' }).click();
    await expect(tab(page).getByText('Reglerna är sparade. De gäller från nästa order.')).toBeVisible();
    expect((await acme())?.approvalPolicy).toEqual({
      amountRules: [{ currencyCode: 'SEK', approverOver: 100000, adminOver: 500050 }],
      maxLines: null,
      budgets: [
        {
          id: 'budget-1',
          subject: { kind: 'user', userId: 'u-johan-berg' },
          currencyCode: 'SEK',
          amount: 2000000,
          period: 'month',
        },
      ],
    });
    // The buyer reads the rules, and cannot change them.
    await openSignedIn(page, '/my-account/company/?tab=approvals', 'buyer@acme.test');
    await expect(page.getByText('Bara företagets administratörer kan ändra reglerna.')).toBeVisible();
    await expect(page.getByText(/Johan Berg: budget 20\s000\skr per månad\./)).toBeVisible();
    await expect(tab(page)).toHaveCount(0);
  });

test('a buyer over budget sees the note in the checkout before paying; once the backend’s clock passes the month it is gone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The seed's November orders of the buyer took over 20 000 kr already.
  await clockAt(request, '2026-11-25T10:00:00.000Z');
  await givenPolicy(request, buyerMonthBudget(2000000));
  await openCheckoutSignedIn(page, 'buyer@acme.test');
  await expect(note(page)).toBeVisible();
  await expect(note(page)).toContainText('Ordern (');
  await expect(note(page)).toContainText('tar dig över budgeten');
  await expect(
    summary(page).getByText(/Din budget:\s0\skr kvar av 20\s000\skr den här månaden/),
  ).toBeVisible();
  // Before paying: the provider's page is there, unpaid.
  await expect(widget(page).locator('button[data-outcome="paid"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The account overview says the same of the budget and the cart.
  await page.goto('/my-account/overview/');
  await expect(page.getByText(/Din budget:\s0\skr kvar av 20\s000\skr den här månaden/)).toBeVisible();
  await expect(note(page)).toContainText('tar dig över budgeten');

  await clockAt(request, '2026-12-01T00:00:01.000Z');
  // The stored session's token has expired on the moved clock: the buyer signs in again with a new cart.
  await openCheckoutSignedIn(page, 'buyer@acme.test');
  await expect(
    summary(page).getByText(/Din budget:\s20\s000\skr kvar av 20\s000\skr den här månaden/),
  ).toBeVisible();
  await expect(note(page)).toHaveCount(0);
});
