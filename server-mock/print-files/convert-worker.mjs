// The conversion thread (decision 019, issue 16): Ghostscript (WebAssembly) renders one file at a time here,
// off the request thread, so an endless or huge file stalls only this worker, which the server terminates
// at its time limit. Plain JavaScript, so Node loads it as it is under tsx, Vitest and Vite's servers.
// The WebAssembly memory is capped here (V8's heap limits do not count it): a file that needs more fails,
// and the answer says it was the memory.
import { parentPort, workerData } from 'node:worker_threads';

const { previewDpi, wasmMemoryLimitBytes } = workerData;

let memoryRefused = false;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function limitedGrow(pages) {
  if (this.buffer.byteLength + pages * 65536 > wasmMemoryLimitBytes) {
    memoryRefused = true;
    throw new RangeError('The conversion memory limit is reached');
  }
  return grow.call(this, pages);
};

/** The module (15 MB of wasm), loaded on the first file and reused. */
const ghostscript = import('@okathira/ghostpdl-wasm').then(({ default: load }) =>
  load({ print: () => {}, printErr: () => {} }),
);

let counter = 0;

async function render(id, bytes) {
  const gs = await ghostscript;
  // The time limit runs from here: loading the module is not the file's time.
  parentPort.postMessage({ id, started: true });
  counter += 1;
  const input = `/tmp/in-${counter}`;
  const output = `/tmp/out-${counter}.png`;
  gs.FS.writeFile(input, bytes);
  try {
    let code;
    try {
      code = gs.callMain([
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dQUIET',
        '-dEPSCrop',
        '-dFirstPage=1',
        '-dLastPage=1',
        '-sDEVICE=pngalpha',
        `-r${previewDpi}`,
        `-sOutputFile=${output}`,
        input,
      ]);
    } catch (error) {
      return { failure: `Ghostscript stopped: ${String(error)}` };
    }
    if (code !== 0) return { failure: `Ghostscript exited with ${code}` };
    try {
      return { png: gs.FS.readFile(output) };
    } catch {
      return { failure: 'Ghostscript wrote no page' };
    }
  } finally {
    for (const path of [input, output])
      try {
        gs.FS.unlink(path);
      } catch {
        // not written
      }
  }
}

parentPort.on('message', async ({ id, bytes }) => {
  memoryRefused = false;
  let answer;
  try {
    answer = await render(id, bytes);
  } catch (error) {
    answer = { failure: `Ghostscript could not run: ${String(error)}` };
  }
  if (memoryRefused) answer = { limit: 'memory' };
  // Ghostscript keeps its heap between runs: after a file that reached the limit, start afresh.
  parentPort.postMessage({ id, ...answer }, answer.png ? [answer.png.buffer] : []);
  if (memoryRefused) process.exit(0);
});
