import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Shared by Select, ComboBox and Menu, which all render a list in a popover.

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering]': { animation: 'none' } },
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  maxHeight: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceStrong },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Fixed-width slot for the check mark so labels line up whether or not an item is selected. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1rem',
  color: vars.color.brand,
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
