import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const more = style({ display: 'inline-block', marginTop: vars.space.lg, color: vars.color.brand });
