// Every route at a phone's, a tablet's and a desktop's width: the document is never
// wider than the screen, the page's main action is visible, inside the screen and pressable, the header's
// cart and account stay reachable, inputs are at least 16 px (no zoom on focus); axe (WCAG 2.2 AA, which
// includes the 24 x 24 px target size) at the phone's and the desktop's width. A page is opened once, at the
// phone's width, and widened as a window is: its styles follow the width without a reload; a page that reads
// the width when it opens (`readsWidthOnOpen`) is opened at each width.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, givenCart, givenSignedIn, test } from './fixtures';
import { appRoutes } from './routes';

const widths = [360, 768, 1280];
const cartName = /^(Varukorg|Kurv|Handlekurv|Ostoskori|Warenkorb|Cart)/;
/** axe runs at these widths (a tablet adds nothing the two do not show). */
const axeWidths = new Set([360, 1280]);

/** Smallest computed font size of the text inputs, selects and text areas the page shows (px). */
const smallestInputFont = (page: Page) =>
  page.evaluate(() => {
    const inputs = [...document.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
      (input) =>
        input.offsetParent !== null &&
        !['checkbox', 'radio', 'hidden', 'file', 'range'].includes((input as HTMLInputElement).type),
    );
    return Math.min(Infinity, ...inputs.map((input) => Number.parseFloat(getComputedStyle(input).fontSize)));
  });

for (const route of appRoutes) {
  const name = `${route.path}${route.signedInAs ? ` as ${route.signedInAs}` : ''}`;
  test(`${name} fits 360, 768 and 1280 px and its main action is usable`, async ({
    page,
    baseURL,
    mock: _fresh,
  }) => {
    // Up to three page loads and two axe runs.
    test.setTimeout(90_000);
    const origin = new URL('/', baseURL).href;
    if (route.signedInAs) await givenSignedIn(page, route.signedInAs, origin);
    if (route.withCart) await givenCart(page, { url: origin });
    for (const width of widths) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        if (width === widths[0] || route.readsWidthOnOpen) await page.goto(route.path);
        if (!route.path.startsWith('/flows/')) {
          // The cart button and the account link (the header's last link), whatever the market's language.
          const header = page.locator('header nav');
          await expect(header.getByRole('button', { name: cartName })).toBeInViewport();
          await expect(header.getByRole('link').last()).toBeInViewport();
        }
        const action = route.mainAction(page);
        await expect(action).toBeVisible();
        // Scrolled to, visible, enabled, not covered (by the sticky header either): a press would land on it.
        await action.click({ trial: true });
        const box = await action.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `main action inside ${width} px`).toBe(true);
        if (!route.path.startsWith('/flows/'))
          await expect(page.locator('header nav').getByRole('button', { name: cartName })).toBeInViewport();
        // Lazily loaded parts (menus, the business form, the phone fields) are part of the page.
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await smallestInputFont(page)).toBeGreaterThanOrEqual(16);
        // axe at the top of the page: scrolled, the sticky header covers a row's links, which axe reports
        // as too small targets (a reader scrolls them out from under it).
        if (axeWidths.has(width)) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectNoAxeViolations(page);
        }
      });
    }
  });
}
