/**
 * The bare pages of `npm run perf` (decisions 060, 091): each one's name (its folder in dist/, its path in the
 * preview) and its entry in this folder. The floor first; index.html names its entry.
 */
export const barePages = {
  bare: 'main.tsx',
  'bare-with-data': 'with-data.tsx',
  'bare-with-flows': 'with-flows.tsx',
} as const;

/** Where the preview serves a bare page. */
export const barePagePath = (page: keyof typeof barePages) => `/${page}/`;
