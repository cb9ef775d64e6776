// A shopper on a phone (360 px, touch): from the market home to the order confirmation by taps alone.
import { devices } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillProvider, shopperPaying, widget } from '../provider-page';

test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: devices['Pixel 5']?.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
});

test('a shopper on a phone taps from the home page through the cart to the confirmation', async ({
  page,
  mock,
}) => {
  // Nine pages and a payment on a shared machine.
  test.setTimeout(60_000);
  await page.goto('/se/');
  // Two products a row.
  const products = page.getByRole('region', { name: 'Produkter' }).getByRole('listitem');
  const [first, second] = [await products.nth(0).boundingBox(), await products.nth(1).boundingBox()];
  expect(first?.y).toBe(second?.y);

  await page.getByRole('link', { name: 'Classic Organic Tee' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Organic Tee' })).toBeVisible();
  await expect(page.getByText(/I lager \(\d+ st\)/)).toBeVisible();
  // The radio itself is visually hidden: the finger lands on its label.
  await page.getByRole('radiogroup', { name: 'Storlek' }).getByText('M', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'M' })).toBeChecked();
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).tap();
  await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeInViewport();

  // The cart is a sheet over the whole screen.
  await page.getByRole('button', { name: 'Varukorg, 1 vara' }).tap();
  const cart = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart).toHaveJSProperty('offsetWidth', 360);
  await cart.getByRole('link', { name: 'Till kassan' }).tap();

  // The order summary is folded above the provider's frame and shows the total; a tap opens it.
  await expect(page).toHaveURL(/\/se\/checkout\/$/);
  const summary = page.getByRole('button', { name: /^Din order/ });
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  const frame = page.locator('main iframe');
  expect((await summary.boundingBox())?.y).toBeLessThan((await frame.boundingBox())?.y ?? 0);
  await expect(frame).toHaveJSProperty('offsetWidth', 360 - 2 * 16);
  await summary.tap();
  await expect(page.getByRole('complementary').getByRole('listitem')).toContainText([
    '1 × Classic Organic Tee',
  ]);

  await fillProvider(page, shopperPaying('sara.phone@example.se'));
  await widget(page).locator('button[data-outcome="paid"]').tap();

  await expect(page).toHaveURL(/\/se\/checkout\/confirmation\/\?provider=klarna&checkout=/);
  await expect(page.getByText(/Ordernummer: SF-2\d+/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const orders = await mock.data<{ email: string }[]>('orders');
  expect(orders.filter((order) => order.email === 'sara.phone@example.se')).toHaveLength(1);
});
