import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const grid = style({
  display: 'grid',
  // Two columns on a phone, as many 12rem columns as fit from the tablet on.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: vars.space.xl },
  },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const brand = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
});

export const salePrice = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const basePrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stock = style({ margin: 0 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});

/** The whole card is the link's target area (the name is the accessible link text). */
export const productLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});
