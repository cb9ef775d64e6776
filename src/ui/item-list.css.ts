// A list of products with a 96 x 96 thumbnail (cart lines, wishlist items), and its empty text.
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const emptyText = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

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
