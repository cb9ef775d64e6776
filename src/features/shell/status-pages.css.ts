import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const status = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
});

export const retry = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
