import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${rotate} 0.8s linear infinite`,
  '@media': {
    // The spin is the only sign of progress, so slow it down instead of stopping it.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const track = style({ opacity: 0.25 });
