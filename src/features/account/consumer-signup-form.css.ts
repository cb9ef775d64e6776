import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '32rem', margin: '0 auto' });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const names = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const preferences = style({ display: 'grid', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const privacy = style({ display: 'grid', gap: vars.space.xs });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
