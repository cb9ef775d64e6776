// A flow's recorded usage (GET /api/flow-usage/{flow}/) as the atlas shows it: the figures drawn on the
// diagram, the tables' rows and their CSV. Pure: the view, its tests and the CSV share it.
import type { AnyStateMachine } from 'xstate';
import type { FlowUsage } from '../../../openapi/types';
import { type Chart, chartOf, triggerLabel, triggerOf } from './flow-chart';
import type { DiagramFigures } from './flow-svg';

/** A range of whole UTC days, both ends included, as `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The default range: the last 30 days, today (UTC) included, as the backend defaults it. */
export function lastDays(days: number, now = new Date()): DayRange {
  const from = new Date(now);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: day(from), to: day(now) };
}

const counts = new Intl.NumberFormat('en-GB');

/** A count as shown: '12,345'. */
export const formatCount = (count: number) => counts.format(count);

/** A share (0..1) in percent, as shown and exported: one decimal, '45.5'. */
export const sharePercent = (share: number) => Math.round(share * 1000) / 10;

export const formatShare = (share: number) => `${sharePercent(share)} %`;

/** A part of the range's sessions (0 without sessions). */
const shareOfSessions = (usage: FlowUsage, count: number) => (usage.sessions ? count / usage.sessions : 0);

/**
 * What the usage view writes on the diagram: the sessions that entered each state with their share of all
 * sessions, and each transition's count with its share of the exits from its state.
 */
export function usageFigures(chart: Chart, usage: FlowUsage): DiagramFigures {
  const states: Record<string, string> = {};
  for (const state of usage.states)
    states[state.state] =
      `${formatCount(state.sessions)} · ${formatShare(shareOfSessions(usage, state.sessions))}`;
  const transitions: Record<string, string> = {};
  // Every designed transition gets a figure (0 when never taken), so untaken ones stand out.
  for (const transition of chart.transitions) transitions[transition.id] = `0 · ${formatShare(0)}`;
  for (const transition of usage.transitions)
    transitions[transition.transition] =
      `${formatCount(transition.count)} · ${formatShare(transition.share)}`;
  return { states, transitions };
}

/** How an event type reads on the atlas ('done: login', 'after 5000 ms'). */
export const eventLabel = (machine: AnyStateMachine, event: string) =>
  triggerLabel(triggerOf(machine, event));

/** A state id without the machine's id in front ('login.failed' → 'failed'). */
export const stateName = (machineId: string, id: string) =>
  id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;

/** Where a recorded path ended: the target of its last transition, as the chart draws it. */
function pathEnd(machine: AnyStateMachine, path: FlowUsage['paths'][number]): string | undefined {
  const last = path.transitions.at(-1)?.at(-1);
  if (!last) return undefined;
  return chartOf(machine).transitions.find((transition) => transition.id === last)?.target;
}

/** A recorded path as the generated ones are named: 'login.submit → done: login ⇒ success'. */
function pathName(machine: AnyStateMachine, path: FlowUsage['paths'][number]): string {
  const steps = path.events.map((event) => eventLabel(machine, event)).join(' → ') || '(no step)';
  const end = pathEnd(machine, path);
  return end ? `${steps} ⇒ ${stateName(machine.id, end)}` : steps;
}

/** The tables of the usage view, as shown (a table and its CSV have the same rows). */
export function usageTables(machine: AnyStateMachine, usage: FlowUsage) {
  const name = (id: string) => stateName(machine.id, id);
  return {
    states: {
      columns: ['State', 'Sessions', 'Share of sessions (%)', 'Times entered', 'Times left', 'Drop-off'],
      rows: usage.states.map((state) => [
        name(state.state),
        state.sessions,
        sharePercent(shareOfSessions(usage, state.sessions)),
        state.entered,
        state.left,
        state.dropOff,
      ]),
    },
    transitions: {
      columns: ['From', 'Event', 'To', 'Count', 'Share of exits (%)'],
      rows: usage.transitions.map((transition) => [
        name(transition.from),
        eventLabel(machine, transition.event),
        name(transition.to),
        transition.count,
        sharePercent(transition.share),
      ]),
    },
    paths: {
      columns: ['Path', 'Steps', 'Runs'],
      rows: usage.paths.map((path) => [pathName(machine, path), path.events.length, path.count]),
    },
  } satisfies Record<string, UsageTable>;
}

export interface UsageTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * Text a spreadsheet may run as a formula: it starts with = + - @ (after spaces), a tab or a carriage return.
 * Judged on the NFKC form, which folds the look-alikes a spreadsheet may read as these (full-width `＝＋－＠`,
 * small and raised forms such as `﹦` or `⁺`, an ideographic space before them), plus the minus sign `−`.
 */
const formulaStart = /^(?:[\t\r]|\s*[=+\-@\u2212])/;

/**
 * A cell as RFC 4180 CSV: quoted when it holds a comma, quote or line break. Recorded event names come from
 * outside, so text that a spreadsheet would run as a formula is prefixed with a quote mark.
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value.normalize('NFKC')) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV, header first, CRLF line ends. */
export const tableToCsv = (table: UsageTable) =>
  `${[table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
