import { useEffect, useMemo, useState } from 'react';
import type { AnyStateNode } from 'xstate';
import { flowPaths } from '../../../machines/graph';
import type { FlowEntry } from '../../../machines/index';
import { downloadText } from '../../lib/download';
import type { AtlasView } from '../../lib/search-params';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs';
import { atlasHref, flowPageHref } from './flow-atlas';
import { type Chart, chartOf, statesOf } from './flow-chart';
import { coverageText } from './flow-coverage';
import { FlowDiagram } from './flow-diagram';
import { type ChartLayout, layoutChart } from './flow-layout';
import { chartToMermaid } from './flow-mermaid';
import { pathsOf } from './flow-paths';
import { chartToSvg } from './flow-svg';
import { type DayRange, usageFigures } from './flow-usage';
import { UsageRangeForm, UsageSummary, UsageTables, useFlowUsage } from './flow-usage-view';
import * as styles from './flows.css';
import { type SimulatorStep, useFlowSimulator } from './use-flow-simulator';
import { workerLayoutEngine } from './worker-layout-engine';

/** One zoom step; from the zoom that fits the frame up to 200 %. */
const zoomFactor = 1.25;
const maxZoom = 2;

/** The state ids a snapshot is in, compound ancestors included. */
const statesIn = (step: SimulatorStep) =>
  ((step.snapshot as unknown as { _nodes?: AnyStateNode[] })._nodes ?? []).map((node) => node.id);

/** The chart transitions a history took: same event, from a state it was in, to a state it is in. */
function transitionsTaken(chart: Chart, history: SimulatorStep[]): string[] {
  return history.slice(1).flatMap((step, index) => {
    const before = statesIn(history[index]!);
    const after = statesIn(step);
    const taken = chart.transitions.find(
      (transition) =>
        transition.eventType === step.choice?.source.type &&
        before.includes(transition.source) &&
        after.includes(transition.target),
    );
    return taken ? [taken.id] : [];
  });
}

/**
 * /flows/?flow={id}: a machine's statechart with its simulator, generated paths and exports (the designed
 * view), or with the usage recorded in a range of days drawn on it (the usage view). Both views draw the
 * same layout.
 */
export function FlowPage({
  entry,
  view: initialView,
  range: initialRange,
}: {
  entry: FlowEntry;
  view: AtlasView;
  range: DayRange;
}) {
  const [view, setView] = useState(initialView);
  const [range, setRange] = useState(initialRange);
  useEffect(() => {
    // The URL keeps the view and range: a link or a reload shows the same figures.
    window.history.replaceState(null, '', flowPageHref(entry.id, view, range));
  }, [entry.id, view, range]);
  const usage = useFlowUsage(entry.id, range, view === 'usage');
  const chart = useMemo(() => chartOf(entry.machine), [entry]);
  const generated = useMemo(() => flowPaths(entry), [entry]);
  const paths = useMemo(() => pathsOf(entry, generated), [entry, generated]);
  const simulator = useFlowSimulator(entry);
  // The diagram starts fitted to its frame; the zoom buttons and a pinch leave the fit.
  const [fit, setFit] = useState(1);
  const [chosenZoom, setChosenZoom] = useState<number | null>(null);
  const zoom = chosenZoom ?? fit;
  const minZoom = Math.min(fit, 0.5);
  const [selectedState, setSelectedState] = useState<string | null>(null);
  const [playing, setPlaying] = useState<{ path: number; step: number } | null>(null);

  // ELK is large: it loads in a worker with the first diagram, and only on the atlas.
  const [layout, setLayout] = useState<{ data?: ChartLayout; error?: unknown; isPending: boolean }>({
    isPending: true,
  });
  useEffect(() => {
    let isCurrent = true;
    layoutChart(chart, workerLayoutEngine).then(
      (data) => isCurrent && setLayout({ data, isPending: false }),
      (error: unknown) => isCurrent && setLayout({ error, isPending: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [chart]);
  const figures = useMemo(
    () =>
      view === 'usage' && usage.state.status === 'done' ? usageFigures(chart, usage.state.usage) : undefined,
    [view, usage.state, chart],
  );
  const svg = useMemo(
    () => (layout.data ? chartToSvg(layout.data, entry.title, figures) : ''),
    [layout.data, entry, figures],
  );
  const states = useMemo(() => statesOf(chart), [chart]);
  const selected = states.find((state) => state.id === selectedState);
  const current = simulator.activeStates
    .map((id) => states.find((state) => state.id === id))
    .filter((state) => state !== undefined && state.children.length === 0);
  const coverage = coverageText(entry.id);

  const playStep = (path: number, step: number) => {
    setPlaying({ path, step });
    simulator.replay(generated[path]!.steps.slice(1, step + 1).map((entryStep) => entryStep.event));
  };
  const playingPath = playing ? paths[playing.path] : undefined;
  const zoomBy = (steps: number) =>
    setChosenZoom((current) => Math.min(maxZoom, Math.max(minZoom, (current ?? fit) * zoomFactor ** steps)));

  // The zoom buttons lock at their limits, not `disabled`: the press that reached a limit keeps its focus.
  const toolbar = (
    <div className={styles.toolbar} role="toolbar" aria-label="Diagram and exports">
      <Button variant="secondary" size="sm" isLocked={zoom <= minZoom} onPress={() => zoomBy(-1)}>
        Zoom out
      </Button>
      <span className={styles.muted} aria-live="polite">
        {Math.round(zoom * 100)} %
      </span>
      <Button variant="secondary" size="sm" isLocked={zoom >= maxZoom} onPress={() => zoomBy(1)}>
        Zoom in
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isLocked={chosenZoom === null}
        onPress={() => setChosenZoom(null)}
      >
        Fit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        isDisabled={!svg}
        onPress={() => downloadText(`${entry.id}.svg`, svg, 'image/svg+xml')}
      >
        Download SVG
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onPress={() => downloadText(`${entry.id}.mmd`, chartToMermaid(chart), 'text/plain')}
      >
        Download Mermaid
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onPress={() =>
          downloadText(`${entry.id}.paths.json`, `${JSON.stringify(paths, null, 2)}\n`, 'application/json')
        }
      >
        Download paths (JSON)
      </Button>
    </div>
  );
  const diagram = (
    <>
      {layout.isPending ? (
        <Skeleton height="24rem" />
      ) : layout.data ? (
        <FlowDiagram
          svg={svg}
          width={layout.data.width}
          height={layout.data.height}
          zoom={zoom}
          onFit={setFit}
          onZoomBy={zoomBy}
          activeStates={simulator.activeStates}
          highlightedTransitions={transitionsTaken(chart, simulator.history)}
          selectedState={selectedState}
          onSelectState={setSelectedState}
          label={`Statechart of ${entry.title}`}
        />
      ) : (
        <Alert variant="danger" title="The diagram could not be laid out">
          {String(layout.error)}
        </Alert>
      )}
      {selected && (
        <Card heading={`State ${selected.key}`} headingLevel={3}>
          <p>{selected.description ?? 'No description.'}</p>
          {selected.invokes.length > 0 && (
            <p className={styles.muted}>Invokes: {selected.invokes.join(', ')}</p>
          )}
        </Card>
      )}
    </>
  );

  return (
    <section className={styles.page} aria-labelledby="flow-heading">
      <p className={styles.muted}>
        <a href={atlasHref()}>All flows</a>
      </p>
      <h1 id="flow-heading">{entry.title}</h1>
      <p className={styles.intro}>{entry.purpose}</p>
      <p className={styles.muted}>
        {states.length} states · {chart.transitions.length} transitions · {paths.length} generated paths ·
        model-test coverage: {coverage ?? 'not measured in this build'}
      </p>
      <Tabs selectedKey={view} onSelectionChange={(key) => setView(key === 'usage' ? 'usage' : 'designed')}>
        <TabList aria-label="Views of the flow">
          <Tab id="designed">Designed</Tab>
          <Tab id="usage">Usage</Tab>
        </TabList>
        <TabPanel id="designed" className={styles.page}>
          {toolbar}
          <div className={styles.layout}>
            <div>{diagram}</div>
            <div className={styles.panel}>
              <Card heading="Simulator" headingLevel={2}>
                <div role="status" aria-label="Current state">
                  {current.map((state) => (
                    <p key={state!.id}>
                      <strong>{state!.key}</strong>
                      {state!.type === 'final' && ' (final state)'}
                      {state!.description && (
                        <span className={styles.choiceDetail}>{state!.description}</span>
                      )}
                    </p>
                  ))}
                </div>
                {playingPath && playing ? (
                  <div className={styles.toolbar}>
                    <span className={styles.muted}>
                      Path {playingPath.id}: step {playing.step} of {playingPath.steps.length - 1}
                    </span>
                    <Button
                      size="sm"
                      isDisabled={playing.step >= playingPath.steps.length - 1}
                      onPress={() => playStep(playing.path, playing.step + 1)}
                    >
                      Next step
                    </Button>
                    <Button variant="ghost" size="sm" onPress={() => setPlaying(null)}>
                      Stop
                    </Button>
                  </div>
                ) : simulator.isDone ? (
                  <p className={styles.muted}>The flow has ended.</p>
                ) : (
                  <ul className={styles.choices} aria-label="Events the current state accepts">
                    {simulator.choices.map((choice) => (
                      <li key={`${choice.label} ${choice.detail}`}>
                        <Button
                          variant="secondary"
                          size="sm"
                          fullWidth
                          onPress={() => simulator.send(choice)}
                        >
                          <span>
                            {choice.label}
                            {(choice.description || choice.detail) && (
                              <span className={styles.choiceDetail}>
                                {choice.description ?? choice.detail}
                              </span>
                            )}
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                <div className={styles.toolbar}>
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={simulator.history.length < 2 || playing !== null}
                    onPress={simulator.back}
                  >
                    Back
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => {
                      setPlaying(null);
                      simulator.reset();
                    }}
                  >
                    Reset
                  </Button>
                </div>
                <h3>History</h3>
                <ol className={styles.history} aria-label="History">
                  <li>start</li>
                  {simulator.history.slice(1).map((step, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the history is a list of steps in order.
                    <li key={index}>{step.choice?.label}</li>
                  ))}
                </ol>
              </Card>
            </div>
          </div>
          <section aria-labelledby="paths-heading">
            <h2 id="paths-heading">Generated paths ({paths.length})</h2>
            <p className={styles.muted}>
              The shortest paths to every state and transition, from the machine and its scenarios: the same
              paths the model tests walk through the real view.
            </p>
            <ol className={styles.paths}>
              {paths.map((path, index) => (
                <li key={path.id} className={styles.pathRow}>
                  <span>
                    {path.id}. {path.name}{' '}
                    <span className={styles.muted}>({path.steps.length - 1} steps)</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Play path ${path.id}`}
                    onPress={() => playStep(index, 0)}
                  >
                    Play
                  </Button>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="states-heading">
            <h2 id="states-heading">States</h2>
            <dl className={styles.states}>
              {states.map((state) => (
                <div key={state.id}>
                  <dt>
                    <Button variant="ghost" size="sm" onPress={() => setSelectedState(state.id)}>
                      {state.id.slice(entry.machine.id.length + 1)}
                    </Button>
                  </dt>
                  <dd>{state.description ?? 'No description.'}</dd>
                </div>
              ))}
            </dl>
          </section>
        </TabPanel>
        <TabPanel id="usage" className={styles.page}>
          <UsageRangeForm range={range} onChange={setRange} />
          {toolbar}
          <div className={styles.layout}>
            <div>{diagram}</div>
            <div className={styles.panel}>
              <UsageSummary entry={entry} state={usage.state} onRetry={usage.retry} />
            </div>
          </div>
          {usage.state.status === 'done' && (
            <UsageTables entry={entry} usage={usage.state.usage} range={range} />
          )}
        </TabPanel>
      </Tabs>
    </section>
  );
}
