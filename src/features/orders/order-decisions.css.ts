import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const dialogText = style({ margin: 0, color: vars.color.textMuted });

export const dialogButtons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** Why the user sees no decision buttons (issue 33). */
export const blocked = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
