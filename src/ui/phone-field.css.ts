import { style } from '@vanilla-extract/css';
import { control } from './field.css';
import { vars } from './theme.css';

// A fieldset named by the label (no legend, so the label can stay the number's <label>): the label on its own
// row, then the country picker beside the number, then help and error across both.
export const root = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  minWidth: 0,
});

export const fullRow = style({ gridColumn: '1 / -1' });

// The TextField's own box would hide its input and messages from the grid.
export const numberField = style({ display: 'contents' });

export const input = style([control, { appearance: 'none' }]);

export const country = style({ display: 'flex', minWidth: 0 });

export const countryTrigger = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: 'auto',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
]);

export const flag = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${country}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

// The search box stays put while the list under it scrolls.
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '20rem',
  overflow: 'hidden',
});

export const search = style({ display: 'flex', flexShrink: 0 });

export const searchInput = style([
  control,
  {
    appearance: 'none',
    selectors: {
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  },
]);

export const list = style({ flex: 1, minHeight: 0, overflow: 'auto' });

export const optionName = style({ flex: 1, minWidth: 0 });

export const optionDial = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
