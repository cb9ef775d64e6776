// The HTTP headers the shop's pages are served with: by `vite preview` and, written as `dist/_headers` at build
// time, by production hosting (README, 'Hosting'), with the hashed files' caching. One list, read by the build's
// plugins (vite.config.ts); nothing in the app imports it.
import type { InlineSources } from '../build/inline-sources.ts';

/** The hosted payment pages the checkout frames, by name (the embedded backend serves its own from 'self'). */
const paymentProviderFrames = [
  'https://*.klarna.com',
  'https://*.klarnacdn.net',
  'https://*.adyen.com',
  'https://*.adyenpayments.com',
  'https://*.qliro.com',
  'https://*.avarda.com',
  'https://*.avarda.org',
  'https://*.walleypay.com',
  'https://*.walley.se',
];

/** The configured API hosts (a real backend is a configuration change), besides this origin. */
const apiOrigins = (env: Record<string, string | undefined>) =>
  [env.VITE_APP_API_URL, env.VITE_SHOPPER_API_URL, env.VITE_INSIGHTS_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);

/**
 * `inline`: the CSP sources (hashes) of the elements the build put into the prerendered pages: the style element
 * with the rules their markup uses (decision 085) and the script that starts their app (decision 086).
 */
export function securityHeaders(
  env: Record<string, string | undefined>,
  inline: InlineSources = { styles: [], scripts: [] },
): Record<string, string> {
  const api = apiOrigins(env);
  const policy = [
    "default-src 'self'",
    // The pages load their modules from 'self' (and the editor bridge from the API); the one inline script, the
    // prerendered pages' starter, by the hash of its text as the build wrote it.
    ["script-src 'self'", ...inline.scripts, ...api].join(' '),
    // Two style elements react-aria adds (touch-action on pressables, overscroll while a dialog is open), by
    // hash: a react-aria update that changes them fails the e2e suite (its `page` fixture) until updated here.
    // The prerendered pages' style element, by the hash of its text as the build wrote it.
    [
      "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
      ...inline.styles,
    ].join(' '),
    // react-aria places popovers and tooltips with style attributes.
    "style-src-attr 'unsafe-inline'",
    // The favicon is a data URL; the atlas's downloads are blob URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${api.join(' ')}`.trim(),
    `frame-src 'self' ${paymentProviderFrames.join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
}

/**
 * The folders of files whose names carry a hash of their content (the shop's and the atlas's): a new build has new
 * names, so a browser may keep them for a year without asking again (decision 077). Every other file, the pages
 * among them, is revalidated on each use.
 */
const immutablePaths = ['/assets/', '/flows/assets/'];
export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const isImmutablePath = (path: string) => immutablePaths.some((prefix) => path.startsWith(prefix));

/** The headers as a Netlify / Cloudflare Pages `_headers` file: the security headers for every path, then the hashed files' caching. */
export const headersFile = (headers: Record<string, string>) =>
  [
    `/*\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`,
    ...immutablePaths.map((prefix) => `${prefix}*\n  Cache-Control: ${immutableCacheControl}\n`),
  ].join('');
