import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

// Every text/background pair used by the kit is at least 4.5:1 (WCAG 2.2 AA); control borders and the
// focus ring are at least 3:1 against the surface (WCAG 1.4.11).
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandPressed: '#1e3a8a',
    brandSurface: '#eff6ff',
    onBrand: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceSubtle: '#f9fafb',
    surfaceMuted: '#f3f4f6',
    surfaceStrong: '#e5e7eb',
    surfaceInverse: '#111827',
    border: '#d1d5db',
    borderStrong: '#6b7280',
    focusRing: '#2563eb',
    backdrop: 'rgba(17, 24, 39, 0.5)',
    success: '#15803d',
    successSurface: '#f0fdf4',
    onSuccess: '#ffffff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerPressed: '#7f1d1d',
    dangerSurface: '#fef2f2',
    onDanger: '#ffffff',
    warning: '#92400e',
    warningSurface: '#fffbeb',
    info: '#1d4ed8',
    infoSurface: '#eff6ff',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  /** The page's side margin and the gap between page columns: narrow on a phone, wider from the tablet. */
  layout: {
    gutter: '1rem',
    pageMax: '80rem',
  },
  size: {
    /** The smallest target a pointer may need (WCAG 2.2, 2.5.8). */
    targetMin: '1.5rem',
    /** A comfortable target for a thumb: icon buttons, list rows. */
    touchTarget: '2.75rem',
  },
  radius: {
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.625rem',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 12px rgba(17, 24, 39, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
  // react-aria positions popovers and tooltips with an inline z-index of 100000, so they already sit above
  // modals and toasts; these layers order everything else.
  zIndex: {
    base: '0',
    sticky: '100',
    overlay: '1000',
    modal: '1010',
    toast: '1200',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
});

/**
 * The breakpoints: every page is styled for a 360 px phone first, and these widen it. Media queries cannot
 * read CSS variables, so they are the queries themselves: `'@media': { [media.tablet]: {...} }`.
 */
export const media = {
  /** Below the tablet: what only a phone needs (a table stacked into rows). */
  phone: 'not all and (min-width: 40rem)',
  /** A large phone in landscape, a small tablet: the header unfolds, two columns where they fit. */
  tablet: 'screen and (min-width: 40rem)',
  /** A laptop: side-by-side page columns (product, checkout). */
  desktop: 'screen and (min-width: 60rem)',
  /** Room for three columns (the flow atlas's diagram beside its simulator). */
  wide: 'screen and (min-width: 72rem)',
} as const;

globalStyle(':root', {
  '@media': { [media.tablet]: { vars: { [vars.layout.gutter]: vars.space.xl } } },
});
