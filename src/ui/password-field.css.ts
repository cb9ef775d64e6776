import { style, styleVariants } from '@vanilla-extract/css';
import { control, field, inlineButton } from './field.css';
import { vars } from './theme.css';

export const root = style([field]);

export const inputGroup = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Room on the inline end for the show/hide button.
export const input = style([control, { appearance: 'none', paddingInlineEnd: '2.75rem' }]);

export const toggle = style([inlineButton]);

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// The icon differs in shape (tick or cross), not only in colour; the state is also in hidden text.
export const checkIcon = styleVariants({
  met: { flexShrink: 0, color: vars.color.success },
  unmet: { flexShrink: 0, color: vars.color.textMuted },
});

export const checkLabel = styleVariants({
  met: { color: vars.color.text },
  unmet: { color: vars.color.textMuted },
});

export const meter = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const meterLabel = style({ color: vars.color.textMuted });

export const meterValue = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const meterTrack = style({
  gridColumn: '1 / -1',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceStrong,
  overflow: 'hidden',
});

export const meterFill = styleVariants({
  weak: { height: '100%', backgroundColor: vars.color.danger },
  fair: { height: '100%', backgroundColor: vars.color.warning },
  strong: { height: '100%', backgroundColor: vars.color.success },
});
