import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const home = style({ display: 'grid', gap: vars.space.xxxl });

export const intro = style({ color: vars.color.textMuted, marginTop: 0 });
