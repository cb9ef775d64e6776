// The build puts two things into the prerendered pages' HTML: a style element with the rules their markup uses
// (decision 085) and the script that starts their app after the first paint (decision 086). The CSP allows each by
// the hash of its text, never 'unsafe-inline'; the build keeps those hashes beside Vite's manifest (not served) for
// the preview and the hosting headers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The CSP sources (`'sha256-…'`) of the elements the build put into pages, by directive. */
export interface InlineSources {
  styles: string[];
  scripts: string[];
}

/** The CSP source that allows an inline style or script element whose text is `text`. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `text` as the content of a `<tag>` element. An element of raw text ends at the first `</tag`: a text holding one
 * would end early and the rest would be markup. The shop's never does; a build that did fails here instead of
 * serving a broken page.
 */
export function inlineElement(tag: 'style' | 'script', text: string, attributes = '') {
  if (new RegExp(`</${tag}`, 'i').test(text)) throw new Error(`Prerendering: the ${tag} contains "</${tag}"`);
  return `<${tag}${attributes}>${text}</${tag}>`;
}

const inlineSourcesFile = (outDir: string) => `${outDir}/.vite/inline-sources.json`;

/** Keeps the hashes of the style and script texts the build put into its pages. */
export function writeInlineSources(outDir: string, texts: { styles: string[]; scripts: string[] }) {
  const sources: InlineSources = {
    styles: texts.styles.map(hashSource),
    scripts: texts.scripts.map(hashSource),
  };
  writeFileSync(inlineSourcesFile(outDir), JSON.stringify(sources));
}

/** The CSP sources of the build in `outDir` for its pages' inline elements; none when there is no build there. */
export function inlineSources(outDir: string): InlineSources {
  const file = inlineSourcesFile(outDir);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as InlineSources)
    : { styles: [], scripts: [] };
}
