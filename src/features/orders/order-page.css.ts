import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const header = style({ display: 'grid', gap: vars.space.sm });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const box = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const lineImage = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  verticalAlign: 'middle',
});

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const sku = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
});

export const totalValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({ fontWeight: vars.fontWeight.bold });

export const notes = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const noteDate = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const history = style({ margin: 0, paddingInlineStart: vars.space.xl });

/** What a decision's note gives the reason for ('Du avböjde ordern'), above its time and reason. */
export const noteTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
