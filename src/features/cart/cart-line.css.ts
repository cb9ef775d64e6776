import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const quantity = style({
  minWidth: '1.5rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const prices = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
});

export const salePrice = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const basePrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const percent = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
