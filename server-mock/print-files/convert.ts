// EPS, PDF and AI (PDF-compatible) to PNG with Ghostscript compiled to WebAssembly (decision 019), off the
// request thread: workers (convert-worker.mjs) load the module once and render one file at a time each,
// within a time limit (the worker is terminated when it runs out) and a memory limit (V8's heap limits for
// the worker, and a cap on the module's WebAssembly memory). A file over a limit is a ConversionLimitError;
// one Ghostscript cannot render is a ConversionError. The next file after a terminated worker gets a new one.
//
// Files wait in a queue per company (decision 047): a company converts one file at a time, and the pool's
// workers take the companies in turn, so a company's endless files hold up its own queue, never another's.
// A company with `waitingPerCompany` files waiting gets a ConversionQueueFullError for the next.
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

/** Workers converting at once: one per core of a small server (each may use the memory limit). */
export const conversionWorkers = 2;
/** Files of one company that may wait behind its running one. */
export const waitingPerCompany = 4;

export class ConversionError extends Error {}

/** A file over the time or the memory limit (the server answers it with a 4xx and a clear message). */
export class ConversionLimitError extends ConversionError {
  constructor(readonly limit: 'time' | 'memory') {
    super(`The conversion went over its ${limit} limit`);
  }
}

/** The company's queue is full: the file is refused before it waits (429). */
export class ConversionQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The company already has files waiting for conversion');
  }
}

type Answer = { id: number; started?: true; png?: Uint8Array; failure?: string; limit?: 'memory' };

interface Job {
  id: number;
  company: string;
  bytes: Uint8Array;
  resolve: (png: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** One worker of the pool: its thread (made when needed) and the file it renders. */
interface Slot {
  worker?: Worker;
  idleTimer?: NodeJS.Timeout;
  running?: { job: Job; on: Worker; timer: NodeJS.Timeout };
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
  const slots: Slot[] = Array.from({ length: conversionWorkers }, () => ({}));
  /** The waiting files per company; the map's order is the companies' turn (the one served last goes last). */
  const queues = new Map<string, Job[]>();
  let counter = 0;

  const stop = (slot: Slot, target: Worker) => {
    if (slot.worker === target) slot.worker = undefined;
    void target.terminate();
  };

  /** Ends the slot's file, if it runs on this worker, with its PNG or its error; then the next files. */
  const settle = (slot: Slot, on: Worker, outcome: Uint8Array | Error) => {
    if (!slot.running || slot.running.on !== on) return;
    const { job, timer } = slot.running;
    slot.running = undefined;
    clearTimeout(timer);
    on.unref();
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    next();
  };

  /** Over the time limit: the thread is busy in Ghostscript, and only terminating it stops the file. */
  const overTime = (slot: Slot, on: Worker) => {
    stop(slot, on);
    settle(slot, on, new ConversionLimitError('time'));
  };

  const start = (slot: Slot) => {
    const created = new Worker(workerFile, {
      workerData: { previewDpi, wasmMemoryLimitBytes: limits.memoryLimitMb * 1024 * 1024 },
      // The JavaScript heap of the worker (Ghostscript's own memory is capped inside it).
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    created.unref();
    created.on('message', (answer: Answer) => {
      const { running } = slot;
      if (!running || running.on !== created || running.job.id !== answer.id) return;
      if (answer.started) {
        // The module is loaded: the file's own time starts now.
        clearTimeout(running.timer);
        running.timer = setTimeout(() => overTime(slot, created), limits.timeLimitMs);
      } else if (answer.png) settle(slot, created, answer.png);
      else if (answer.limit) {
        // The worker exits after a memory refusal: the next file must not be handed to it before its exit event.
        if (slot.worker === created) slot.worker = undefined;
        settle(slot, created, new ConversionLimitError(answer.limit));
      } else settle(slot, created, new ConversionError(answer.failure ?? 'Ghostscript gave no answer'));
    });
    // Over the heap limits (ERR_WORKER_OUT_OF_MEMORY), or another failure of the worker while it works.
    created.on('error', (error) => {
      stop(slot, created);
      settle(
        slot,
        created,
        (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ConversionLimitError('memory')
          : new ConversionError(`The conversion worker failed: ${String(error)}`),
      );
    });
    // A worker that ends while it works has gone over its memory (it restarts itself after that limit).
    created.on('exit', () => {
      if (slot.worker === created) slot.worker = undefined;
      settle(slot, created, new ConversionLimitError('memory'));
    });
    return created;
  };

  /** The next file in turn: of the first company in the turn order that has none converting. */
  const takeNext = (): Job | undefined => {
    const converting = new Set(slots.flatMap((slot) => (slot.running ? [slot.running.job.company] : [])));
    for (const [company, waiting] of queues) {
      if (converting.has(company)) continue;
      const job = waiting.shift()!;
      // Served: the company's turn comes again after every other company's.
      queues.delete(company);
      if (waiting.length) queues.set(company, waiting);
      return job;
    }
    return undefined;
  };

  const run = (slot: Slot, job: Job) => {
    clearTimeout(slot.idleTimer);
    slot.worker ??= start(slot);
    const on = slot.worker;
    on.ref();
    // Until the worker says it started the file, the limit includes loading the module.
    slot.running = {
      job,
      on,
      timer: setTimeout(() => overTime(slot, on), limits.timeLimitMs + moduleLoadMs),
    };
    on.postMessage({ id: job.id, bytes: job.bytes }, [job.bytes.buffer as ArrayBuffer]);
  };

  function next() {
    for (const slot of slots) {
      if (slot.running) continue;
      const job = takeNext();
      if (job) run(slot, job);
      else {
        clearTimeout(slot.idleTimer);
        const { worker } = slot;
        if (worker) slot.idleTimer = setTimeout(() => stop(slot, worker), idleMs).unref();
      }
    }
  }

  return {
    convert(bytes: Uint8Array, company: string): Promise<Uint8Array> {
      const waiting = queues.get(company) ?? [];
      if (waiting.length >= waitingPerCompany)
        return Promise.reject(new ConversionQueueFullError(Math.ceil(limits.timeLimitMs / 1000)));
      counter += 1;
      // A copy of its own, so the bytes can move to the worker.
      const own = new Uint8Array(bytes);
      return new Promise((resolve, reject) => {
        waiting.push({ id: counter, company, bytes: own, resolve, reject });
        queues.set(company, waiting);
        next();
      });
    },
  };
}

/** One converter (and so one pool of workers) per set of limits, shared by the servers of the process. */
const converters = new Map<string, ReturnType<typeof createConverter>>();

/**
 * Renders the first page as a PNG, in a worker, within the limits; the file waits for its turn in its
 * company's queue (the key of the queue; tools that convert for nobody in particular share one).
 */
export function convertToPng(
  bytes: Uint8Array,
  limits: ConversionLimits = {},
  company = '',
): Promise<Uint8Array> {
  const chosen = { ...defaultConversionLimits, ...limits };
  const key = `${chosen.timeLimitMs}/${chosen.memoryLimitMb}`;
  let converter = converters.get(key);
  if (!converter) {
    converter = createConverter(chosen);
    converters.set(key, converter);
  }
  return converter.convert(bytes, company);
}
