import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

// One column on a phone (the summary first); from the desktop the provider's frame with the summary beside it.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"aside" "main"',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
      gridTemplateAreas: '"main aside"',
      gap: vars.space.xl,
    },
  },
});

// One column no wider than the page: an implicit grid column would grow to its widest card's content (the
// customer card's two address tabs made a business buyer's checkout 395 px wide on a 360 px phone).
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, minWidth: 0 };

export const main = style({ gridArea: 'main', ...column });

export const aside = style({ gridArea: 'aside', ...column });

/*
 * Placeholders of the phone's sizes (the aside is above the provider's frame there): the folded summary card
 * and the voucher panel with its two folded sections (one without gift cards), so that the frame does not move
 * when they come (CLS 0, issue 18). Measured at 360-412 px; the cards' paddings and headings set them.
 */
export const summaryPlaceholder = style({ minHeight: '6.3125rem' });

/** The voucher placeholder: its heading, then its folded sections' placeholder in the rest of the height. */
const voucherPlaceholderCard = style({ gridTemplateRows: 'auto 1fr' });
export const voucherPlaceholder = styleVariants({
  withGiftCards: [voucherPlaceholderCard, { minHeight: '11.6875rem' }],
  withoutGiftCards: [voucherPlaceholderCard, { minHeight: '8.125rem' }],
});

/** The gift-card section's folded height, held while the checkout it needs is started. */
export const giftCardPlaceholder = style({ minHeight: '3.0625rem' });

/** The summary's toggle: its heading, and the total so that a folded summary still says what it costs. */
export const summary = style({ borderBlockEnd: 'none' });

export const summaryTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  flex: 1,
  fontSize: vars.fontSize.lg,
});

/**
 * The provider's page: the screen's width, and at least the height of most providers' forms (on a phone its fields
 * stack, so it is taller); taller when the page reports more (ProviderFrame), so that its form is not scrolled inside
 * the frame. A block, so that the box holding its place a task before it (ProviderFrame) is the same: an inline frame
 * sits on a line and takes its descent too.
 */
export const widget = style({
  display: 'block',
  width: '100%',
  minHeight: '48rem',
  '@media': { [media.tablet]: { minHeight: '34rem' } },
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
