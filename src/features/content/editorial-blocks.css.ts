import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const blocks = style({ display: 'grid', gap: vars.space.xl });

const heroHeight = '12rem';

export const hero = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.md,
  minHeight: heroHeight,
  padding: vars.space.xl,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
  borderRadius: vars.radius.lg,
  background: vars.color.brandSurface,
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const heroText = style({ margin: 0, maxWidth: '40rem', fontSize: vars.fontSize.lg });

export const heroLink = style({
  display: 'inline-block',
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const usps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const usp = style({
  selectors: {
    // Decoration only: the alternative text after the slash keeps screen readers from reading the tick.
    '&::before': { content: '"✓" / ""', marginRight: vars.space.xs, color: vars.color.success },
  },
});

/** The usual height of the seeded home blocks at each screen width (measured), reserved while they load. */
export const reserved = style({
  minHeight: '37rem',
  '@media': {
    [media.tablet]: { minHeight: '28rem' },
    [media.desktop]: { minHeight: '23.5rem' },
  },
});

export const skeleton = style({ minHeight: 'inherit' });
