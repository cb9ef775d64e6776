import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const shell = style({
  maxWidth: '96rem',
  margin: '0 auto',
  padding: vars.layout.gutter,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} td.number, ${table} th.number`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The simulator below the diagram, beside it where both fit.
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const diagramFrame = style({
  overflow: 'auto',
  // Touch pans and pinches the diagram (flow-diagram.tsx), not the page; on a phone the frame leaves room
  // above and below it to scroll the page.
  touchAction: 'none',
  maxHeight: '60vh',
  '@media': { [media.tablet]: { maxHeight: '75vh' } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

// A block as wide as its SVG: an inline block would add a line's descent below it (a scrollbar when it fits).
export const diagram = style({ display: 'block', width: 'max-content' });

globalStyle(`${diagram} svg`, { display: 'block' });
globalStyle(`${diagram} [data-state]`, { cursor: 'pointer' });
globalStyle(`${diagram} [data-active="true"] > rect:first-of-type`, {
  stroke: vars.color.brand,
  strokeWidth: 3,
  fill: vars.color.brandSurface,
});
globalStyle(`${diagram} [data-selected="true"] > rect:first-of-type`, {
  strokeDasharray: '4 3',
  stroke: vars.color.text,
  strokeWidth: 2.5,
});
globalStyle(`${diagram} [data-highlighted="true"] path`, { stroke: vars.color.brand, strokeWidth: 2.5 });
globalStyle(`${diagram} [data-highlighted="true"] text`, { fill: vars.color.brand, fontWeight: 700 });

export const panel = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The events carry their payloads: long JSON wraps inside the button instead of widening the page.
globalStyle(`${choices} button`, {
  width: '100%',
  justifyContent: 'flex-start',
  whiteSpace: 'normal',
  textAlign: 'start',
});
globalStyle(`${choices} button > span`, { display: 'block', minWidth: 0 });

export const choiceDetail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  wordBreak: 'break-all',
  textAlign: 'start',
});

export const history = style({ margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const paths = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const pathRow = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const states = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

globalStyle(`${states} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${states} dd`, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The usage view's date range: the two days side by side, below each other on a narrow phone. */
export const range = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  border: 'none',
});

globalStyle(`${range} > legend`, { padding: 0, marginBlockEnd: vars.space.sm });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figures} dd`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** The analyst's sign-in form (docs/decisions/047): one column, no wider than a form needs. */
export const signIn = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '24rem',
  justifyItems: 'start',
});

/** Who is signed in, and the way out. */
export const analyst = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
});
