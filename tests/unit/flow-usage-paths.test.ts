// `npm run flows -- paths MACHINE --from-usage`: the paths users took, mapped onto the machine, deterministic
// for a seed, and `coverage --usage`: the real paths the tests do not walk (issue 20).

import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { flowPaths } from '../../machines/graph';
import { flowById } from '../../machines/index';
import { pathsToGherkin } from '../../tests/tools/flow-formats';
import { sampleRecordedPaths, usageCoverage, usagePathsOf } from '../../tests/tools/flow-usage-paths';

const login = flowById('login')!;
const checkout = flowById('checkout-provider')!;

describe('paths from usage', () => {
  const exported = async (seed: number) => {
    const sample = await sampleRecordedPaths(seed, 600);
    const recorded = [await sample(login), await sample(checkout)];
    return JSON.stringify([login, checkout].map((entry, index) => usagePathsOf(entry, recorded[index]!)));
  };

  it('exports the same paths for the same seed, and others for another seed', async () => {
    const first = await exported(7);
    expect(await exported(7)).toBe(first);
    expect(await exported(8)).not.toBe(first);
  }, 60_000);

  it('lists the recorded paths most frequent first, each replaying on the machine as recorded', async () => {
    const recorded = await (await sampleRecordedPaths(3, 600))(checkout);
    const { paths, partial } = usagePathsOf(checkout, recorded);
    expect(partial).toEqual([]);
    expect(paths.length).toBeGreaterThan(3);
    const runs = paths.map((path) => path.runs!);
    expect(runs).toEqual([...runs].sort((a, b) => b - a));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(
      recorded.reduce((sum, path) => sum + path.count, 0),
    );
    for (const path of paths) {
      // The exported events, played from the start, reach the states the path names (payloads included).
      let snapshot = getInitialSnapshot(checkout.machine, checkout.scenarios.input);
      for (const step of path.steps.slice(1)) {
        snapshot = getNextSnapshot(checkout.machine, snapshot, reviveEvent(step.event!));
        const leaves = (snapshot as unknown as { _nodes: { id: string; type: string }[] })._nodes
          .filter((node) => node.type === 'atomic' || node.type === 'final')
          .map((node) => node.id);
        expect(leaves).toEqual(step.states);
      }
    }
    // The Gherkin form names the runs' path like a generated one.
    expect(pathsToGherkin(checkout, paths.slice(0, 1))).toContain(`Scenario: Path 1: ${paths[0]!.name}`);
  }, 60_000);

  it('tells the real paths the tests walk from those they do not', () => {
    const generated = flowPaths(login);
    const { paths } = usagePathsOf(login, [
      // A path the model tests walk: the first generated path's events, as the backend records them.
      {
        events: generated[0]!.steps.slice(1).map((step) => step.event.type),
        transitions: [],
        count: 5,
      },
      // Three changes before a refused submit: no test path repeats the change so often.
      {
        events: ['login.change', 'login.change', 'login.change', 'login.change', 'login.submit'],
        transitions: [],
        count: 2,
      },
    ]);
    const coverage = usageCoverage(login, paths);
    expect(coverage.runs).toBe(7);
    expect(coverage.modelRuns).toBe(5);
    expect(coverage.notWalked.map((path) => path.runs)).toEqual([2]);
  });
});

/** An exported step's event as the machine takes it (an actor error's `{ message, body }` as an Error). */
function reviveEvent(event: Record<string, unknown>) {
  const { error, ...rest } = event as { type: string; error?: unknown };
  if (error === undefined) return rest;
  const { message, body } =
    typeof error === 'string'
      ? { message: error, body: undefined }
      : (error as { message: string; body?: unknown });
  return { ...rest, error: Object.assign(new Error(message), body ? { body } : {}) };
}
