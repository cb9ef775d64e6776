import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const error = style({ color: vars.color.danger, margin: 0 });
