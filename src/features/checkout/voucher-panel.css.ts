import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.sm });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const field = style({ flex: '1 1 10rem', minWidth: 0 });

export const pin = style({ flex: '0 1 7rem', minWidth: 0 });

export const applied = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const appliedItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const messages = style({ margin: 0, paddingInlineStart: vars.space.lg });
