// axe over what the page shows: the one way the e2e tests check WCAG 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No WCAG 2.2 AA violations on the page as it is (or within `include`, a selector). react-aria's live announcer is
 * left out: after an announcement it keeps, for 7 s, a node labelled by one already gone (axe: role-img-alt), a
 * known issue of the library that no reader meets; waiting it out cost up to 7 s a check (decision 069).
 * axe's own run over the page and its frames (legacy mode): the default opens a blank page for every check, injects
 * axe into it as well and merges the frames' results there, 0.4-0.75 CPU-s more a check here (decision 073). The
 * frames these tests meet (the providers' pages) are the preview server's own origin, which that run reaches.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const axe = new AxeBuilder({ page }).withTags(wcag22aa).exclude('[data-live-announcer]').setLegacyMode();
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}
