import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RgbPixels } from '../encoders/tiff.js';
import { checkPixels, DecodeRefusal } from './protocol.js';

interface LibRawInstance {
  open(bytes: Uint8Array, settings: object): void;
  metadata(full: boolean): { width: number; height: number; flip: number } | undefined;
  imageData(): { width: number; height: number; colors: number; bits: number; data: Uint8Array } | undefined;
  delete?(): void;
}

const require = createRequire(import.meta.url);

/**
 * LibRaw's WebAssembly build, called directly: its package's front end runs it in a browser Web Worker, which Node
 * lacks, but the module itself works synchronously once it is handed its binary.
 */
async function libraw(): Promise<{ LibRaw: new () => LibRawInstance }> {
  const path = require.resolve('libraw-wasm/dist/libraw.js');
  const { default: factory } = (await import(path)) as { default: (o: object) => Promise<{ LibRaw: new () => LibRawInstance }> };
  return factory({ wasmBinary: readFileSync(path.replace(/libraw\.js$/, 'libraw.wasm')) });
}

/**
 * Develops a camera RAW with LibRaw's defaults (AHD demosaic, the camera's white balance, sRGB output, 8 bits) and
 * its orientation applied. The size LibRaw reads from the file's header is checked before anything is unpacked.
 */
export async function decodeRaw(bytes: Uint8Array, opts: { maxPixels: number; probe: boolean }): Promise<RgbPixels | { width: number; height: number }> {
  const { LibRaw } = await libraw();
  const raw = new LibRaw();
  try {
    try {
      raw.open(bytes, { useCameraWb: true, outputBps: 8, outputColor: 1 });
    } catch {
      throw new DecodeRefusal('invalid_input', 'not a camera RAW file LibRaw can read');
    }
    const meta = raw.metadata(false);
    if (!meta) throw new DecodeRefusal('invalid_input', 'not a camera RAW file LibRaw can read');
    checkPixels(meta.width, meta.height, opts.maxPixels);
    if (opts.probe) return { width: meta.width, height: meta.height };
    let img: ReturnType<LibRawInstance['imageData']>;
    try {
      img = raw.imageData();
    } catch (err) {
      throw new DecodeRefusal('invalid_input', `the RAW image could not be developed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!img || img.colors !== 3 || img.bits !== 8) throw new DecodeRefusal('invalid_input', 'the RAW image could not be developed');
    return { data: img.data, width: img.width, height: img.height, channels: 3 };
  } finally {
    raw.delete?.();
  }
}
