// A list of products with a 96 x 96 thumbnail (cart lines, wishlist items), and its empty text.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** How far a focus ring reaches past its control: 2 px of outline, 2 px off (button-base.css.ts). */
const focusRingReach = '4px';

export const emptyText = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

/**
 * A row is contained: a change in one (a cart line's quantity) is styled, laid out and painted in it alone, not
 * in the list of up to a hundred (the 100-line cart, issue 34). Paint containment clips at the padding box, so the
 * row reaches 4 px past its content (and gives it back in its margin): the focus rings of its buttons and links,
 * 2 px wide and 2 px off, are not cut.
 */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  contain: 'layout style paint',
  padding: focusRingReach,
  margin: `calc(-1 * ${focusRingReach})`,
});

export const thumbnail = style({
  flex: 'none',
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const main = style({ flex: 1, minWidth: 0 });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const detail = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
