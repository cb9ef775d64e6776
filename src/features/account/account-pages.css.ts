import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '52rem',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const checkboxes = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const legend = style({ marginBlockEnd: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const nav = style({ display: 'grid', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const address = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const addressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
