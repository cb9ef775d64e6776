// `npx tsx tests/tools/anonymous-bodies.ts` (issue 31, item 2): what three anonymous 150 MB bodies cost the
// embedded backend. Starts the standalone backend (server-mock/standalone.ts) on 127.0.0.1 in a process of its
// own, sends three concurrent `POST /api/company-media/` JSON bodies of 150 MB without a token, and meanwhile
// asks `GET /api/markets/` every 50 ms; prints the backend's resident memory (sampled, and the kernel's peak)
// and the other requests' latency. Loopback only, bounded: three bodies, at most 40 s, then the backend stops.
//   npx tsx tests/tools/anonymous-bodies.ts [--bodies 3] [--mb 150] [--port 4431]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    bodies: { type: 'string', default: '3' },
    mb: { type: 'string', default: '150' },
    port: { type: 'string', default: '4431' },
  },
});
const bodies = Math.min(5, Math.max(1, Number(values.bodies)));
const megabytes = Math.min(200, Math.max(1, Number(values.mb)));
const port = Number(values.port);
const host = '127.0.0.1';
const deadline = Date.now() + 40_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A process's resident memory now and its peak (VmHWM), in MB, from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

function get(path: string) {
  return new Promise<{ status: number; ms: number }>((done, fail) => {
    const started = performance.now();
    const call = request({ host, port, path, agent: false, timeout: 20_000 }, (response) => {
      response.resume();
      response.on('end', () => done({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    call.on('error', fail);
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.end();
  });
}

/** Connections of the large bodies still open (the client still sending, or the server still dropping). */
const open = new Set<Promise<void>>();

/** One anonymous JSON upload of `megabytes` MB, written 1 MB at a time; its status, or how it ended. */
function sendLargeBody() {
  return new Promise<{ outcome: string; ms: number }>((done) => {
    const started = performance.now();
    const head = Buffer.from('{"filename":"big.png","companyId":"c-acme-ab","base64":"');
    const tail = Buffer.from('"}');
    const chunk = Buffer.alloc(1024 * 1024, 'A');
    const length = head.length + megabytes * chunk.length + tail.length;
    const finish = (outcome: string) => done({ outcome, ms: performance.now() - started });
    const call = request(
      {
        host,
        port,
        method: 'POST',
        path: '/api/company-media/',
        agent: false,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'content-length': length },
      },
      (response) => {
        response.resume();
        response.on('end', () => finish(String(response.statusCode)));
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    const closed = new Promise<void>((ended) => call.on('close', () => ended()));
    open.add(closed);
    call.on('timeout', () => call.destroy(new Error('timeout')));
    (async () => {
      if (!call.write(head)) await new Promise((next) => call.once('drain', next));
      for (let sent = 0; sent < megabytes; sent++) {
        if (call.destroyed) return;
        if (!call.write(chunk)) await new Promise((next) => call.once('drain', next));
      }
      call.end(tail);
    })().catch(() => {});
  });
}

const backend = spawn(
  process.execPath,
  ['--import', 'tsx', 'server-mock/standalone.ts', '--port', String(port)],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const stop = () => backend.kill('SIGTERM');
process.on('exit', stop);
try {
  await new Promise<void>((ready, fail) => {
    backend.stdout?.on('data', (text: Buffer) => {
      if (text.toString().includes('mock backend on')) ready();
    });
    backend.once('exit', () => fail(new Error('The backend did not start')));
    setTimeout(() => fail(new Error('The backend did not start in 20 s')), 20_000);
  });
  const pid = backend.pid as number;
  // Warm up: the contract's validators and the routes' first answers.
  for (let i = 0; i < 5; i++) await get('/api/markets/');
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push((await get('/api/markets/')).ms);
  const before = memoryOf(pid);

  let flooding = true;
  let sampledPeak = before.rss;
  const sampler = (async () => {
    while (flooding && Date.now() < deadline) {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
      await sleep(25);
    }
  })();
  const pings: number[] = [];
  const failedPings: string[] = [];
  const pinger = (async () => {
    while (flooding && Date.now() < deadline) {
      try {
        pings.push((await get('/api/markets/')).ms);
      } catch (error) {
        failedPings.push((error as Error).message);
      }
      await sleep(50);
    }
  })();
  const floodStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: bodies }, sendLargeBody));
  const floodMs = performance.now() - floodStarted;
  // The pings go on until the connections have closed, and a second after: work left behind (reading, parsing,
  // collection) shows there.
  await Promise.race([Promise.all(open), sleep(Math.max(0, deadline - Date.now() - 2000))]);
  const closedMs = performance.now() - floodStarted;
  await sleep(1000);
  flooding = false;
  await Promise.all([sampler, pinger]);
  const after = memoryOf(pid);

  const sorted = [...pings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const round = (value: number) => Math.round(value);
  console.log(
    `${bodies} anonymous ${megabytes} MB JSON bodies to POST /api/company-media/ on ${host}:${port}`,
  );
  console.log(
    `answers: ${answers.map((answer) => `${answer.outcome} in ${round(answer.ms)} ms`).join(', ')}`,
  );
  console.log(`all answered in ${round(floodMs)} ms, their connections closed after ${round(closedMs)} ms`);
  console.log(
    `RSS: ${round(before.rss)} MB before, peak ${round(Math.max(sampledPeak, after.peak))} MB (sampled ${round(sampledPeak)}, VmHWM ${round(after.peak)}), ${round(after.rss)} MB after`,
  );
  console.log(
    `GET /api/markets/ quiet: median ${round(quiet.sort((a, b) => a - b)[10] ?? 0)} ms; during: ${pings.length} answered, median ${round(at(0.5))} ms, p95 ${round(at(0.95))} ms, max ${round(at(1))} ms${failedPings.length ? `, ${failedPings.length} failed (${[...new Set(failedPings)].join(', ')})` : ''}`,
  );
} finally {
  stop();
}
