import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const article = style({ maxWidth: '42rem', lineHeight: vars.lineHeight.normal });
