import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, givenCart, test } from './fixtures';

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Varukorg' });

async function openProduct(page: Page, name: string) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/I lager \(\d+ st\)/)).toBeVisible();
}

async function openCart(page: Page) {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: /^Varukorg/ })
    .click();
  await expect(cartDialog(page)).toBeVisible();
}

test.describe('cart', () => {
  test('browse, add, change the quantity and remove', async ({ page, mock: _fresh }) => {
    await page.goto('/se/');
    await openProduct(page, 'Classic Organic Tee');
    await page.getByRole('radio', { name: 'M' }).check({ force: true });
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByText('Classic Organic Tee lades i varukorgen.')).toBeVisible();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();
    await openCart(page);
    const dialog = cartDialog(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByLabel('2 st')).toBeVisible();
    await expect(dialog.getByText('M', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /^Öka antal/ }).click();
    await expect(dialog.getByLabel('3 st')).toBeVisible();
    await expect(dialog.getByText('597 kr').first()).toBeVisible();
    // The line is locked for 700 ms after a change.
    await expect(dialog.getByRole('button', { name: /^Minska antal/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /^Minska antal/ })).toBeEnabled();
    await dialog.getByRole('button', { name: /^Minska antal/ }).click();
    await expect(dialog.getByLabel('2 st')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Ta bort/ })).toBeEnabled();
    await dialog.getByRole('button', { name: /^Ta bort/ }).click();
    await expect(dialog.getByText('Din varukorg är tom.')).toBeVisible();
  });

  test('a keyboard shopper keeps the focus in the panel: on a locked button, and in place of a removed line', async ({
    page,
    mock: _fresh,
  }) => {
    await givenCart(page, {
      items: [{ productVariantId: 'v-ts-1001-black-s' }, { productVariantId: 'v-ts-1001-black-m' }],
    });
    await page.goto('/se/');
    await openCart(page);
    const dialog = cartDialog(page);
    const lines = dialog.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const plus = lines.first().getByRole('button', { name: /^Öka antal/ });
    await plus.focus();
    await page.keyboard.press('Enter');
    await expect(lines.first().getByLabel('2 st')).toBeVisible();
    // Locked for 700 ms and still focused: the next Enter, once the lock ends, adds one more.
    await expect(plus).toBeDisabled();
    await expect(plus).toBeFocused();
    await expect(plus).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(lines.first().getByLabel('3 st')).toBeVisible();
    // X takes its line away: the focus goes to the X of the line now in its place.
    const remove = lines.first().getByRole('button', { name: /^Ta bort/ });
    await expect(remove).toBeEnabled();
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByLabel('1 st')).toBeVisible();
    await expect(lines.first().getByRole('button', { name: /^Ta bort/ })).toBeFocused();
    // Minus at 1 removes the last line: the focus stays in the panel, on what it now says, and Tab moves on in it.
    await lines
      .first()
      .getByRole('button', { name: /^Minska antal/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Din varukorg är tom.')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  });

  // One page load and one add for what a cart then does: it is kept over a reload, a failed change is rolled
  // back, and a market change adds its items again (three tests before, decision 068).
  test('keeps the cart across a reload, rolls a quantity change back when the server fails, and adds the items again in another market', async ({
    page,
    mock,
  }) => {
    await page.goto('/se/');
    await openProduct(page, 'Classic Organic Tee');
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();

    await test.step('kept across a reload', async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();
      const cookies = await page.context().cookies();
      const token = cookies.find((cookie) => cookie.name === 'cartToken');
      expect(token?.sameSite).toBe('Lax');
      expect(Math.round((token?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(2592000 - 60);
      expect(await page.evaluate(() => localStorage.getItem('incognitoCart'))).toContain('v-ts-1001-black-s');
    });

    await test.step('a quantity change the server fails is rolled back', async () => {
      await openCart(page);
      await mock.fault({
        route: 'PUT /shopper/sessions/items/{id}',
        status: 500,
        body: { error: 'Database unavailable' },
        latencyMs: 400,
        times: 1,
      });
      const dialog = cartDialog(page);
      await dialog.getByRole('button', { name: /^Minska antal/ }).click();
      await expect(dialog.getByLabel('1 st')).toBeVisible();
      await expect(page.getByText('Database unavailable')).toBeVisible();
      await expect(dialog.getByLabel('2 st')).toBeVisible();
      await dialog.getByRole('button', { name: 'Stäng' }).first().click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a market change adds the stored items again in the new market', async () => {
      await page.getByRole('button', { name: /^Välj marknad/ }).click();
      await page.getByRole('menuitemradio', { name: /^Norge/ }).click();
      await expect(page).toHaveURL(/\/no\/$/);
      await expect(page.getByRole('button', { name: 'Handlekurv, 2 varer' })).toBeVisible();
      await page.getByRole('button', { name: 'Handlekurv, 2 varer' }).click();
      await expect(page.getByRole('dialog', { name: 'Handlekurv' }).getByText(/kr/).first()).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'storeGroupSlug')?.value).toBe('consumer');
    });
  });

  test('keeps an add that a read of the cart under way would undo', async ({ page, mock: _fresh }) => {
    // A cart from an earlier visit, now empty: the product page reads it as it loads.
    await givenCart(page, { items: [] });
    // That read answers with the empty cart, but only after the add has shown (a slow answer, as under load).
    const cartButton = (count: string) =>
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('button', { name: `Varukorg, ${count}` });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isHeld = false;
    await page.route('**/shopper/sessions', async (route) => {
      if (route.request().method() !== 'GET' || isHeld) return route.continue();
      isHeld = true;
      const before = await route.fetch();
      await released;
      await route.fulfill({ response: before });
    });
    await page.goto('/se/p/classic-organic-tee/');
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(cartButton('1 vara')).toBeVisible();
    release();
    await page.waitForLoadState('networkidle');
    await expect(cartButton('1 vara')).toBeVisible();
  });

  test('shows SOLD-OUT as out of stock, and the out-of-stock toast when stock runs out on add', async ({
    page,
    mock,
  }) => {
    await page.goto('/se/p/limited-edition-stoneware-mug/');
    await expect(page.getByRole('button', { name: 'Slut i lager' })).toBeDisabled();
    await page.goto('/se/');
    await openProduct(page, 'Classic Organic Tee');
    await mock.fault({
      route: 'POST /shopper/sessions/items',
      status: 404,
      body: { error: 'out of stock error', productVariantIDs: ['v-ts-1001-black-s'] },
      times: 1,
    });
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByText('Slut i lager', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Varan finns inte längre i lager och kunde inte läggas i varukorgen.'),
    ).toBeVisible();
  });

  test('a cart of 100 lines updates a line and reports how fast', async ({
    page,
    request,
    baseURL,
    mock: _fresh,
  }) => {
    const started = await (
      await request.post('/shopper/sessions/start', {
        data: { storeGroupId: 'sg-consumer', countryCode: 'SE', languageCode: 'sv' },
      })
    ).json();
    const products = (await (await request.get('/__mock/data/products')).json()).products as {
      storeGroupIds: string[];
      variants: { id: string; stock: number; prices: Record<string, Record<string, unknown>> }[];
      orderLimit?: number;
      childItems?: unknown[];
    }[];
    const variants = products
      .filter(
        (product) =>
          product.storeGroupIds.includes('sg-consumer') && !product.orderLimit && !product.childItems,
      )
      .flatMap((product) =>
        product.variants.filter((variant) => variant.stock > 5 && variant.prices['sg-consumer']?.SE),
      )
      .slice(0, 100);
    expect(variants).toHaveLength(100);
    for (const variant of variants) {
      await request.post('/shopper/sessions/items', {
        headers: { authorization: `Bearer ${started.token}` },
        data: { productVariantId: variant.id, quantity: 1 },
      });
    }
    await page.context().addCookies([{ name: 'cartToken', value: started.token, url: baseURL }]);
    await page.goto('/se/');
    await openCart(page);
    const dialog = cartDialog(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(100);
    const last = dialog.getByRole('listitem').last();
    const started_ = Date.now();
    await last.getByRole('button', { name: /^Öka antal/ }).click();
    await expect(last.getByLabel('2 st')).toBeVisible();
    const elapsed = Date.now() - started_;
    console.log(`100-line cart: quantity click to updated line in ${elapsed} ms`);
    // Reported, not asserted: a timing depends on what else the machine does (the budget is `npm run perf`'s).
    test.info().annotations.push({ type: 'timing', description: `${elapsed} ms` });
  });
});

// One load of the vacuum bottle's page for its order limit and its wishlist heart (two tests before, decision 068).
test.describe('the cart limit and the wishlist on a product page', () => {
  test('refuses LIMIT-5 past its order limit; the wishlist survives a reload, shows on the wishlist panel and is removed there', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/se/p/signature-vacuum-bottle-75-cl/');
    await test.step('refuses LIMIT-5 past its order limit', async () => {
      await expect(page.getByText('Högst 5 st per order.')).toBeVisible();
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Öka antal' }).click();
      await expect(page.locator('output')).toHaveText('6');
      await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
      await expect(page.getByText('Fel i varukorgen')).toBeVisible();
      await expect(
        page.getByText('Du har nått det högsta antal som får köpas av den här produkten.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Varukorg, 0 varor' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Lägg till i önskelistan' }).click();
    await expect(page.getByText('Tillagd i din önskelista')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Ta bort från önskelistan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('button', { name: 'Önskelista' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Önskelista' });
    await expect(panel.getByText('Signature Vacuum Bottle 75 cl')).toBeVisible();

    // Removed in the panel with the keyboard: gone from it, from storage, and the product page's heart follows.
    // The focus stays in the panel, on what it now says (decision 079).
    await panel
      .getByRole('button', { name: 'Ta bort Signature Vacuum Bottle 75 cl från önskelistan' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Din önskelista är tom.')).toBeFocused();
    await panel.getByRole('button', { name: 'Stäng' }).click();
    await expect(page.getByRole('button', { name: 'Lägg till i önskelistan' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await page.evaluate(() => localStorage.getItem('enad_wishlist'))).toBe('[]');
  });
});
