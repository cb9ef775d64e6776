// `npx tsx tests/perf/flow-record-cost.ts`: what the flow recorder adds to one transition (issue 20). The login
// machine takes the same typing transition N times in a live actor, without an inspector, with an inspector that
// does nothing (the slot before consent), and with the recorder's record function queueing FlowEvents.
import { createActor, fromPromise } from 'xstate';
import { createFlowRecord } from '../../machines/flow-record';
import { loginMachine } from '../../machines/login/login.machine';
import type { FlowEvent } from '../../openapi/types';

const transitions = 200_000;
const machine = loginMachine.provide({
  actors: { login: fromPromise(() => new Promise(() => {})) },
} as never);

function run(
  inspect?: Parameters<typeof createActor>[1] extends infer O
    ? O extends { inspect?: infer I }
      ? I
      : never
    : never,
) {
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  const started = performance.now();
  for (let i = 0; i < transitions; i++) actor.send({ type: 'login.change', field: 'email', value: 'a' });
  const ms = performance.now() - started;
  actor.stop();
  return (ms * 1000) / transitions;
}

const queue: FlowEvent[] = [];
const recorded = () =>
  createFlowRecord({
    runId: () => 'bench',
    now: Date.now,
    startsRun: () => true,
    emit: (event) => {
      queue.push(event);
      if (queue.length >= 50) queue.length = 0;
    },
  });

// Warm up, then the median of five rounds each.
for (let i = 0; i < 2; i++) [run(), run(() => {}), run(recorded())];
const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
const rounds = Array.from({ length: 5 }, () => [run(), run(() => {}), run(recorded())]);
const [bare = 0, idle = 0, recording = 0] = [0, 1, 2].map((index) =>
  median(rounds.map((round) => round[index]!)),
);
console.log(
  `per transition: bare ${bare.toFixed(2)} µs, with the idle slot ${idle.toFixed(2)} µs, recording ${recording.toFixed(2)} µs`,
);
console.log(
  `the recorder adds ${(recording - bare).toFixed(2)} µs per transition (${transitions} transitions a round)`,
);
