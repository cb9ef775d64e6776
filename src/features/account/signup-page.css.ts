import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '44rem',
  margin: '0 auto',
});

/** The consumer form reads best narrow; the business form uses the page's width for its pairs of fields. */
export const narrow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const preferences = style({ display: 'grid', gap: vars.space.sm });

/** The business form's communication checkboxes: a fieldset without the browser's frame. */
export const preferenceGroup = style([preferences, { border: 0, padding: 0, margin: 0, minInlineSize: 0 }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const privacy = style({ display: 'grid', gap: vars.space.xs });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });

/** The account-type choice: two links that look like a segmented control. */
export const accountTypes = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  width: 'fit-content',
});

export const accountType = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
