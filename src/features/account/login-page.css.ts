import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
