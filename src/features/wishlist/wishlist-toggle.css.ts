import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const filled = style({ fill: 'currentColor' });

export const flag = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
