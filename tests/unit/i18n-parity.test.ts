// Locale parity: every supported language ships a locale file with exactly Swedish's keys, non-empty
// strings, the same {{placeholders}} per key, and complete i18next plural pairs.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../src/i18n/i18n';

const localesDir = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const languageFolders = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Each language's namespaces (one JSON file each), as { namespace: messages }. */
const locales: Record<string, unknown> = Object.fromEntries(
  languageFolders.map((language) => [
    language,
    Object.fromEntries(
      readdirSync(`${localesDir}${language}`)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')),
        ]),
    ),
  ]),
);

/** Flattens nested locale objects to dotted keys; non-object leaves are kept as-is for type checks. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string'
    ? [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!))].sort()
    : [];

const flat: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(locales).map(([language, messages]) => [language, flatten(messages)]),
);
const reference = flat.sv!;
const referenceKeys = Object.keys(reference).sort();

describe('i18n locale parity', () => {
  it('has a locale folder for every supported language, and no others', () => {
    expect([...supportedLanguages].sort()).toEqual(Object.keys(locales).sort());
    expect(Object.keys(locales.sv as object).sort()).toEqual(['account', 'common', 'customer', 'shop']);
  });

  it('Swedish reference is non-trivial', () => {
    expect(referenceKeys.length).toBeGreaterThan(0);
  });

  it.each(supportedLanguages)('%s has exactly the Swedish key set', (language) => {
    const keys = Object.keys(flat[language]!);
    const missing = referenceKeys.filter((key) => !(key in flat[language]!));
    const extra = keys.filter((key) => !(key in reference)).sort();
    expect(
      { missing, extra },
      `${language}: missing keys [${missing.join(', ')}], extra keys [${extra.join(', ')}]`,
    ).toEqual({ missing: [], extra: [] });
  });

  it.each(supportedLanguages)('%s has only non-empty string values', (language) => {
    const bad = Object.entries(flat[language]!)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
    expect(bad, `${language}: empty or non-string values: ${bad.join(', ')}`).toEqual([]);
  });

  it.each(supportedLanguages)('%s uses the same {{placeholders}} per key as Swedish', (language) => {
    const mismatches = referenceKeys
      .filter((key) => key in flat[language]!)
      .map((key) => ({
        key,
        expected: placeholders(reference[key]),
        actual: placeholders(flat[language]![key]),
      }))
      .filter(({ expected, actual }) => expected.join(',') !== actual.join(','))
      .map(
        ({ key, expected, actual }) => `${key}: expected {${expected.join(',')}} got {${actual.join(',')}}`,
      );
    expect(mismatches, `${language}: placeholder mismatches:\n${mismatches.join('\n')}`).toEqual([]);
  });

  it.each(supportedLanguages)('%s has an _other form for every _one key', (language) => {
    const keys = Object.keys(flat[language]!);
    const orphans = keys
      .filter((key) => key.endsWith('_one'))
      .filter((key) => !keys.includes(`${key.slice(0, -'_one'.length)}_other`));
    expect(orphans, `${language}: _one keys without _other: ${orphans.join(', ')}`).toEqual([]);
  });
});
