import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  // Stacked on a phone (image, then choices and the add button); side by side from the tablet.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const details = style({ display: 'grid', gap: vars.space.lg });

export const brand = style({ margin: 0, color: vars.color.textMuted });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxxl } },
});

export const price = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.fontSize.xxl,
  minHeight: '2.5rem',
});

export const salePrice = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const basePrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const pricePending = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const stock = style({ margin: 0, minHeight: '1.5rem' });

export const buy = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'center' });

export const quantity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const quantityValue = style({ minWidth: '2rem', textAlign: 'center', fontSize: vars.fontSize.lg });

/** Keeps the wishlist toggle's place while it loads (no layout shift). */
export const togglePlaceholder = style({ minHeight: '2.75rem' });
