// The rules a prerendered page brings in its HTML (decision 085): what its markup can use, in the stylesheet's order.
import { describe, expect, it } from 'vitest';
import { criticalStylesheet, withCriticalStylesheet } from '../../src/build/critical-stylesheet';

const css = [
  ':root{--brand:#1f3a5f}',
  'body{margin:0}',
  '._card{display:grid}',
  '._dialog{position:fixed}',
  '._card,._dialog{padding:1rem}',
  '._card ._name{font-weight:600}',
  '._card:not(._selected){opacity:.9}',
  '._card[data-pressed]:hover{outline:none}',
  '@media (min-width:40rem){._card{display:flex}._dialog{inset:0}}',
  '@media (prefers-reduced-motion:reduce){._dialog{transition:none}}',
  '@keyframes _pulse{0%{opacity:1}to{opacity:.5}}',
].join('');

describe('criticalStylesheet', () => {
  const pages = ['<div class="_card"><h2 class="_name">Tee</h2></div>', '<p class=" _name  extra">x</p>'];
  const critical = criticalStylesheet(css, pages);

  it('keeps the rules whose classes the pages use, and those without a class, in their order', () => {
    expect(critical).toBe(
      [
        ':root{--brand:#1f3a5f}',
        'body{margin:0}',
        '._card{display:grid}',
        '._card{padding:1rem}',
        '._card ._name{font-weight:600}',
        '._card:not(._selected){opacity:.9}',
        '._card[data-pressed]:hover{outline:none}',
        '@media (min-width:40rem){._card{display:flex}}',
        '@keyframes _pulse{0%{opacity:1}to{opacity:.5}}',
      ].join(''),
    );
  });

  it('drops the rules of what only the app renders, and an at-rule left empty', () => {
    expect(critical).not.toContain('._dialog');
    expect(critical).not.toContain('prefers-reduced-motion');
  });
});

describe('withCriticalStylesheet', () => {
  const page =
    '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body><div id="root"></div></body>';

  it("puts the rules in place of the stylesheet's link", () => {
    expect(withCriticalStylesheet(page, 'body{margin:0}')).toBe(
      '<head><style>body{margin:0}</style></head><body><div id="root"></div></body>',
    );
  });

  it('refuses rules that would end the style element, and a page without the link', () => {
    expect(() => withCriticalStylesheet(page, 'a::after{content:"</style>"}')).toThrow('</style');
    expect(() => withCriticalStylesheet('<head></head>', 'body{margin:0}')).toThrow('links no stylesheet');
  });
});
