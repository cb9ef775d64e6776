import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// Sticks to the bottom of the viewport but keeps its own place at the end of the page, so it hides nothing.
export const notice = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const exit = style({ color: vars.color.textInverse, fontWeight: vars.fontWeight.semibold });
