// Quick order (issue 19): a business buyer pastes or uploads lines of SKU and quantity, sees each line
// checked in their language, and adds the valid ones to the cart in one go; the refused lines stay to fix.
import type { Page } from '@playwright/test';
import { expect, givenSignedIn, test } from './fixtures';

/** Seventeen B2B variants in stock (one a B2B-only product, one a product number of a single variant). */
const validLines: [sku: string, quantity: number][] = [
  ['TS-1001-BLACK-S', 2],
  ['TS-1001-BLACK-L', 1],
  ['TS-1002-BLACK-S', 3],
  ['TS-1002-BLACK-M', 1],
  ['TS-1003-BLUE-S', 2],
  ['TS-1004-WHITE-S', 1],
  ['TS-1006-NATURAL-S', 1],
  ['TS-1007-WHITE-L', 2],
  ['HD-2002-BLACK-M', 1],
  ['HD-2003-SAND-M', 1],
  ['JK-3001-BLACK-S', 1],
  ['JK-3002-BLACK-M', 2],
  ['WW-8003-BLACK-M', 4],
  ['CP-4001-NAVY', 1],
  ['BG-5001-BLACK', 1],
  ['MG-6002-WHITE', 6],
  ['PN-7003', 10],
];
const pieces = validLines.reduce((sum, [, quantity]) => sum + quantity, 0);

const quickOrder = (page: Page) => page.getByRole('region', { name: 'Snabborder' });
const row = (page: Page, number: number) =>
  quickOrder(page).getByRole('listitem', { name: `Rad ${number}`, exact: true });

async function openQuickOrder(page: Page, baseURL: string | undefined, { phone = false } = {}) {
  await page.setViewportSize(phone ? { width: 360, height: 800 } : { width: 1280, height: 900 });
  await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
  await page.goto('/se/');
  // Signed in as a business buyer: the header links to quick order (on a phone, in its menu).
  const header = page.getByRole('navigation', { name: 'Huvudmeny' });
  if (phone) {
    await header.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('menuitem', { name: 'Snabborder' }).click();
  } else await header.getByRole('link', { name: 'Snabborder' }).click();
  await expect(quickOrder(page).getByRole('heading', { level: 1, name: 'Snabborder' })).toBeVisible();
}

test.describe('quick order', () => {
  test('a buyer pastes 20 lines, 3 of them bad, and adds the 17', async ({ page, baseURL, mock: _fresh }) => {
    await openQuickOrder(page, baseURL);
    // As copied from a spreadsheet (tabs) and typed by hand (semicolons); the bad ones last.
    const text = [
      ...validLines.map(([sku, quantity], index) => `${sku}${index % 2 ? '\t' : ';'}${quantity}`),
      'NO-SUCH-SKU;2',
      'SOLD-OUT;1',
      'LIMIT-5-BLACK;6',
    ].join('\n');
    await quickOrder(page).getByLabel('Klistra in rader').fill(text);
    await quickOrder(page).getByRole('button', { name: 'Läs in rader' }).click();

    await expect(quickOrder(page).getByRole('status')).toHaveText('17 av 20 rader är giltiga.');
    await expect(row(page, 1)).toContainText(/Classic Organic Tee · Black, S · [\d\s]+kr · I lager: 472/);
    // A B2B-only product: found at the buyer's store group.
    await expect(row(page, 13)).toContainText(
      /Embroidered Work Jacket · Black, M · [\d\s]+kr · I lager: 387/,
    );
    await expect(row(page, 18)).toContainText('Okänt artikelnummer.');
    await expect(row(page, 19)).toContainText('Slut i lager.');
    await expect(row(page, 20)).toContainText('Högst 5 av den här produkten per order');

    await quickOrder(page).getByRole('button', { name: 'Lägg till alla giltiga rader' }).click();
    await expect(quickOrder(page).getByRole('status')).toContainText(
      `17 rader (${pieces} st) lades i varukorgen.`,
    );
    // The refused lines stay, numbered again from 1, with their reasons.
    await expect(quickOrder(page).getByRole('listitem')).toHaveCount(3);
    await expect(row(page, 1)).toContainText('Okänt artikelnummer.');
    await expect(quickOrder(page).getByLabel('Artikelnummer, rad 3')).toHaveValue('LIMIT-5-BLACK');

    const header = page.getByRole('navigation', { name: 'Huvudmeny' });
    await header.getByRole('button', { name: `Varukorg, ${pieces} varor` }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(cart.getByRole('list', { name: 'Varor i varukorgen' }).getByRole('listitem')).toHaveCount(
      17,
    );
  });

  test('a CSV upload on a phone: bad quantities shown on their lines, fixed and added', async ({
    page,
    baseURL,
    mock: _fresh,
  }) => {
    await openQuickOrder(page, baseURL, { phone: true });
    const csv =
      'Artikelnummer,Antal\r\nTS-1001-BLACK-M,2\r\n"JK-3001-BLACK-S","1.5"\r\nCP-4001-NAVY,-2\r\nBG-5001-BLACK,1\r\n';
    await quickOrder(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(quickOrder(page).getByRole('status')).toHaveText('2 av 4 rader är giltiga.');
    await expect(row(page, 2)).toContainText('Antalet måste vara ett positivt heltal.');
    await expect(row(page, 3)).toContainText('Antalet måste vara ett positivt heltal.');

    // Fixing a line makes the verdicts stale: the buyer checks again, then adds.
    await quickOrder(page).getByLabel('Antal, rad 2').fill('2');
    await expect(
      quickOrder(page).getByRole('button', { name: 'Lägg till alla giltiga rader' }),
    ).toBeDisabled();
    await quickOrder(page).getByRole('button', { name: 'Kontrollera rader' }).click();
    await expect(quickOrder(page).getByRole('status')).toHaveText('3 av 4 rader är giltiga.');
    await quickOrder(page).getByRole('button', { name: 'Lägg till alla giltiga rader' }).click();
    await expect(quickOrder(page).getByRole('status')).toContainText('3 rader (5 st) lades i varukorgen.');
    await expect(page.getByRole('button', { name: 'Varukorg, 5 varor' })).toBeVisible();
  });

  test('a 500-line paste is checked and shown at once, not line by line', async ({
    page,
    baseURL,
    mock: _fresh,
  }) => {
    await openQuickOrder(page, baseURL);
    const text = Array.from({ length: 500 }, (_, index) => `${validLines[index % 16]![0]};1`).join('\n');
    await quickOrder(page).getByLabel('Klistra in rader').fill(text);
    // Timed in the page, from the press to the 500th line's verdict on screen: the test's own polling of the
    // page (Playwright's queries run in the same renderer) is not the shop's time.
    const shown = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let pressed = 0;
          const button = [...document.querySelectorAll('button')].find(
            (entry) => entry.textContent === 'Läs in rader',
          );
          button?.addEventListener('click', () => (pressed = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            const last = document.querySelector('li[aria-label="Rad 500"] p');
            if (pressed && last?.textContent?.includes('I lager:')) {
              observer.disconnect();
              resolve(performance.now() - pressed);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await quickOrder(page).getByRole('button', { name: 'Läs in rader' }).click();
    const elapsed = Math.round(await shown);
    await expect(quickOrder(page).getByRole('status')).toHaveText('500 av 500 rader är giltiga.');
    test.info().annotations.push({ type: '500-line paste, checked and shown', description: `${elapsed} ms` });
    console.log(`500-line paste checked and shown in ${elapsed} ms`);
    // Reported, not held to issue 19's 2 s here (decision 022: a busy machine took 2.1 s): this bound only
    // catches a check that asks or renders line by line (tens of seconds).
    expect(elapsed).toBeLessThan(10_000);
  });
});
