// The app's i18next before and after it has loaded (decision 043): a prerendered page hydrates with the texts the
// build recorded, the same calls get the same answers, and what the snapshot lacks waits for i18next.
import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from '../../src/i18n/i18n';

/** Renders "a page" at build time: the calls a view makes, recorded. */
async function recordedSnapshot(language: string) {
  const build = createI18n({ record: true });
  await switchLanguage(build, language);
  await build.loadNamespaces('shop');
  const t = build.getFixedT(build.language, 'common');
  const texts = [
    t('shell.login'),
    t('shell.cartWithCount', { count: 3 }),
    build.t('tooManyAttempts', { count: 2 }),
  ];
  return { snapshot: build.snapshot(), texts };
}

describe('i18n with a prerendered page’s snapshot', () => {
  it('answers the recorded calls before i18next has loaded, and the same after', async () => {
    const { snapshot, texts } = await recordedSnapshot('fi');
    expect(snapshot.language).toBe('fi');
    expect(snapshot.namespaces).toEqual(['common', 'shop']);

    const browser = createI18n({ snapshot });
    const t = browser.getFixedT(browser.language, 'common');
    const ask = () => [
      t('shell.login'),
      t('shell.cartWithCount', { count: 3 }),
      browser.t('tooManyAttempts', { count: 2 }),
    ];
    // Not loaded yet: the import of i18next has only started.
    expect(browser.isLoaded()).toBe(false);
    expect(browser.hasLoadedNamespace('shop')).toBe(true);
    expect(browser.hasLoadedNamespace('account')).toBe(false);
    expect(ask()).toEqual(texts);
    expect(texts[1]).toMatch(/3/);
    expect(browser.generation).toBe(0);

    await browser.loaded();
    expect(ask()).toEqual(texts);
    // Nothing was missed: the views need not render again.
    expect(browser.generation).toBe(0);
  });

  it('shows a text the snapshot lacks empty, then has the views render again with i18next’s', async () => {
    const { snapshot } = await recordedSnapshot('sv');
    const browser = createI18n({ snapshot });
    let changes = 0;
    browser.subscribe(() => changes++);
    const t = browser.getFixedT(browser.language, 'common');
    expect(t('shell.cartWithCount', { count: 5 })).toBe('');

    await browser.loaded();
    expect(browser.generation).toBe(1);
    expect(changes).toBeGreaterThan(0);
    expect(t('shell.cartWithCount', { count: 5 })).toBe('Varukorg, 5 varor');
  });

  it('takes the snapshot’s namespaces and language as loaded while the page hydrates, then waits for i18next', async () => {
    const { snapshot } = await recordedSnapshot('sv');
    const browser = createI18n({ snapshot });
    let settled = false;
    await browser.loadNamespaces(['common', 'shop']);
    await browser.changeLanguage('sv');
    expect(browser.isLoaded()).toBe(false);

    browser.hydrated();
    const later = browser.loadNamespaces('shop').then(() => {
      settled = true;
    });
    expect(settled).toBe(false);
    await later;
    expect(browser.hasLoadedNamespace('shop')).toBe(true);
  });

  it('loads i18next before anything without a snapshot', async () => {
    const i18n = createI18n();
    expect(i18n.isLoaded()).toBe(false);
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await switchLanguage(i18n, 'en');
    expect(i18n.getFixedT(i18n.language, 'common')('shell.login')).toBe('Log in');
    expect(() => i18n.snapshot()).toThrow();
  });
});
