import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const badge = recipe({
  base: {
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
  },
  variants: {
    variant: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
      info: { backgroundColor: vars.color.infoSurface, color: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
