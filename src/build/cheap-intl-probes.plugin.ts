import type { Plugin } from 'vite';

/**
 * Two of react-aria's modules ask the browser's Intl something when they load, on every page that renders one
 * of its components, and each question is a phone's first use of part of the browser's locale data (issue 18,
 * decision 040): 10-34 ms of main thread (40-130 ms at Lighthouse's 4x slowdown) before anything is shown.
 * - The default locale is checked with `Intl.DateTimeFormat.supportedLocalesOf`, which lists every locale the
 *   date formatter knows. Only a malformed tag matters (it falls back to en-US on the RangeError), which
 *   `Intl.getCanonicalLocales` throws as well, in 0.1 ms.
 * - The number formatter probes `signDisplay: 'exceptZero'` with a German formatter; every browser the build
 *   targets (es2022) has it.
 * The build fails if a probe is gone, so an upgrade can't drop this unnoticed.
 */
const moduleLoadIntlProbes = [
  {
    module: '/react-aria/dist/private/i18n/useDefaultLocale.mjs',
    probe: 'Intl.DateTimeFormat.supportedLocalesOf([',
    answer: 'Intl.getCanonicalLocales([',
  },
  {
    module: '/@internationalized/number/dist/private/NumberFormatter.mjs',
    probe:
      /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    answer: 'true',
  },
];

export function cheapIntlProbes(): Plugin {
  return {
    name: 'statefront:cheap-intl-probes',
    transform(code, id) {
      const patch = moduleLoadIntlProbes.find(({ module }) => id.endsWith(module));
      if (!patch) return null;
      const patched = code.replace(patch.probe, patch.answer);
      if (patched === code)
        this.error(`${patch.module} no longer has ${patch.probe}: review moduleLoadIntlProbes`);
      return { code: patched, map: null };
    },
  };
}
