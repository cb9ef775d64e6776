import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const reducedMotion = {
  '(prefers-reduced-motion: reduce)': {
    selectors: { '&[data-entering]': { animation: 'none' } },
  },
};

// On a phone every dialog takes the whole screen; from the tablet's width it floats in the middle, or, as a
// sheet (the cart, the wishlist), runs the screen's height at its end.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  backgroundColor: vars.color.backdrop,
  // Follows the visual viewport on mobile so the keyboard does not cover the dialog.
  height: 'var(--visual-viewport-height, 100vh)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
  '@media': { ...reducedMotion, [media.tablet]: { padding: vars.space.lg } },
});

export const sheetOverlay = style({
  '@media': { [media.tablet]: { justifyContent: 'flex-end', padding: 0 } },
});

export const modal = recipe({
  base: {
    width: '100%',
    height: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    borderRadius: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.duration.normal} ease-out` },
    },
    '@media': { ...reducedMotion, [media.tablet]: { height: 'auto', borderRadius: vars.radius.lg } },
  },
  variants: {
    size: {
      sm: { '@media': { [media.tablet]: { maxWidth: '24rem' } } },
      md: { '@media': { [media.tablet]: { maxWidth: '32rem' } } },
      lg: { '@media': { [media.tablet]: { maxWidth: '48rem' } } },
    },
    sheet: {
      true: { '@media': { [media.tablet]: { height: '100%', borderRadius: 0 } } },
      false: {},
    },
  },
  defaultVariants: { size: 'md', sheet: false },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const closeButton = style({
  flexShrink: 0,
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});
