import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  marginTop: vars.space.xl,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, maxWidth: '40rem' });
