import { useEffect, useMemo, useState } from 'react';
import { flowPaths } from '../../../machines/graph';
import { flows } from '../../../machines/index';
import type { FlowUsageList } from '../../../openapi/types';
import { cx } from '../../ui/cx';
import { stackedTable } from '../../ui/stacked-table.css';
import { useAnalystSession } from './analyst-session';
import { AnalystSignIn, AnalystStatus, NotAnalyst } from './analyst-sign-in';
import { atlasHref } from './flow-atlas';
import { chartOf, statesOf } from './flow-chart';
import { coverageText } from './flow-coverage';
import { formatCount, formatShare, lastDays } from './flow-usage';
import { fetchFlowUsageIndex, isNotAnalyst } from './flow-usage-api';
import * as styles from './flows.css';

type IndexUsage =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'notAnalyst' }
  | { status: 'error' }
  | { status: 'done'; usage: FlowUsageList };

/** The last 30 days' sessions, completions and completion rate of every flow, for a signed-in analyst. */
function useUsageIndex(): IndexUsage {
  const session = useAnalystSession();
  const [state, setState] = useState<IndexUsage>({ status: 'loading' });
  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFlowUsageIndex(lastDays(30), controller.signal).then(
      (usage) => setState({ status: 'done', usage }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: isNotAnalyst(error) ? 'notAnalyst' : 'error' }),
    );
    return () => controller.abort();
  }, [session]);
  return session ? state : { status: 'signedOut' };
}

/** /flows: every registered machine with its size and how far the model tests reached. */
export function FlowIndexPage() {
  const rows = useMemo(
    () =>
      flows.map((entry) => {
        const chart = chartOf(entry.machine);
        return {
          entry,
          states: statesOf(chart).length,
          transitions: chart.transitions.length,
          paths: flowPaths(entry).length,
          coverage: coverageText(entry.id),
        };
      }),
    [],
  );
  const usage = useUsageIndex();
  const usageOf = (flowId: string) => {
    if (usage.status === 'loading') return { sessions: '…', completions: '…', rate: '…' };
    if (usage.status === 'signedOut' || usage.status === 'notAnalyst')
      return { sessions: 'sign in', completions: 'sign in', rate: 'sign in' };
    if (usage.status === 'error')
      return { sessions: 'unavailable', completions: 'unavailable', rate: 'unavailable' };
    const flow = usage.usage.flows.find((candidate) => candidate.flow === flowId);
    return {
      sessions: formatCount(flow?.sessions ?? 0),
      completions: formatCount(flow?.completions ?? 0),
      rate: flow?.sessions ? formatShare(flow.completionRate) : '–',
    };
  };
  return (
    <section className={styles.page} aria-labelledby="flows-heading">
      <h1 id="flows-heading">Flow atlas</h1>
      <p className={styles.intro}>
        Every business flow of the shop as the statechart that runs it. Open a flow to see its diagram, step
        through it in the simulator, play the generated test paths and export them (SVG, Mermaid, JSON), or
        see how shoppers really use it (the usage view).
      </p>
      {usage.status === 'signedOut' ? (
        <AnalystSignIn />
      ) : usage.status === 'notAnalyst' ? (
        <NotAnalyst />
      ) : (
        <AnalystStatus />
      )}
      {/* Nine columns are wider than a tablet: the table scrolls in its own region, never the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.tableScroll} aria-labelledby="flows-table-caption" tabIndex={0}>
        <table className={cx(styles.table, stackedTable)}>
          <caption id="flows-table-caption" className={styles.muted}>
            {flows.length} flows; sessions, completions and completion rate recorded in the last 30 days
          </caption>
          <thead>
            <tr>
              <th scope="col">Flow</th>
              <th scope="col">Purpose</th>
              <th scope="col" className="number">
                States
              </th>
              <th scope="col" className="number">
                Transitions
              </th>
              <th scope="col" className="number">
                Paths
              </th>
              <th scope="col">Model-test coverage</th>
              <th scope="col" className="number">
                Sessions
              </th>
              <th scope="col" className="number">
                Completions
              </th>
              <th scope="col" className="number">
                Completion rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entry.id}>
                <th scope="row">
                  <a href={atlasHref(row.entry.id)}>{row.entry.title}</a>
                </th>
                <td>{row.entry.purpose}</td>
                <td className="number" data-label="States">
                  {row.states}
                </td>
                <td className="number" data-label="Transitions">
                  {row.transitions}
                </td>
                <td className="number" data-label="Paths">
                  {row.paths}
                </td>
                <td data-label="Model-test coverage">{row.coverage ?? 'not measured in this build'}</td>
                <td className="number" data-label="Sessions">
                  {usageOf(row.entry.id).sessions}
                </td>
                <td className="number" data-label="Completions">
                  {usageOf(row.entry.id).completions}
                </td>
                <td className="number" data-label="Completion rate">
                  {usageOf(row.entry.id).rate}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
