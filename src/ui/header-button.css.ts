import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const count = style({
  position: 'absolute',
  top: '0.125rem',
  right: '0.125rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
