/**
 * zxing-wasm fetches its .wasm from a CDN unless told otherwise; the server has no internet and must
 * never depend on it, so the binaries are always read from the installed package.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule as prepareWriter } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);

export type ZxingPart = 'reader' | 'writer';

/** Absolute path of the installed .wasm for one half of zxing-wasm. */
export function zxingWasmPath(part: ZxingPart): string {
  return require.resolve(`zxing-wasm/${part}/zxing_${part}.wasm`);
}

let writerReady: Promise<unknown> | undefined;

/** Instantiates the writer once per process from node_modules; later calls reuse it. */
export function ensureZxingWriter(): Promise<unknown> {
  writerReady ??= readFile(zxingWasmPath('writer')).then((wasmBinary) =>
    prepareWriter({ overrides: { wasmBinary: toArrayBuffer(wasmBinary) }, fireImmediately: true }),
  );
  writerReady.catch(() => {
    // A failed load must not poison every later job.
    writerReady = undefined;
  });
  return writerReady;
}

export function toArrayBuffer(buf: Buffer): ArrayBuffer {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}
