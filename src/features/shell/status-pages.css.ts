import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const status = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
});
