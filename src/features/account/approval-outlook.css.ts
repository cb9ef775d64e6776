import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const outlook = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.md });
export const budget = style({ margin: 0 });
export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg });
