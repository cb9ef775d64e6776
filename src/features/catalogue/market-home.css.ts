import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

// One column that never grows past the screen: the category row scrolls inside it, not the page.
export const home = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  '@media': { [media.tablet]: { gap: vars.space.xxxl } },
});

export const intro = style({ color: vars.color.textMuted, marginTop: 0 });
