import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

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
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const logo = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const navLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.xl,
  outline: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const tagline = style({ margin: 0 });

export const footerLinks = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({ color: vars.color.textInverse });
