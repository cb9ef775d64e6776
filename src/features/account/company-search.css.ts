import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const search = style({ display: 'grid', gap: vars.space.md });

export const results = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const muted = style({ color: vars.color.textMuted });
