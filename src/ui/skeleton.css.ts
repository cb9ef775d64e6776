import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

// Static classes, not a recipe: skeletons are on the first paint and need no runtime.
export const base = style({
  display: 'block',
  backgroundColor: vars.color.surfaceStrong,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const shape = styleVariants({
  rect: { borderRadius: vars.radius.md },
  text: { borderRadius: vars.radius.sm, height: '1em' },
  circle: { borderRadius: vars.radius.full },
});
