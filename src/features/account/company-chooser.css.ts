import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const chooser = style({ display: 'grid', gap: vars.space.sm });

export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });
