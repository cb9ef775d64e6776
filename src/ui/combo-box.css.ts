import { style } from '@vanilla-extract/css';
import { control, field } from './field.css';
import { vars } from './theme.css';

export const root = style([field]);

export const inputGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Room on the inline end for the toggle button.
export const input = style([control, { paddingInlineEnd: '2.5rem' }]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceStrong },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
