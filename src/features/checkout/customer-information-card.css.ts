import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const error = style({ color: vars.color.danger, margin: 0 });
