// Flow insights (issue 20, decision 034): the analytics question, and the login's transitions reaching the
// backend only with the shopper's consent.
import type { FlowUsage } from '../../openapi/types';
import { expectNoAxeViolations } from './axe';
import { expect, logIn, test } from './fixtures';
import { analystHeaders } from './flow-analyst';

const question = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Fråga om analys' });

/** The login flow's usage, read as the flow analyst (docs/decisions/047; `headers` of analystHeaders). */
async function loginUsage(
  request: import('@playwright/test').APIRequestContext,
  headers: Record<string, string>,
) {
  return (await (await request.get('/api/flow-usage/login/', { headers })).json()) as FlowUsage;
}

test.describe('the analytics question', () => {
  test.use({ analyticsAnswer: 'unanswered' });

  test('is asked on a first visit at a phone’s width, keyboard-usable, and its answer is kept', async ({
    page,
    mock: _fresh,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/se/', { waitUntil: 'networkidle' });
    const prompt = question(page);
    // Asked where the shop's fine print is: it loads when the shopper reaches the footer, not with the page
    // (decision 059).
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('button', { name: /^Varukorg/ }),
    ).toBeEnabled();
    await expect(prompt).not.toBeAttached();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(prompt).toBeAttached();
    await expect(prompt).toContainText('aldrig vad du skriver');
    // It takes its own room after the footer, below the first screen: it covers and moves nothing there, and the
    // page is no wider than the phone.
    expect(await prompt.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBeGreaterThan(
      740,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect((await prompt.boundingBox())!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
    await prompt.scrollIntoViewIfNeeded();
    await expect(prompt).toBeInViewport();
    expect((await prompt.boundingBox())!.height).toBeLessThan(200);
    await expectNoAxeViolations(page, { include: '[data-testid="analytics-consent"]' });
    // Answered by keyboard.
    await prompt.getByRole('button', { name: 'Tillåt inte' }).focus();
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('analyticsConsent')!).choice)).toBe(
      'denied',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(question(page)).toBeHidden();
  });

  test('can be answered again from the privacy page', async ({ page, mock: _fresh }) => {
    await page.goto('/se/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await question(page).getByRole('button', { name: 'Tillåt', exact: true }).click();
    await expect(question(page)).toBeHidden();
    await page.goto('/se/integrity/');
    await page.getByRole('button', { name: 'Ändra mitt svar om analys' }).click();
    await expect(question(page)).toBeFocused();
    await question(page).getByRole('button', { name: 'Tillåt inte' }).click();
    await expect(question(page)).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('analyticsConsent')!).choice)).toBe(
      'denied',
    );
  });
});

test.describe('with consent', () => {
  test.use({ analyticsAnswer: 'granted' });

  test("a login's transitions reach the backend", async ({ page, mock: _fresh }) => {
    await page.goto('/login/');
    // The recorder loads after the first paint and takes up a run under way from where it is (decision 034): a
    // login sent before it came would be recorded from 'submitting' on. This one starts once it is there.
    await page.waitForFunction(
      () =>
        typeof (globalThis as Record<symbol, unknown>)[Symbol.for('statefront.flowRecorder')] === 'function',
    );
    await logIn(page, 'consumer@statefront.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    // Leaving the shop hides the page: the recorder sends what it holds.
    await page.goto('about:blank');
    const headers = await analystHeaders(page.request);
    await expect
      .poll(async () => (await loginUsage(page.request, headers)).completions, { timeout: 15_000 })
      .toBe(1);
    const usage = await loginUsage(page.request, headers);
    expect(usage.sessions).toBe(1);
    expect(usage.transitions.find((row) => row.event === 'login.submit')).toMatchObject({
      from: 'login.editing',
      to: 'login.submitting',
      count: 1,
    });
    expect(usage.paths[0]!.events.at(-1)).toBe('xstate.done.actor.login');
  });
});

test.describe('without consent', () => {
  test('nothing of a login reaches the backend', async ({ page, mock: _fresh }) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/flow-events/')) beacons.push(request.url());
    });
    await page.goto('/login/');
    await logIn(page, 'consumer@statefront.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await page.goto('about:blank');
    // The same journey with consent sends its beacon as the page goes; here none is sent and nothing stored.
    expect(beacons).toEqual([]);
    const headers = await analystHeaders(page.request);
    const list = (await (await page.request.get('/api/flow-usage/', { headers })).json()) as {
      flows: unknown[];
    };
    expect(list.flows).toEqual([]);
    expect((await loginUsage(page.request, headers)).sessions).toBe(0);
  });
});
