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

/**
 * Instantiates zxing-wasm's writer (which the library keeps process-wide) from node_modules. A start-up step of the
 * composition root (tools/setup.ts): the barcode tools assume it was taken, so the library never looks for a CDN.
 */
export async function loadZxingWriter(): Promise<void> {
  const wasmBinary = await readFile(zxingWasmPath('writer'));
  await prepareWriter({ overrides: { wasmBinary: toArrayBuffer(wasmBinary) }, fireImmediately: true });
}

export function toArrayBuffer(buf: Buffer): ArrayBuffer {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
}
