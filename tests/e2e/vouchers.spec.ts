import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, givenCart, givenSignedIn, test } from './fixtures';
import { fillProvider, shopperPaying, widget } from './provider-page';
import { applyCode, voucherPanel } from './voucher-panel';

const panel = voucherPanel;

async function openCheckout(page: Page) {
  // A Swedish consumer cart (Klarna).
  await givenCart(page, { items: [{ productVariantId: 'v-ts-1001-black-s', quantity: 2 }] });
  await page.goto('/se/checkout/');
  await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
}

test.describe('voucher panel', () => {
  test('every discount code error shows in the panel; WELCOME10 changes the totals and restarts the checkout', async ({
    page,
    mock: _fresh,
  }) => {
    await openCheckout(page);
    await panel(page).getByRole('button', { name: 'Rabattkod' }).click();
    await panel(page).getByRole('button', { name: 'Använd' }).click();
    await expect(panel(page).getByText('Ange en rabattkod.')).toBeVisible();
    for (const [code, title, description] of [
      ['NOSUCHCODE', 'Rabattkoden finns inte', 'Kontrollera stavningen och försök igen.'],
      ['MINORDER500', 'Rabattkoden kan inte användas', 'Din varukorg uppfyller inte villkoren för koden.'],
      ['MEMBERSONLY', 'Rabattkoden kan inte användas', 'Du uppfyller inte villkoren för koden.'],
      ['SUMMER2025', 'Rabattkoden har gått ut'],
      // Meant for business customers: a consumer's cart does not meet its condition (decision 049).
      ['B2B15', 'Rabattkoden kan inte användas', 'Din varukorg uppfyller inte villkoren för koden.'],
      ['PAUSED', 'Rabattkoden är inte aktiv'],
      ['BADREQ', 'Rabattkoden kunde inte kontrolleras', 'Försök igen.'],
    ] as const) {
      await applyCode(page, code);
      const alert = panel(page).getByRole('alert');
      await expect(alert).toContainText(title);
      if (description) await expect(alert).toContainText(description);
    }
    // A code outside the catalogue: a toast, not inline.
    await applyCode(page, 'WEIRD');
    await expect(page.getByText('UNKNOWN_DISCOUNT_ERROR')).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);

    const summary = page.getByRole('complementary');
    const grandTotal = async () => (await summary.locator('dl dd').last().textContent()) ?? '';
    const before = await grandTotal();
    const firstCheckout = (await page.context().cookies()).find((c) => c.name === 'checkoutToken')?.value;
    await applyCode(page, 'WELCOME10');
    await expect(panel(page).getByRole('list', { name: 'Aktiva rabattkoder' })).toContainText('WELCOME10');
    await expect.poll(grandTotal).not.toBe(before);
    // The summary adds up: the sub total before the code, less the code's discount, plus shipping.
    const row = async (term: string) => {
      const text =
        (await summary.locator('dt', { hasText: term }).locator('+ dd').first().textContent()) ?? '';
      return text === 'Fri frakt' ? 0 : Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    };
    const [sub, discount, shipping, total] = [
      await row('Delsumma'),
      await row('Rabatt'),
      await row('Frakt'),
      await row('Totalt'),
    ];
    expect(discount).toBeCloseTo(sub / 10, 2);
    expect(sub - discount + shipping).toBeCloseTo(total, 2);
    // The checkout starts again with a new checkout token.
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'checkoutToken')?.value)
      .not.toBe(firstCheckout);
    await applyCode(page, 'WELCOME10');
    await expect(panel(page).getByRole('alert')).toContainText('Rabattkoden är redan tillagd');
    await panel(page).getByRole('button', { name: 'Ta bort rabattkoden WELCOME10' }).click();
    await expect(panel(page).getByRole('list', { name: 'Aktiva rabattkoder' })).toHaveCount(0);
    await expect.poll(grandTotal).toBe(before);
  });

  test('two gift cards, one without balance; GC-BROKEN; the panels pass axe', async ({
    page,
    mock: _fresh,
  }) => {
    await openCheckout(page);
    await panel(page).getByRole('button', { name: 'Presentkort' }).click();
    const apply = async (code: string, pin: string) => {
      await panel(page).getByRole('textbox', { name: 'Presentkortsnummer' }).fill(code);
      await panel(page).getByRole('textbox', { name: 'PIN-kod' }).fill(pin);
      await panel(page).getByRole('button', { name: 'Lägg till presentkort' }).click();
    };
    await apply('GC-1000', '');
    await expect(panel(page).getByText('Ange presentkortsnummer och PIN-kod.')).toBeVisible();
    // Spaces are removed from the pin before it is sent.
    await apply('GC-1000', '12 34');
    await expect(panel(page).getByRole('list', { name: 'Aktiva presentkort' })).toContainText('GC-1000');
    await expect(page.getByRole('complementary')).toContainText('Att betala');
    await apply('GC-EMPTY', '0000');
    await expect(panel(page).getByRole('alert')).toContainText(
      'GC-EMPTY: Presentkortet har inte tillräckligt saldo.',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('_giftcard'))).toBe(
      JSON.stringify(['GC-1000|1234']),
    );
    await apply('GC-BROKEN', '1111');
    await expect(panel(page).getByRole('alert')).toContainText(
      'GC-BROKEN: Presentkortet kunde inte läggas till eller uppdateras.',
    );
    await panel(page).getByRole('button', { name: 'Rabattkod' }).click();
    await expectNoAxeViolations(page);

    // A new checkout (a discount code) applies the kept card again.
    await applyCode(page, 'WELCOME10');
    await expect(panel(page).getByRole('list', { name: 'Aktiva rabattkoder' })).toContainText('WELCOME10');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Presentkort GC-1000');
  });

  test('WELCOME10 and GC-500 on a 599 kr hoodie: the confirmation and the order page say what the card paid and what Klarna charged (issue 32, item 16)', async ({
    page,
    mock,
  }) => {
    await givenSignedIn(page, 'consumer@statefront.test');
    await givenCart(page, { items: [{ productVariantId: 'v-hd-2002-black-m' }] });
    await page.goto('/se/checkout/');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Rabattkod', exact: true }).click();
    await applyCode(page, 'WELCOME10');
    await expect(panel(page).getByRole('list', { name: 'Aktiva rabattkoder' })).toContainText('WELCOME10');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Presentkort', exact: true }).click();
    await panel(page).getByRole('textbox', { name: 'Presentkortsnummer' }).fill('GC-500');
    await panel(page).getByRole('textbox', { name: 'PIN-kod' }).fill('5678');
    await panel(page).getByRole('button', { name: 'Lägg till presentkort' }).click();
    await expect(page.getByRole('complementary')).toContainText(/Att betala\s*88,10\s*kr/);
    // Klarna charges what is left to pay.
    const pay = widget(page).locator('button[data-outcome="paid"]');
    await expect(pay).toHaveText(/Betala\s*88,10\s*kr/);
    await fillProvider(page, shopperPaying('consumer@statefront.test'));
    await pay.click();

    // 599 kr − 59,90 kr + 49 kr shipping = 588,10 kr: 500 kr from the card, 88,10 kr charged by Klarna.
    const reference = page.getByText(/^Ordernummer: SF-2\d+$/);
    await expect(reference).toBeVisible();
    const orderRef = ((await reference.textContent()) ?? '').replace('Ordernummer: ', '');
    const paidRows = async (region: Locator) => {
      await expect(region).toContainText(/Totalt\s*588,10\s*kr/);
      await expect(region).toContainText(/Presentkort GC-500\s*−500\s*kr/);
      await expect(region).toContainText(/Debiterat via Klarna\s*88,10\s*kr/);
    };
    await paidRows(page.getByRole('main'));
    const orders =
      await mock.data<{ id: string; orderRef: string; totals: { grandTotal: number }; payment?: unknown }[]>(
        'orders',
      );
    const placed = orders.find((order) => order.orderRef === orderRef)!;
    expect(placed.totals.grandTotal).toBe(58810);
    expect(placed.payment).toEqual({
      provider: 'KlarnaCheckout',
      amountCharged: 8810,
      giftCards: [{ code: 'GC-500', amount: 50000 }],
    });

    // The order page says the same.
    await page.goto(`/my-account/orders/${placed.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderRef}` })).toBeVisible();
    await paidRows(page.getByRole('region', { name: 'Summering' }));
  });
});
