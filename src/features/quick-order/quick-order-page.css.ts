import { style } from '@vanilla-extract/css';
import { control } from '../../ui/field.css';
import { media, vars } from '../../ui/theme.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: '52rem',
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const rows = style({ display: 'grid', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });

// On a phone: SKU over the quantity and the remove button; from the tablet, one line.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 5.5rem auto',
  gridTemplateAreas: '"number number number" "sku quantity remove" "verdict verdict verdict"',
  gap: vars.space.xs,
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '4.5rem minmax(0, 1fr) 6rem auto',
      gridTemplateAreas: '"number sku quantity remove" ". verdict verdict verdict"',
    },
  },
});

export const number = style({ gridArea: 'number', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sku = style({ gridArea: 'sku', minWidth: 0 });
export const quantity = style({ gridArea: 'quantity', minWidth: 0 });
export const verdict = style({
  gridArea: 'verdict',
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const refused = style([verdict, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const paste = style({ display: 'grid', gap: vars.space.sm });

// Plain inputs (hundreds of rows render at once): the kit's control look with native focus and invalid states.
export const rowInput = style([
  control,
  {
    selectors: {
      '&:focus': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

// A native button like the kit's ghost icon button: 500 react-aria buttons cost about a second to render.
export const removeButton = style({
  gridArea: 'remove',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
