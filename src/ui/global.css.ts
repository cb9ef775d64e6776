import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// Long words (German compounds, e-mail addresses) break rather than widen a phone's page.
globalStyle('h1, h2, h3, p, dd, li', { overflowWrap: 'break-word' });

// A phone's page heading: smaller than the browser's 2em, which leaves one long word on a line.
globalStyle('h1', { '@media': { [media.phone]: { fontSize: vars.fontSize.xxl } } });

globalStyle('img, video', { display: 'block', maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Kept in sync with react-aria's VisuallyHidden: hidden on screen, still read by assistive tech.
const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

globalStyle('.visually-hidden', visuallyHiddenRules);
