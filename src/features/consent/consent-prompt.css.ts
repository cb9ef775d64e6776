import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

// In the flow at the end of the body, after the footer: below the first screen (main is at least one screen
// tall), so it moves nothing, covers nothing and never paints over the page's main content (docs/decisions/034).
export const prompt = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.layout.pageMax,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  '@media': { [media.tablet]: { flexWrap: 'nowrap', gap: vars.space.lg } },
});

export const text = style({
  margin: 0,
  flex: '1 1 16rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flex: '0 0 auto',
  marginInlineStart: 'auto',
});
