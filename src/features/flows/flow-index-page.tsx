import { useMemo } from 'react';
import { flowPaths } from '../../../machines/graph';
import { flows } from '../../../machines/index';
import { cx } from '../../ui/cx';
import { stackedTable } from '../../ui/stacked-table.css';
import { atlasHref } from './flow-atlas';
import { chartOf, statesOf } from './flow-chart';
import { coverageText } from './flow-coverage';
import * as styles from './flows.css';

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
  return (
    <section className={styles.page} aria-labelledby="flows-heading">
      <h1 id="flows-heading">Flow atlas</h1>
      <p className={styles.intro}>
        Every business flow of the shop as the statechart that runs it. Open a flow to see its diagram, step
        through it in the simulator, play the generated test paths and export them (SVG, Mermaid, JSON).
      </p>
      <table className={cx(styles.table, stackedTable)}>
        <caption className={styles.muted}>{flows.length} flows</caption>
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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
