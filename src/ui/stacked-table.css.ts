import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

/**
 * Add to a data table that is too wide for a phone: there each row becomes a block and each cell a line
 * with its column's name before it (the cell's `data-label`); from the tablet's width it is a table again.
 * The column headers stay in the document for assistive tech.
 */
export const stackedTable = style({});

const phone = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { [media.phone]: rules } });

globalStyle(
  `${stackedTable}, ${stackedTable} tbody, ${stackedTable} tr`,
  phone({ display: 'block', width: '100%' }),
);

globalStyle(
  `${stackedTable} thead`,
  phone({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

globalStyle(
  `${stackedTable} tbody tr`,
  phone({
    display: 'grid',
    gap: vars.space.xs,
    paddingBlock: vars.space.md,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

globalStyle(
  `${stackedTable} tbody th, ${stackedTable} tbody td`,
  phone({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.md}`,
    padding: 0,
    border: 'none',
    textAlign: 'start',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  }),
);

globalStyle(
  `${stackedTable} [data-label]::before`,
  phone({
    content: 'attr(data-label)',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);
