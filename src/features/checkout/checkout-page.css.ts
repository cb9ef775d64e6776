import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const aside = style({ display: 'grid', gap: vars.space.lg });

/** The provider's page: tall enough for its form and buttons without an inner scrollbar. */
export const widget = style({
  width: '100%',
  minHeight: '34rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right' });

export const grand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const lines = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
