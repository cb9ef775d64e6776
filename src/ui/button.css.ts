import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { ghost, iconOnly, root, sizeMd, sizeSm } from './button-base.css';
import { vars } from './theme.css';

export { label } from './button-base.css';

export const button = recipe({
  base: root,
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brandHover },
          '&[data-pressed]': { backgroundColor: vars.color.brandPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.color.surfaceStrong },
        },
      },
      ghost,
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerPressed },
        },
      },
    },
    size: {
      sm: sizeSm,
      md: sizeMd,
      lg: { minHeight: '3rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    iconOnly: {
      true: iconOnly,
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
