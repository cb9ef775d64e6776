import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// One column as wide as the card: an implicit one grew to the address tabs' width on a phone.
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const error = style({ color: vars.color.danger, margin: 0 });

/** What the contact person list says without options (loading, nothing found, a failure). */
export const listMessage = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });
