import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const dropZone = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSubtle,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.brandSurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const list = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  // On a phone the actions take a line of their own under the preview and the name.
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: '4rem minmax(0, 1fr) auto' } },
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const rowActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const preview = style({ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain' });

export const progressList = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const progress = style({ width: '100%' });

export const description = style({ display: 'block', color: vars.color.textMuted, overflowWrap: 'anywhere' });
