// The atlas's usage view: the figures it draws on the diagram, its tables and their CSV (issue 20).
import { describe, expect, it } from 'vitest';
import { flowById } from '../../machines/index';
import type { FlowUsage } from '../../openapi/types';
import { chartOf } from '../../src/features/flows/flow-chart';
import { lastDays, tableToCsv, usageFigures, usageTables } from '../../src/features/flows/flow-usage';

const entry = flowById('new-password')!;

/** Four sessions: three submitted, two of them succeeded (one after a failure), one left while editing. */
const usage: FlowUsage = {
  flow: 'new-password',
  from: '2026-11-01',
  to: '2026-11-30',
  sessions: 4,
  completions: 2,
  states: [
    { state: 'newPassword.editing', entered: 5, sessions: 4, left: 4, dropOff: 1 },
    { state: 'newPassword.submitting', entered: 4, sessions: 3, left: 4, dropOff: 0 },
    { state: 'newPassword.success', entered: 2, sessions: 2, left: 0, dropOff: 0 },
  ],
  transitions: [
    {
      transition: 'newPassword.editing newPassword.submit #0',
      from: 'newPassword.editing',
      event: 'newPassword.submit',
      to: 'newPassword.submitting',
      count: 3,
      share: 1,
    },
    {
      transition: 'newPassword.submitting xstate.done.actor.resetPassword #0',
      from: 'newPassword.submitting',
      event: 'xstate.done.actor.resetPassword',
      to: 'newPassword.success',
      count: 2,
      share: 2 / 3,
    },
    {
      transition: 'newPassword.submitting xstate.error.actor.resetPassword #1',
      from: 'newPassword.submitting',
      event: 'xstate.error.actor.resetPassword',
      to: 'newPassword.editing',
      count: 1,
      share: 1 / 3,
    },
  ],
  paths: [
    {
      events: ['newPassword.submit', 'xstate.done.actor.resetPassword'],
      transitions: [
        ['newPassword.editing newPassword.submit #0'],
        ['newPassword.submitting xstate.done.actor.resetPassword #0'],
      ],
      count: 2,
    },
    {
      events: ['newPassword.submit', 'xstate.error.actor.resetPassword'],
      transitions: [
        ['newPassword.editing newPassword.submit #0'],
        ['newPassword.submitting xstate.error.actor.resetPassword #1'],
      ],
      count: 1,
    },
    { events: [], transitions: [], count: 1 },
  ],
  delays: [],
  errors: [{ transition: 'newPassword.submitting xstate.error.actor.resetPassword #1', count: 1 }],
};

describe('the usage figures on the diagram', () => {
  it('writes each state’s entries with its share of sessions and each transition’s count with its share of exits', () => {
    const figures = usageFigures(chartOf(entry.machine), usage);
    expect(figures.states['newPassword.editing']).toBe('4 · 100 %');
    expect(figures.states['newPassword.submitting']).toBe('3 · 75 %');
    expect(figures.states['newPassword.success']).toBe('2 · 50 %');
    expect(figures.transitions['newPassword.submitting xstate.done.actor.resetPassword #0']).toBe(
      '2 · 66.7 %',
    );
    expect(figures.transitions['newPassword.submitting xstate.error.actor.resetPassword #1']).toBe(
      '1 · 33.3 %',
    );
    // A designed transition nobody took reads 0, so it stands out.
    expect(figures.transitions['newPassword.editing newPassword.change #0']).toBe('0 · 0 %');
  });
});

describe('the usage tables and their CSV', () => {
  const tables = usageTables(entry.machine, usage);

  it('names states without the machine, events as the diagram labels them, paths most frequent first', () => {
    expect(tables.transitions.rows).toEqual([
      ['editing', 'newPassword.submit', 'submitting', 3, 100],
      ['submitting', 'done: resetPassword', 'success', 2, 66.7],
      ['submitting', 'error: resetPassword', 'editing', 1, 33.3],
    ]);
    expect(tables.paths.rows).toEqual([
      ['newPassword.submit → done: resetPassword ⇒ success', 2, 2],
      ['newPassword.submit → error: resetPassword ⇒ editing', 2, 1],
      ['(no step)', 0, 1],
    ]);
    expect(tables.states.rows).toEqual([
      ['editing', 4, 100, 5, 4, 1],
      ['submitting', 3, 75, 4, 4, 0],
      ['success', 2, 50, 2, 0, 0],
    ]);
  });

  it('writes CSV with a header, CRLF line ends and the numbers as shown', () => {
    expect(tableToCsv(tables.transitions)).toBe(
      'From,Event,To,Count,Share of exits (%)\r\n' +
        'editing,newPassword.submit,submitting,3,100\r\n' +
        'submitting,done: resetPassword,success,2,66.7\r\n' +
        'submitting,error: resetPassword,editing,1,33.3\r\n',
    );
  });

  it('quotes separators and defuses text a spreadsheet would run as a formula', () => {
    const csv = tableToCsv({
      columns: ['Event', 'Count'],
      rows: [
        ['a,"b"', 1],
        ['=HYPERLINK("x")', 2],
        ['-1+1', 3],
      ],
    });
    expect(csv).toBe('Event,Count\r\n"a,""b""",1\r\n"\'=HYPERLINK(""x"")",2\r\n\'-1+1,3\r\n');
  });

  it("defuses look-alikes of a formula's first character too, judged after NFKC (issue 31, item 10)", () => {
    const lookAlikes = [
      '\uFF1DHYPERLINK("x")', // ＝ full-width equals
      '\uFF0B1+1', // ＋ full-width plus
      '\uFF0D1+1', // － full-width hyphen-minus
      '\uFF20SUM(A1)', // ＠ full-width commercial at
      '\uFE66cmd', // ﹦ small equals
      '\u207A1', // ⁺ superscript plus
      '\u2212 1', // − minus sign
      '\u3000\uFF1D1', // an ideographic space, then ＝
      ' =1', // a space, then =
    ];
    const cells = tableToCsv({ columns: ['Event'], rows: lookAlikes.map((text) => [text]) })
      .split('\r\n')
      .slice(1, -1);
    expect(cells).toEqual(
      lookAlikes.map((text) => (text.includes('"') ? `"'${text.replace(/"/g, '""')}"` : `'${text}`)),
    );
    // The same characters inside the text are left as they are.
    expect(tableToCsv({ columns: ['Event'], rows: [['a\uFF1D1'], ['submit']] })).toBe(
      'Event\r\na\uFF1D1\r\nsubmit\r\n',
    );
  });
});

describe('the default range', () => {
  it('is the last 30 UTC days, today included', () => {
    expect(lastDays(30, new Date('2026-03-01T23:30:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
