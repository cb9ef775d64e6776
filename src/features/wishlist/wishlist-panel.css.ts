import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const items = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const image = style({
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const detail = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
