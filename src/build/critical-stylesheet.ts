// A prerendered page brings in its HTML the rules its markup uses (decision 085): its first paint then needs the
// HTML alone, not a round trip for the stylesheet. The whole stylesheet follows with the app's chunks, for what the
// app renders later (menus, dialogs). The CSP allows that one style element by the hash of its text.
import postcss from 'postcss';
import { inlineElement } from './inline-sources.ts';

/** Vite's link to the built stylesheet, as it writes it into a page. */
export const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The class names a page's markup uses. */
const classesOf = (html: string) =>
  [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean));

/**
 * The rules of `css` that the markup of `pages` can use: a rule stays with those of its selectors whose classes
 * all appear in the markup (a class inside `:not()` need not); rules without a class (the root's variables, the
 * elements') and keyframes stay whole, and at-rules keep what stays of their rules. The cascade is unchanged: the
 * rules keep their order, and the whole stylesheet, added later, repeats each of them in the same order.
 */
export function criticalStylesheet(css: string, pages: readonly string[]): string {
  const used = new Set(pages.flatMap(classesOf));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) =>
        used.has(name ?? ''),
      ),
    );
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The page with the built stylesheet's link replaced by a style element holding `critical`. */
export function withCriticalStylesheet(html: string, critical: string): string {
  if (!stylesheetLink.test(html)) throw new Error('Prerendering: the page links no stylesheet');
  const style = inlineElement('style', critical);
  return html.replace(stylesheetLink, () => style);
}
