// The shared look of buttons as plain classes: the recipe in button.css.ts builds on them, and the
// trigger placeholder uses them directly, so the first paint needs no recipe runtime.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The look every button shares; exported for the trigger placeholder (no recipe runtime needed). */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled], &[data-locked]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]:not([data-locked])': { cursor: 'progress' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The ghost variant and the default size as plain classes, shared with the trigger placeholder. */
export const ghost = style({
  backgroundColor: 'transparent',
  color: vars.color.text,
  selectors: {
    '&[data-hovered], &:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceStrong },
  },
});

export const sizeMd = style({
  minHeight: '2.5rem',
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.md,
});

/** The small size, shared with the button placeholder. */
export const sizeSm = style({
  minHeight: '2rem',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
});

/**
 * A button's place while its code loads (the button placeholder): its size, from its hidden label, shown as
 * a skeleton.
 */
export const placeholder = style({
  color: 'transparent',
  backgroundColor: vars.color.surfaceStrong,
  cursor: 'default',
});

/** A square button for a lone icon. */
export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    // Hidden but still laid out and still in the accessible name, so the width does not jump.
    [`${root}[data-pending]:not([data-locked]) &`]: { opacity: 0 },
  },
});
