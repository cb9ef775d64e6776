// The flow atlas at /flows/: what analysts open to review the flows, and the exports QA takes from it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { flowById, flows } from '../../machines/index';
import { pathsOf } from '../../src/features/flows/flow-paths';
import { expect, test } from './fixtures';
import { expectNoAtlasViolations } from './flow-analyst';

const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

// One load of the atlas for its index, its axe run and a machine's exports (two tests and an axe run of a third
// before, decision 068).
test('the index lists every registered machine with its size and has no axe violations; a machine page exports an SVG, Mermaid that parses and the generated paths', async ({
  page,
}) => {
  await page.goto('/flows/');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toBeVisible();
  await expectNoAtlasViolations(page);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(flows.length + 1);
  for (const entry of flows) {
    const row = page.getByRole('row', { name: new RegExp(`^${entry.title}`) });
    await expect(row).toContainText(entry.purpose);
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(pathsOf(entry).length));
  }
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/flows\/\?flow=forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();

  // The exports of the machine page the index led to.
  await expect(page.getByTestId('flow-diagram').locator('svg')).toBeVisible();
  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  };

  const svg = await download('Download SVG');
  expect(svg.name).toBe('forgot-password.svg');
  expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg.text).toContain('data-state="forgotPassword.checkEmail.waiting"');

  const json = await download('Download paths (JSON)');
  expect(json.name).toBe('forgot-password.paths.json');
  expect(JSON.parse(json.text)).toEqual(JSON.parse(JSON.stringify(pathsOf(flowById('forgot-password')!))));

  const mermaid = await download('Download Mermaid');
  expect(mermaid.name).toBe('forgot-password.mmd');
  expect(mermaid.text).toMatch(/^stateDiagram-v2\n/);
  // Mermaid itself reads it (in a blank page, apart from the atlas).
  const checker = await page.context().newPage();
  await checker.addScriptTag({ path: mermaidScript });
  const parsed = await checker.evaluate(
    async (text) =>
      (window as unknown as { mermaid: { parse(t: string): Promise<unknown> } }).mermaid.parse(text),
    mermaid.text,
  );
  expect(parsed).toMatchObject({ diagramType: 'stateDiagram' });
});

test('a machine page draws the statechart and the simulator walks it to a final state', async ({ page }) => {
  await page.goto('/flows/?flow=new-password');
  const diagram = page.getByTestId('flow-diagram');
  const states = ['editing', 'submitting', 'success', 'expired'];
  for (const state of states)
    await expect(diagram.locator(`[data-state="newPassword.${state}"]`)).toBeVisible();
  await expect(diagram.locator('[data-state="newPassword.editing"]')).toHaveAttribute('data-active', 'true');
  // Hovering a state names it and its description.
  await expect(diagram.locator('[data-state="newPassword.editing"] > title')).toContainText('editing:');

  const simulator = page.getByRole('region', { name: 'Simulator' });
  const events = simulator.getByRole('list', { name: 'Events the current state accepts' });
  await events
    .getByRole('button', { name: /newPassword\.change.*Vinter2026!x/ })
    .first()
    .click();
  await events.getByRole('button', { name: /newPassword\.change.*confirm.*Vinter2026!x/ }).click();
  await events.getByRole('button', { name: /^newPassword\.submit/ }).click();
  await expect(diagram.locator('[data-state="newPassword.submitting"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await events.getByRole('button', { name: /^done: resetPassword.*Password updated/ }).click();
  await expect(simulator.getByRole('status', { name: 'Current state' })).toContainText(
    'success (final state)',
  );
  await expect(simulator.getByText('The flow has ended.')).toBeVisible();
  await expect(diagram.locator('[data-state="newPassword.success"]')).toHaveAttribute('data-active', 'true');
  await expect(simulator.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(5);
  await simulator.getByRole('button', { name: 'Back' }).click();
  await expect(diagram.locator('[data-state="newPassword.submitting"]')).toHaveAttribute(
    'data-active',
    'true',
  );

  // A generated path plays step by step, its transitions marked on the diagram.
  await page.getByRole('button', { name: 'Play path 1', exact: true }).click();
  await expect(simulator.getByText(/^Path 1: step 0 of/)).toBeVisible();
  await simulator.getByRole('button', { name: 'Next step' }).click();
  await expect(simulator.getByText(/^Path 1: step 1 of/)).toBeVisible();
  await expect(diagram.locator('[data-highlighted="true"]')).toHaveCount(1);

  // The zoom with the keyboard: the press that reaches a limit keeps its focus on the locked button.
  const toolbar = page.getByRole('toolbar', { name: 'Diagram and exports' });
  const zoomLevel = toolbar.getByText(/^\d+ %$/);
  const zoomIn = toolbar.getByRole('button', { name: 'Zoom in' });
  await zoomIn.focus();
  for (let press = 0; press < 12 && (await zoomLevel.textContent()) !== '200 %'; press++) {
    const before = (await zoomLevel.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(zoomLevel).not.toHaveText(before);
  }
  await expect(zoomLevel).toHaveText('200 %');
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect(zoomIn).toBeFocused();
  await page.keyboard.press('Tab');
  const fit = toolbar.getByRole('button', { name: 'Fit' });
  await expect(fit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zoomLevel).not.toHaveText('200 %');
  await expect(fit).toHaveAttribute('aria-disabled', 'true');
  await expect(fit).toBeFocused();
});
