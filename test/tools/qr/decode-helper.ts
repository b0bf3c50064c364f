import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { toArrayBuffer, zxingWasmPath } from '../../../src/tools/qr/engine/wasm.js';

let ready: Promise<unknown> | undefined;

/** Independent check of an output image: rasterise with sharp, read with zxing in the test process. */
export async function readCodes(file: string | Buffer): Promise<Array<{ format: string; text: string; ecLevel: string }>> {
  ready ??= readFile(zxingWasmPath('reader')).then((bin) =>
    prepareZXingModule({ overrides: { wasmBinary: toArrayBuffer(bin) }, fireImmediately: true }),
  );
  await ready;
  const { data, info } = await sharp(file).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  const found = await readBarcodes(image as unknown as ImageData, { tryHarder: true });
  return found.map((r) => ({ format: r.format, text: r.text, ecLevel: r.ecLevel }));
}

/** Every entry of a ZIP as name → content, read with yauzl (an independent reader). */
export async function unzip(path: string): Promise<Map<string, Buffer>> {
  const yauzl = await import('yauzl');
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      out.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return out;
}
