import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const heading = style({ margin: 0 });

export const filters = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skeleton = style({ display: 'grid', gap: vars.space.sm });

export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const headCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const nowrap = style({ whiteSpace: 'nowrap' });

// At least the WCAG 2.2 target size on its own, whatever badges or buttons sit next to it (2.5.8).
export const orderLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
});

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badgeButton = style({
  cursor: 'help',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const tableScroll = style({ overflowX: 'auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
