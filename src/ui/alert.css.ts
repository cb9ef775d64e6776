import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    variant: {
      info: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'info' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ margin: 0 });
