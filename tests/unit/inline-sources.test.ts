// The elements the build puts into prerendered pages (decisions 085, 086): the CSP allows each by the hash of its text.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { hashSource, inlineElement, inlineSources, writeInlineSources } from '../../src/build/inline-sources';

it('hashSource is the CSP source of an inline element with that text', () => {
  // echo -n 'body{margin:0}' | openssl dgst -sha256 -binary | base64
  expect(hashSource('body{margin:0}')).toBe("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
});

it('inlineElement refuses a text that would end its element early, in any case', () => {
  expect(inlineElement('script', 'start()', ' data-entry="/a.js"')).toBe(
    '<script data-entry="/a.js">start()</script>',
  );
  expect(() => inlineElement('script', 'x="</SCRIPT>"')).toThrow('</script');
  expect(() => inlineElement('style', 'a::after{content:"</style>"}')).toThrow('</style');
});

it('inlineSources reads the hashes a build kept, and none where there is no build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'inline-sources-'));
  try {
    expect(inlineSources(outDir)).toEqual({ styles: [], scripts: [] });
    mkdirSync(join(outDir, '.vite'));
    writeInlineSources(outDir, { styles: ['body{margin:0}'], scripts: ['start()'] });
    expect(inlineSources(outDir)).toEqual({
      styles: [hashSource('body{margin:0}')],
      scripts: [hashSource('start()')],
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
