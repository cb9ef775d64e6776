import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    // react-aria marks the trigger button with aria-expanded while the menu is open.
    '[aria-expanded="true"] > * > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
