import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const link = recipe({
  base: {
    color: vars.color.brand,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
      '&[data-pressed]': { color: vars.color.brandPressed },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-current]': { fontWeight: vars.fontWeight.semibold },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
  variants: {
    variant: {
      // Underlined: links inside running text must not rely on colour alone (WCAG 1.4.1).
      inline: {},
      // For navigation where position already marks the link; underline appears on hover.
      standalone: {
        color: vars.color.text,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
