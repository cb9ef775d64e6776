import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// One scrollable row: its height is the same before and after the categories load (no layout shift).
export const filter = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  minHeight: '2.75rem',
  paddingBlock: vars.space.xxs,
});

export const chip = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
