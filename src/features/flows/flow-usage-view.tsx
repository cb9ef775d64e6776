// The atlas's usage view of a flow: a date range, the sessions and completions, the busiest paths, the
// drop-off per state, the delays and actor errors seen, each table with its CSV. The diagram's figures come
// from the same usage (flow-page). Only a signed-in flow analyst reads them (docs/decisions/047).
import { useEffect, useState } from 'react';
import type { FlowEntry } from '../../../machines/index';
import type { FlowUsage } from '../../../openapi/types';
import { downloadText } from '../../lib/download';
import { isoDay } from '../../lib/search-params';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { stackedTable } from '../../ui/stacked-table.css';
import { TextField } from '../../ui/text-field';
import { useAnalystSession } from './analyst-session';
import { AnalystSignIn, AnalystStatus, NotAnalyst } from './analyst-sign-in';
import {
  type DayRange,
  eventLabel,
  formatCount,
  formatShare,
  stateName,
  tableToCsv,
  type UsageTable,
  usageTables,
} from './flow-usage';
import { fetchFlowUsage, isNotAnalyst } from './flow-usage-api';
import * as styles from './flows.css';

export type UsageState =
  | { status: 'signedOut' }
  | { status: 'notAnalyst' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; usage: FlowUsage };

/** The flow's usage in the range for the signed-in analyst, read again when the range changes or on retry. */
export function useFlowUsage(flowId: string, range: DayRange, isEnabled: boolean) {
  const session = useAnalystSession();
  const [state, setState] = useState<UsageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { from, to } = range;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same range again (retry).
  useEffect(() => {
    if (!isEnabled || !session) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFlowUsage(flowId, { from, to }, controller.signal).then(
      (usage) => setState({ status: 'done', usage }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isNotAnalyst(error)) setState({ status: 'notAnalyst' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [flowId, from, to, isEnabled, attempt, session]);
  return {
    state: session ? state : ({ status: 'signedOut' } as const),
    retry: () => setAttempt((count) => count + 1),
  };
}

/** From and to days; a change applies when both are days and from is not after to. */
export function UsageRangeForm({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const isReversed = draft.from > draft.to;
  const change = (next: DayRange) => {
    setDraft(next);
    const from = isoDay(next.from);
    const to = isoDay(next.to);
    if (from && to && from <= to) onChange({ from, to });
  };
  return (
    <fieldset className={styles.range}>
      <legend className={styles.muted}>Recorded between (UTC days, both included)</legend>
      <TextField
        label="From"
        type="date"
        value={draft.from}
        onChange={(from) => change({ ...draft, from })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        onChange={(to) => change({ ...draft, to })}
        {...(isReversed ? { errorMessage: 'The end must not be before the start.' } : {})}
      />
    </fieldset>
  );
}

/** The side panel of the usage view: the range's totals, delays and actor errors. */
export function UsageSummary({
  entry,
  state,
  onRetry,
}: {
  entry: FlowEntry;
  state: UsageState;
  onRetry: () => void;
}) {
  if (state.status === 'signedOut') return <AnalystSignIn />;
  if (state.status === 'notAnalyst') return <NotAnalyst />;
  if (state.status === 'loading')
    return (
      <Card heading="Usage" headingLevel={2}>
        <p className={styles.muted} role="status">
          Loading the recorded usage…
        </p>
      </Card>
    );
  if (state.status === 'error')
    return (
      <Alert variant="danger" title="The recorded usage could not be loaded">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  const { usage } = state;
  if (usage.sessions === 0)
    return (
      <Card heading="Usage" headingLevel={2}>
        <p role="status">No recorded usage in this range.</p>
        <AnalystStatus />
      </Card>
    );
  const rate = usage.sessions ? usage.completions / usage.sessions : 0;
  const machine = entry.machine;
  const counted = (items: { transition: string; count: number }[], label: string, none: string) => (
    <>
      <h3>{label}</h3>
      {items.length ? (
        <ul className={styles.history} aria-label={label}>
          {items.map((item) => {
            const recorded = usage.transitions.find(
              (transition) => transition.transition === item.transition,
            );
            return (
              <li key={item.transition}>
                {recorded
                  ? `${eventLabel(machine, recorded.event)} in ${stateName(machine.id, recorded.from)}`
                  : item.transition}
                : {formatCount(item.count)}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{none}</p>
      )}
    </>
  );
  return (
    <Card heading="Usage" headingLevel={2}>
      <dl className={styles.figures} aria-label="Totals">
        <div>
          <dt>Sessions</dt>
          <dd>{formatCount(usage.sessions)}</dd>
        </div>
        <div>
          <dt>Completions</dt>
          <dd>{formatCount(usage.completions)}</dd>
        </div>
        <div>
          <dt>Completion rate</dt>
          <dd>{formatShare(rate)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        On the diagram: sessions that entered each state, and each transition's count with its share of the
        exits from its state.
      </p>
      {counted(usage.delays, 'Delays', 'No delay fired.')}
      {counted(usage.errors, 'Actor errors', 'No actor failed.')}
      <AnalystStatus />
    </Card>
  );
}

function TableWithCsv({
  id,
  heading,
  note,
  table,
  fileName,
}: {
  id: string;
  heading: string;
  note: string;
  table: UsageTable;
  fileName: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.panel}>
      <div className={styles.toolbar}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => downloadText(fileName, tableToCsv(table), 'text/csv')}
        >
          Download CSV
        </Button>
      </div>
      <p className={styles.muted}>{note}</p>
      <table className={cx(styles.table, stackedTable)} aria-labelledby={`${id}-heading`}>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index > 0 && typeof table.rows[0]?.[index] === 'number' ? 'number' : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join(' ')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={table.columns[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={table.columns[index]}
                    className={typeof cell === 'number' ? 'number' : undefined}
                    data-label={table.columns[index]}
                  >
                    {typeof cell === 'number' && !table.columns[index]!.endsWith('(%)')
                      ? formatCount(cell)
                      : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The usage view's tables below the diagram, each downloadable as CSV. */
export function UsageTables({
  entry,
  usage,
  range,
}: {
  entry: FlowEntry;
  usage: FlowUsage;
  range: DayRange;
}) {
  if (usage.sessions === 0) return null;
  const tables = usageTables(entry.machine, usage);
  const file = (name: string) => `${entry.id}.usage.${range.from}.${range.to}.${name}.csv`;
  return (
    <>
      <TableWithCsv
        id="usage-transitions"
        heading="Transitions taken"
        note="Each recorded transition with its count and its share of all exits from its state."
        table={tables.transitions}
        fileName={file('transitions')}
      />
      <TableWithCsv
        id="usage-paths"
        heading="Busiest paths"
        note="The event sequences of whole runs, most frequent first."
        table={tables.paths}
        fileName={file('paths')}
      />
      <TableWithCsv
        id="usage-states"
        heading="Drop-off per state"
        note="Sessions that entered each state, left it, and ended there without reaching a final state."
        table={tables.states}
        fileName={file('states')}
      />
    </>
  );
}
