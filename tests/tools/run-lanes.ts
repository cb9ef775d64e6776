// Runs lanes of steps side by side (a lane's steps one after another) for `npm test` and `npm run test:quick`.
// A step's output is printed when it ends, so parallel steps do not interleave; a failure stops the steps still
// running and exits with its status. The first failure is the one reported, and its output is the last printed: a
// CI log's tail then holds the failing tests, not the listing of a step that was only stopped because of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Step {
  name: string;
  /** The arguments of `npx`. */
  args: string[];
}

export const npx = (name: string, ...args: string[]): Step => ({ name, args });

/** GNU time, when the machine has it: each step's CPU-seconds (user + sys of it and every process it waited for). */
const gnuTime = ['/usr/bin/time'].find((path) => existsSync(path));

/**
 * A control group of its own for each step, where the machine lets us make one (cgroup v2, or v1's cpuacct): the
 * CPU time of every process the step starts, the browsers included, which GNU time misses (Playwright does not
 * wait for Chromium's processes). Else GNU time, else none (decision 069).
 */
function stepCgroups() {
  // Inside the group this process is in, so that a group around the whole run (a CI's) still counts the steps.
  const own = (controller: string) =>
    readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(
        ([, controllers]) => controllers === controller || controllers?.split(',').includes(controller),
      )?.[2];
  const kinds: [string, string, (dir: string) => number][] = [
    // v2: cpu.stat's usage_usec exists in every group, whether or not the cpu controller is enabled.
    [
      '/sys/fs/cgroup',
      '',
      (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6,
    ],
    [
      '/sys/fs/cgroup/cpuacct',
      'cpuacct',
      (dir) => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    ],
  ];
  for (const [mount, controller, seconds] of kinds) {
    let root: string;
    try {
      root = join(mount, own(controller) ?? '/');
      mkdirSync(join(root, `statefront-probe-${process.pid}`));
    } catch {
      continue; // Not this kind, or not ours to change.
    }
    const probe = join(root, `statefront-probe-${process.pid}`);
    try {
      if (Number.isFinite(seconds(probe))) return { root, seconds };
    } catch {
      // Not a control group of this kind.
    } finally {
      rmdirSync(probe);
    }
  }
  return undefined;
}
const cgroups = stepCgroups();

/**
 * `lanes` run side by side, each its steps in order; then each lane that is done takes the next of `whenFree`, so
 * steps without an order run in whichever lane ends first.
 */
export async function runLanes(title: string, lanes: Step[][], notes: string[] = [], whenFree: Step[] = []) {
  const started = Date.now();
  const timings: string[] = [];
  /** The tests a step reported as flaky (passed on a retry), repeated at the end of the run. */
  const flaky: string[] = [];
  const running = new Set<ChildProcess>();
  const elapsed = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  const cpuDir = !cgroups && gnuTime ? mkdtempSync(join(tmpdir(), 'step-cpu-')) : undefined;
  let cpuTotal = 0;
  /** A step's CPU-seconds: its control group's, or as GNU time wrote them ('' with neither). */
  const cpuOf = (file: string | undefined, group: string | undefined) => {
    let seconds: number | undefined;
    if (group && cgroups) {
      seconds = cgroups.seconds(group);
      try {
        rmdirSync(group);
      } catch {
        // A process of the step outlived it: the group stays until it ends.
      }
    } else if (file && existsSync(file)) {
      const [user = 0, sys = 0] = readFileSync(file, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
      seconds = user + sys;
    }
    if (seconds === undefined) return '';
    cpuTotal += seconds;
    return `, ${seconds.toFixed(0).padStart(4)} CPU-s`;
  };

  /**
   * Each step is the leader of its process group. SIGINT, not SIGTERM: Playwright stops its preview servers (their
   * own process groups) on SIGINT, and died on SIGTERM without them, leaving servers that a later run reused.
   */
  const stopAll = async () => {
    for (const child of running)
      try {
        if (child.pid) process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    const deadline = Date.now() + 15_000;
    while (running.size > 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    for (const child of running)
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
  };
  /** The step whose failure stops the run: set once, so the steps it stops are not reported as failures. */
  let failure: string | undefined;
  const fail = async (name: string, status: number, output = '') => {
    if (failure !== undefined) return;
    failure = name;
    await stopAll();
    if (output) console.log(output);
    console.error(`\n${timings.join('\n')}\n\n✗ ${name} failed`);
    process.exit(status || 1);
  };
  process.on('SIGINT', () => void fail(`${title} (interrupted)`, 130));
  process.on('SIGTERM', () => void fail(`${title} (stopped)`, 143));

  const run = (step: Step) =>
    new Promise<void>((resolve) => {
      const stepStarted = Date.now();
      const stepId = `${stepStarted}-${step.name.replace(/\W+/g, '-')}`;
      const cpuFile = cpuDir && join(cpuDir, stepId);
      const group = cgroups && join(cgroups.root, `statefront-${process.pid}-${stepId}`);
      if (group) mkdirSync(group);
      // In its group from its first instruction: the shell moves itself there, then becomes npx.
      const [command, ...args] = group
        ? ['sh', '-c', `echo $$ > ${group}/cgroup.procs && exec "$@"`, 'step', 'npx', ...step.args]
        : cpuFile
          ? [gnuTime!, '-f', '%U %S', '-o', cpuFile, 'npx', ...step.args]
          : ['npx', ...step.args];
      const child = spawn(command!, args, {
        env: { ...process.env, FORCE_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      running.add(child);
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (status) => {
        running.delete(child);
        const ok = status === 0;
        const stopped = !ok && failure !== undefined;
        timings.push(
          `  ${ok ? '✓' : stopped ? '-' : '✗'} ${step.name.padEnd(44)} ${elapsed(stepStarted).padStart(6)} s${cpuOf(cpuFile, group)}  (${stopped ? 'stopped' : 'ended'} at ${elapsed(started).padStart(5)} s)`,
        );
        const text = Buffer.concat(output).toString().trimEnd();
        const header = `\n▶ ${step.name} (${elapsed(stepStarted)} s${stopped ? ', stopped' : ''})\n`;
        if (ok) {
          console.log(header + text);
          flaky.push(...flakyTests(text).map((name) => `  ! ${step.name}: ${name}`));
          resolve();
        } else if (stopped) {
          // Cut short by another step's failure: only its tail, printed before the failure's output.
          console.log(header + text.split('\n').slice(-20).join('\n'));
        } else void fail(step.name, status ?? 1, header + text);
      });
    });

  await Promise.all(
    lanes.map(async (steps) => {
      for (const step of steps) await run(step);
      for (let next = whenFree.shift(); next; next = whenFree.shift()) await run(next);
    }),
  );
  if (cpuDir) rmSync(cpuDir, { recursive: true, force: true });
  if (cpuTotal > 0)
    timings.push(
      `  CPU-seconds of the steps: ${cpuTotal.toFixed(0)} (${cgroups ? "each step's control group: every process it started, browsers included" : 'user + sys, GNU time'})`,
    );
  const flakyNote = flaky.length > 0 ? [`\nPassed only on a retry (flaky: to be fixed):`, ...flaky] : [];
  console.log(
    `\n${[...timings, ...notes, ...flakyNote].join('\n')}\n\n${title} passed in ${elapsed(started)} s`,
  );
}

/** The tests under a summary's 'N flaky' line: Playwright's, and Vitest's through tests/support/retried-reporter. */
export function flakyTests(output: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of the output
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const names: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!/^\s{2}\d+ flaky$/.test(lines[index] ?? '')) continue;
    for (let next = index + 1; /^\s{4}\S/.test(lines[next] ?? ''); next++)
      names.push((lines[next] ?? '').trim());
  }
  return names;
}
