import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const chooser = style({ display: 'grid', gap: vars.space.sm });

export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });

/**
 * The chooser's size while its code or texts load: label, field and the two-line hint on a phone (measured at
 * 412 px), one line of hint from the tablet's width; the page below it does not move when it comes.
 */
export const placeholder = style({
  minHeight: '7.0625rem',
  '@media': { [media.tablet]: { minHeight: '5.8125rem' } },
});
