import { style } from '@vanilla-extract/css';
import { control, field, inlineButton } from './field.css';
import { vars } from './theme.css';

export const root = style([field]);

export const inputGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Room on the inline end for the toggle button.
export const input = style([control, { paddingInlineEnd: '2.5rem' }]);

export const toggle = style([inlineButton]);

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// A paged list scrolls within about six rows, so reaching its end asks for the next page.
export const pagedList = style({ maxHeight: '15rem', overflowY: 'auto' });
