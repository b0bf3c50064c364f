import { configureSharp } from './image/engine/sharp.js';
import { loadZxingWriter } from './qr/engine/wasm.js';

/**
 * The process-wide set-up of the libraries tools run on (libvips' cache and blocked loaders, zxing-wasm's writer).
 * That state belongs to the libraries, so the composition root takes this step once, before any job runs, instead of
 * modules doing it as a side effect of being imported.
 */
export async function setUpToolLibraries(): Promise<void> {
  configureSharp();
  await loadZxingWriter();
}
