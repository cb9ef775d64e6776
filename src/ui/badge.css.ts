import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Static classes (styleVariants), not a recipe: the badge is on the first paint and needs no runtime.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const variant = styleVariants({
  neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
  info: { backgroundColor: vars.color.infoSurface, color: vars.color.info },
  success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
  warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
});

export type BadgeVariant = keyof typeof variant;
