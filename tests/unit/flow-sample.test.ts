// The generated sample (issue 20) is deterministic for a seed and a base day, made of the real machines'
// transitions, and fills an in-process backend; the recorder names every registered flow by its registry id.
import { describe, expect, it } from 'vitest';
import { flowIdOf } from '../../machines/flow-record';
import { flows } from '../../machines/index';
import type { FlowUsageList } from '../../openapi/types';
import { chartOf, statesOf } from '../../src/features/flows/flow-chart';
import { analystHeaders } from '../support/flow-analyst';
import { createTestBackend, testOrigin } from '../support/test-backend';
import { fillFlowSample, generateFlowSample } from '../tools/flow-sample';

const options = { seed: 7, runs: 60, base: '2026-11-21' };

describe('the flow sample', () => {
  it('is the same for the same seed and base day, timestamps included, and another for another seed', () => {
    const first = generateFlowSample(options);
    expect(generateFlowSample(options)).toEqual(first);
    expect(generateFlowSample({ ...options, seed: 8 })).not.toEqual(first);
  });

  it('spreads its runs over the 30 days up to the base day', () => {
    const times = generateFlowSample(options).map((event) => event.at);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2026-10-23T00:00:00Z'));
    expect(Math.max(...times)).toBeLessThan(Date.parse('2026-11-22T00:00:00Z'));
  });

  it("takes only the machines' own transitions, and has completions, drop-offs, errors and delays", () => {
    const events = generateFlowSample({ ...options, runs: 200 });
    // Every state and transition the atlas draws (eventless transitions included).
    const known = new Map(
      flows.map((entry) => {
        const chart = chartOf(entry.machine);
        return [
          entry.id,
          {
            states: statesOf(chart).map((state) => state.id),
            transitions: chart.transitions.map(({ id }) => id),
          },
        ];
      }),
    );
    for (const event of events) {
      const elements = known.get(event.flow);
      expect(elements, event.flow).toBeDefined();
      for (const state of [...event.from, ...event.to]) expect(elements!.states).toContain(state);
      for (const transition of event.transitions) expect(elements!.transitions).toContain(transition);
    }
    expect(events.some((event) => event.status === 'done')).toBe(true);
    expect(events.some((event) => event.status === 'stopped')).toBe(true);
    expect(events.some((event) => event.event.startsWith('xstate.error.actor.'))).toBe(true);
    expect(events.some((event) => event.event.startsWith('xstate.after.'))).toBe(true);
  });

  it('fills an in-process backend, whose usage then counts its runs', async () => {
    const backend = createTestBackend({ clock: () => new Date('2026-11-21T12:00:00Z') });
    const events = await fillFlowSample(backend, options);
    const headers = await analystHeaders(backend);
    const response = await backend.fetch(new Request(`${testOrigin}/api/flow-usage/`, { headers }));
    const { flows: usage } = (await response.json()) as FlowUsageList;
    const sessions = usage.reduce((sum, flow) => sum + flow.sessions, 0);
    expect(sessions).toBe(new Set(events.map((event) => event.run)).size);
    expect(sessions).toBe(options.runs);
  });
});

describe('flowIdOf', () => {
  it.each(flows.map((entry) => [entry.id, entry.machine.id]))(
    'names %s by its registry id',
    (id, machineId) => {
      expect(flowIdOf(machineId)).toBe(id);
    },
  );
});
