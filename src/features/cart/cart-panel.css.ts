import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right' });

export const grand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

/** The link to the checkout, styled as the panel's main action. */
export const checkout = style({
  display: 'block',
  marginTop: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const quickOrder = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginTop: vars.space.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});

export const notAdded = style({ margin: 0, paddingInlineStart: vars.space.lg });
