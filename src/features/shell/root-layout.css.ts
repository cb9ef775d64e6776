import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** What the header shows from the tablet's width; on a phone it is in the fold-out menu. */
export const unfolded = style({ display: 'none', '@media': { [media.tablet]: { display: 'contents' } } });

/** The fold-out menu: on a phone only. */
export const folded = style({ display: 'contents', '@media': { [media.tablet]: { display: 'none' } } });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // The cart and the account stay at hand however far a phone's page is scrolled.
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.lg,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gap: vars.space.md } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Labels stacked in one cell: the element is as wide as the widest, whichever shows. */
export const sameWidthLabels = style({ display: 'inline-grid' });
globalStyle(`${sameWidthLabels} > *`, { gridArea: '1 / 1' });

export const unseenLabel = style({ visibility: 'hidden' });

export const main = style({
  flex: 1,
  // The footer starts below the first screen, so a page that grows as its data arrives does not push it
  // out of view (a layout shift, issue 18).
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.layout.pageMax,
  margin: '0 auto',
  padding: vars.layout.gutter,
  outline: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.layout.gutter,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const tagline = style({ margin: 0 });

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  color: vars.color.textInverse,
});
