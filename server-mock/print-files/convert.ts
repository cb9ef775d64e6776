// EPS, PDF and AI (PDF-compatible) to PNG with Ghostscript compiled to WebAssembly (decision 019), off the
// request thread: a worker (convert-worker.mjs) loads the module once and renders one file at a time, each
// within a time limit (the worker is terminated when it runs out) and a memory limit (V8's heap limits for
// the worker, and a cap on the module's WebAssembly memory). A file over a limit is a ConversionLimitError;
// one Ghostscript cannot render is a ConversionError. The next file after a terminated worker gets a new one.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Preview resolution: 150 dpi, so a 200 x 100 pt drawing becomes 417 x 209 px. */
export const previewDpi = 150;

export interface ConversionLimits {
  /** How long one file may take to render, from when the worker starts it (default 10 s). */
  timeLimitMs?: number;
  /** How much memory Ghostscript may use for a file, in MB (default 512). */
  memoryLimitMb?: number;
}

export const defaultConversionLimits = { timeLimitMs: 10_000, memoryLimitMb: 512 } as const;

export class ConversionError extends Error {}

/** A file over the time or the memory limit (the server answers it with a 4xx and a clear message). */
export class ConversionLimitError extends ConversionError {
  constructor(readonly limit: 'time' | 'memory') {
    super(`The conversion went over its ${limit} limit`);
  }
}

type Answer = { id: number; started?: true; png?: Uint8Array; failure?: string; limit?: 'memory' };

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve: (png: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** A worker stays this long after its last file (the module is costly to load), then it ends. */
const idleMs = 60_000;
/** How long a new worker may take to load the module before its first file's time starts. */
const moduleLoadMs = 30_000;
/**
 * The worker's file, next to this one, as a path: tsx, Vitest (a jsdom test too, where Vite would turn a
 * `new URL(…, import.meta.url)` into a web URL) and Vite's bundled config all give this module's file URL.
 */
const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'convert-worker.mjs');

function createConverter(limits: Required<ConversionLimits>) {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  /** The file being rendered, the worker it runs on and its timer. */
  let running: { job: Job; on: Worker; timer: NodeJS.Timeout } | undefined;
  let counter = 0;
  const waiting: Job[] = [];

  const stop = (target: Worker) => {
    if (worker === target) worker = undefined;
    void target.terminate();
  };

  /** Ends the running file, if it runs on this worker, with its PNG or its error; then the next file. */
  const settle = (on: Worker, outcome: Uint8Array | Error) => {
    if (!running || running.on !== on) return;
    const { job, timer } = running;
    running = undefined;
    clearTimeout(timer);
    on.unref();
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    next();
  };

  /** Over the time limit: the thread is busy in Ghostscript, and only terminating it stops the file. */
  const overTime = (on: Worker) => {
    stop(on);
    settle(on, new ConversionLimitError('time'));
  };

  const start = () => {
    const created = new Worker(workerFile, {
      workerData: { previewDpi, wasmMemoryLimitBytes: limits.memoryLimitMb * 1024 * 1024 },
      // The JavaScript heap of the worker (Ghostscript's own memory is capped inside it).
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    created.unref();
    created.on('message', (answer: Answer) => {
      if (!running || running.on !== created || running.job.id !== answer.id) return;
      if (answer.started) {
        // The module is loaded: the file's own time starts now.
        clearTimeout(running.timer);
        running.timer = setTimeout(() => overTime(created), limits.timeLimitMs);
      } else if (answer.png) settle(created, answer.png);
      else if (answer.limit) {
        // The worker exits after a memory refusal: the next file must not be handed to it before its exit event.
        if (worker === created) worker = undefined;
        settle(created, new ConversionLimitError(answer.limit));
      } else settle(created, new ConversionError(answer.failure ?? 'Ghostscript gave no answer'));
    });
    // Over the heap limits (ERR_WORKER_OUT_OF_MEMORY), or another failure of the worker while it works.
    created.on('error', (error) => {
      stop(created);
      settle(
        created,
        (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ConversionLimitError('memory')
          : new ConversionError(`The conversion worker failed: ${String(error)}`),
      );
    });
    // A worker that ends while it works has gone over its memory (it restarts itself after that limit).
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      settle(created, new ConversionLimitError('memory'));
    });
    return created;
  };

  function next() {
    if (running) return;
    clearTimeout(idleTimer);
    const job = waiting.shift();
    if (!job) {
      idleTimer = setTimeout(() => worker && stop(worker), idleMs).unref();
      return;
    }
    worker ??= start();
    const on = worker;
    on.ref();
    // Until the worker says it started the file, the limit includes loading the module.
    running = { job, on, timer: setTimeout(() => overTime(on), limits.timeLimitMs + moduleLoadMs) };
    on.postMessage({ id: job.id, bytes: job.bytes }, [job.bytes.buffer as ArrayBuffer]);
  }

  return {
    convert(bytes: Uint8Array): Promise<Uint8Array> {
      counter += 1;
      // A copy of its own, so the bytes can move to the worker.
      const own = new Uint8Array(bytes);
      return new Promise((resolve, reject) => {
        waiting.push({ id: counter, bytes: own, resolve, reject });
        next();
      });
    },
  };
}

/** One converter (and so one worker at a time) per set of limits, shared by the servers of the process. */
const converters = new Map<string, ReturnType<typeof createConverter>>();

/** Renders the first page as a PNG, in the worker, within the limits; files wait for their turn. */
export function convertToPng(bytes: Uint8Array, limits: ConversionLimits = {}): Promise<Uint8Array> {
  const chosen = { ...defaultConversionLimits, ...limits };
  const key = `${chosen.timeLimitMs}/${chosen.memoryLimitMb}`;
  let converter = converters.get(key);
  if (!converter) {
    converter = createConverter(chosen);
    converters.set(key, converter);
  }
  return converter.convert(bytes);
}
