import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  maxWidth: '40rem',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 16rem' });

export const submitRow = style({ paddingTop: '1.6rem' });
