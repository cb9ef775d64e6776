import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
