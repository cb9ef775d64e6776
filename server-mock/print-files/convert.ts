// EPS, PDF and AI (PDF-compatible) to PNG with Ghostscript compiled to WebAssembly (decision 019). The
// module (15 MB of wasm) loads on the first conversion and is reused; calls run one at a time, each with
// its own file names, and their files are removed afterwards.
import type { GhostscriptModule } from '@okathira/ghostpdl-wasm';

/** Preview resolution: 150 dpi, so a 200 x 100 pt drawing becomes 417 x 209 px. */
export const previewDpi = 150;

let module: Promise<GhostscriptModule> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function loadGhostscript() {
  module ??= import('@okathira/ghostpdl-wasm').then(({ default: load }) =>
    load({ print: () => {}, printErr: () => {} }),
  );
  // A failed load may be retried by the next call.
  module.catch(() => {
    module = undefined;
  });
  return module;
}

export class ConversionError extends Error {}

async function render(bytes: Uint8Array): Promise<Uint8Array> {
  const gs = await loadGhostscript();
  counter += 1;
  const input = `/tmp/in-${counter}`;
  const output = `/tmp/out-${counter}.png`;
  gs.FS.writeFile(input, bytes);
  try {
    let code: number;
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
      throw new ConversionError(`Ghostscript stopped: ${String(error)}`);
    }
    if (code !== 0) throw new ConversionError(`Ghostscript exited with ${code}`);
    try {
      return gs.FS.readFile(output);
    } catch {
      throw new ConversionError('Ghostscript wrote no page');
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

/** Renders the first page as a PNG; one conversion at a time (the module's file system is shared). */
export function convertToPng(bytes: Uint8Array): Promise<Uint8Array> {
  const result = queue.then(() => render(bytes));
  queue = result.catch(() => undefined);
  return result;
}
