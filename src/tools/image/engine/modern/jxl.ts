import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RgbPixels } from '../encoders/tiff.js';
import { jxlSize } from './jxl-header.js';
import { checkPixels, DecodeRefusal } from './protocol.js';

const require = createRequire(import.meta.url);

/** A codec's WebAssembly, compiled from the package's own file (the browser build would fetch it). */
function wasmOf(file: string): WebAssembly.Module {
  return new WebAssembly.Module(readFileSync(require.resolve(file)));
}

/**
 * Decodes a JPEG XL with libjxl (Squoosh's build): 8-bit RGBA with the codestream's orientation applied. The declared
 * size is checked first.
 */
export async function decodeJxl(bytes: Uint8Array, opts: { maxPixels: number; probe: boolean }): Promise<RgbPixels | { width: number; height: number }> {
  const size = jxlSize(bytes);
  checkPixels(size.width, size.height, opts.maxPixels);
  if (opts.probe) return size;
  const { default: decode, init } = await import('@jsquash/jxl/decode.js');
  await init(wasmOf('@jsquash/jxl/codec/dec/jxl_dec.wasm'));
  let image: ImageData;
  try {
    image = await decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new DecodeRefusal('invalid_input', 'the JPEG XL image could not be decoded');
  }
  // The header may lie about a size the decoder then reaches anyway; the decoded size is checked too.
  checkPixels(image.width, image.height, opts.maxPixels);
  return { data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height, channels: 4 };
}

/** Encodes 8-bit RGBA as JPEG XL; quality 100 is lossless. */
export async function encodeJxl(px: { data: Uint8Array; width: number; height: number }, quality: number, effort: number): Promise<Uint8Array> {
  const { default: encode, init } = await import('@jsquash/jxl/encode.js');
  await init(wasmOf('@jsquash/jxl/codec/enc/jxl_enc.wasm'));
  const data = new Uint8ClampedArray(px.data.buffer, px.data.byteOffset, px.data.byteLength);
  const out = await encode({ data, width: px.width, height: px.height, colorSpace: 'srgb' } as ImageData, { quality, effort, lossless: quality >= 100 });
  return new Uint8Array(out);
}
