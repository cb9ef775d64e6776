// Flow insights (issue 20): a shopper who consented to analytics pays in the shop, the recorder reports the
// checkout machine's transitions, and the atlas's usage view shows them with their counts to the signed-in
// flow analyst (decision 047); its CSV is what it shows. Also: the diagram fits its frame at first sight and
// keeps its layout between the two views.
import { readFileSync } from 'node:fs';
import type { FlowUsage } from '../../openapi/types';
import { expect, givenCart, test } from './fixtures';
import { analystHeaders, expectNoAtlasViolations, flowAnalyst, signInToAtlas } from './flow-analyst';
import { fillProvider, shopperPaying, widget } from './provider-page';

const customer = shopperPaying('sara@example.se');

/** Parses the atlas's CSV (RFC 4180: quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map(([, cell]) => cell!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

test.describe('with the analytics question unanswered', () => {
  test.use({ analyticsAnswer: 'unanswered' });

  test('a checkout with analytics consent shows on the atlas with its counts, and the CSV matches', async ({
    page,
    request,
    mock: _fresh,
  }) => {
    // The shopper allows analytics when the shop asks (decision 034).
    await page.goto('/se/');
    // The question loads when the shopper reaches the footer (decision 059).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page
      .getByRole('region', { name: 'Fråga om analys' })
      .getByRole('button', { name: 'Tillåt', exact: true })
      .click();
    await expect(page.getByRole('region', { name: 'Fråga om analys' })).toBeHidden();
    await givenCart(page);
    await page.goto('/se/checkout/');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await fillProvider(page, customer);
    await widget(page).locator('button[data-outcome="paid"]').click();
    await expect(page).toHaveURL(/\/se\/checkout\/confirmation\//);

    // Leaving the shop sends what is left of the batch (pagehide). The analyst signs in on the atlas.
    await page.goto('/flows/');
    await signInToAtlas(page);
    await expect(page.getByText(`Signed in as ${flowAnalyst.email}`)).toBeVisible();
    const headers = await analystHeaders(request);
    const usageOf = async () =>
      (await (await request.get('/api/flow-usage/checkout-provider/', { headers })).json()) as FlowUsage;
    await expect.poll(async () => (await usageOf()).completions).toBe(1);
    const usage = await usageOf();
    expect(usage.transitions.map((transition) => transition.event)).toEqual(
      expect.arrayContaining([
        'xstate.done.actor.loadCart',
        'xstate.done.actor.startProvider',
        'checkout.paid',
      ]),
    );

    // The index counts the session and its completion.
    const row = page.getByRole('row', { name: /^Checkout and payment provider/ });
    await expect(row.getByRole('cell').nth(5)).toHaveText(String(usage.sessions));
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');

    await row.getByRole('link').click();
    await page.getByRole('tab', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/[?&]view=usage/);
    const totals = page.locator('dl[aria-label="Totals"]');
    await expect(totals).toContainText(`Sessions${usage.sessions}`);
    await expect(totals).toContainText('Completions1');

    // Each recorded transition is drawn on its edge with its count and share, and listed with its count.
    const diagram = page.getByTestId('flow-diagram');
    const table = page.getByRole('table', { name: 'Transitions taken' });
    for (const transition of usage.transitions) {
      await expect(
        diagram.locator(`[data-transition="${transition.transition}"] .figure`).first(),
      ).toHaveText(`${transition.count} · ${Math.round(transition.share * 1000) / 10} %`);
    }
    const paidShare = usage.transitions.find((transition) => transition.event === 'checkout.paid')!.share;
    const paid = table.getByRole('row').filter({ hasText: 'checkout.paid' });
    await expect(paid.getByRole('cell')).toHaveText([
      'checkout.paid',
      'paid',
      '1',
      String(Math.round(paidShare * 1000) / 10),
    ]);

    // The CSV holds the rows the table shows.
    const shown = await table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.trim())),
      );
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Transitions taken' })
        .getByRole('button', { name: 'Download CSV' })
        .click(),
    ]);
    expect(file.suggestedFilename()).toMatch(
      /^checkout-provider\.usage\.\d{4}-\d{2}-\d{2}\.\d{4}-\d{2}-\d{2}\.transitions\.csv$/,
    );
    expect(parseCsv(readFileSync((await file.path())!, 'utf8'))).toEqual(shown);
    expect(shown).toHaveLength(usage.transitions.length + 1);
  });
});

test('the usage is for a flow analyst: the atlas asks to sign in, and a read without a token is refused', async ({
  page,
  request,
  mock: _fresh,
}) => {
  expect((await request.get('/api/flow-usage/')).status()).toBe(401);
  expect((await request.get('/api/flow-usage/login/')).status()).toBe(401);

  await page.goto('/flows/');
  const form = page.getByRole('form', { name: 'Analyst sign-in' });
  await expect(form).toBeVisible();
  const loginRow = page.getByRole('row', { name: /^Login and its outcome/ });
  await expect(loginRow.getByRole('cell').nth(5)).toHaveText('sign in');

  // A wrong password, then a shopper's account: neither reads the usage.
  await signInToAtlas(page, { email: flowAnalyst.email, password: 'wrong password' });
  await expect(form.getByRole('alert')).toHaveText('The e-mail or the password is wrong.');
  await signInToAtlas(page, { email: 'consumer@statefront.test', password: 'Statefront1!' });
  const refused = page.getByRole('alert').filter({ hasText: 'This account may not read the recorded usage' });
  await expect(refused).toContainText('consumer@statefront.test is no flow analyst');
  await refused.getByRole('button', { name: 'Sign out' }).click();

  // The analyst reads it; the sign-in lasts for the tab, also on a flow's usage view, until they sign out.
  await signInToAtlas(page);
  await expect(page.getByText(`Signed in as ${flowAnalyst.email}`)).toBeVisible();
  await expect(loginRow.getByRole('cell').nth(5)).toHaveText('0');
  await page.goto('/flows/?flow=login&view=usage');
  await expect(page.getByText('No recorded usage in this range.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Analyst sign-in' })).toBeVisible();
});

test('an empty range says so, and a failing backend offers to try again', async ({ page, mock }) => {
  await page.goto('/flows/?flow=login&view=usage&from=2020-01-01&to=2020-01-31');
  await expect(page.getByLabel('From')).toHaveValue('2020-01-01');
  // The usage view, signed out, has no axe violations (before, a test of its own loaded it for that).
  await expectNoAtlasViolations(page);
  await signInToAtlas(page);
  await expect(page.getByText('No recorded usage in this range.')).toBeVisible();

  await mock.fault({ route: 'GET /api/flow-usage/login/', status: 500, times: 1 });
  await page.getByLabel('To').fill('2020-02-29');
  await expect(page.getByRole('alert')).toContainText('The recorded usage could not be loaded');
  await expect(page).toHaveURL(/to=2020-02-29/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No recorded usage in this range.')).toBeVisible();
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 360, height: 740 }],
] as const)
  test(`on a ${device}, the widest diagram fits its frame at first sight, in both views with one layout`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/flows/?flow=business-signup');
    const frame = page.getByRole('region', { name: /Statechart of .* \(scrollable\)/ });
    const svg = page.getByTestId('flow-diagram').locator('svg');
    await expect(svg).toBeVisible();
    const fits = async () => {
      const [outer, inner] = [await frame.boundingBox(), await svg.boundingBox()];
      return (
        inner!.x >= outer!.x &&
        inner!.y >= outer!.y &&
        inner!.x + inner!.width <= outer!.x + outer!.width &&
        inner!.y + inner!.height <= outer!.y + outer!.height
      );
    };
    await expect.poll(fits).toBe(true);
    // Nothing to scroll: the frame shows the whole diagram.
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // The widest machine's page has no axe violations on a desktop (before, a test of its own loaded it for that).
    if (device === 'desktop') await expectNoAtlasViolations(page);
    const boxes = () =>
      svg.evaluate((root) =>
        [...root.querySelectorAll('[data-state] > rect:first-of-type, [data-transition] > rect')].map(
          (rect) => ['x', 'y', 'width', 'height'].map((name) => rect.getAttribute(name)).join(' '),
        ),
      );
    const designed = await boxes();

    await page.getByRole('tab', { name: 'Usage' }).click();
    // Signed out here: the side panel asks the analyst to sign in; the diagram is the same.
    await expect(page.getByRole('form', { name: 'Analyst sign-in' })).toBeVisible();
    await expect(svg).toBeVisible();
    await expect.poll(fits).toBe(true);
    expect(await boxes()).toEqual(designed);
  });
