import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** A currency's two amounts side by side where there is room, stacked on a phone. */
export const rule = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const budget = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});

export const readList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
