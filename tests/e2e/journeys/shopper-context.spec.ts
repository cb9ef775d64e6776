// Journeys of who is shopping where (issue 30, decision 045): a logout in the middle of a shopper's request, and a
// click on the signed-in grid while its list arrives.
import type { Page, Route } from '@playwright/test';
import { expect, givenSignedIn, test } from '../fixtures';

const header = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/**
 * Holds the browser's requests to the URLs that match (of the method, if given) until `release()`; `held`
 * resolves once the first one was made.
 */
async function holdRequests(page: Page, matches: (url: URL) => boolean, method?: string) {
  const routes: Route[] = [];
  let made: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    made = resolve;
  });
  let releasing = false;
  await page.route(matches, async (route) => {
    if (releasing || (method && route.request().method() !== method)) return route.fallback();
    routes.push(route);
    made();
  });
  return {
    held,
    release: async () => {
      releasing = true;
      for (const route of routes.splice(0)) await route.continue();
    },
  };
}

test.describe('journeys: one shopper context', () => {
  test('a logout while the first add’s cart start is running leaves the next shopper in the tab nothing', async ({
    page,
    mock: _fresh,
  }) => {
    // A consumer: no company to put on a cart, so the first add is what starts one.
    await givenSignedIn(page, 'consumer@statefront.test');
    await page.goto('/se/p/classic-organic-tee/');
    const start = await holdRequests(page, (url) => url.pathname === '/shopper/sessions/start', 'POST');
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await start.held;

    // The shopper leaves before the cart has started: to their account, and out.
    await header(page).getByRole('link', { name: 'Mitt konto' }).click();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(header(page).getByRole('link', { name: 'Logga in' })).toBeVisible();
    await start.release();

    // The cart started for them is nobody's here: no cart cookie, an empty cart, no error shown.
    await page.goto('/se/');
    await expect(page.getByRole('button', { name: /^Varukorg$|^Varukorg, 0/ })).toBeVisible();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('cartToken');
    expect(names).not.toContain('userToken');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a product clicked while the signed-in buyer’s list is arriving opens', async ({
    page,
    mock: _fresh,
  }) => {
    await givenSignedIn(page, 'buyer@acme.test');
    const businessList = await holdRequests(
      page,
      (url) => url.pathname === '/api/products/' && url.searchParams.get('storeGroupId') === 'sg-b2b',
    );
    await page.goto('/se/');
    // The session knows the buyer: the business list is asked for, and has not come.
    await businessList.held;
    await page.getByRole('main').getByRole('link', { name: 'Classic Organic Tee' }).click();
    await expect(page).toHaveURL(/\/se\/p\/classic-organic-tee\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Organic Tee' })).toBeVisible();
    await businessList.release();
  });
});
