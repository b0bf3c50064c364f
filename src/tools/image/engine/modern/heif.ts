import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RgbPixels } from '../encoders/tiff.js';
import { checkPixels, DecodeRefusal } from './protocol.js';

/** The slice of libheif's Embind API used here (libheif-js ships no types for its CommonJS entry). */
interface Handle {
  $$?: { ptr: number };
}
interface Channel {
  id: number;
  data: Uint8Array;
  stride: number;
  width: number;
  height: number;
}
interface Libheif {
  heif_context_alloc(): unknown;
  heif_context_free(ctx: unknown): void;
  heif_context_read_from_memory(ctx: unknown, bytes: Uint8Array): { code: { value: number }; message?: string };
  heif_js_context_get_list_of_top_level_image_IDs(ctx: unknown): number[] | { code: unknown };
  heif_js_context_get_primary_image_handle(ctx: unknown): Handle & { code?: unknown };
  heif_js_context_get_image_handle(ctx: unknown, id: number): Handle & { code?: unknown };
  heif_image_handle_get_width(h: Handle): number;
  heif_image_handle_get_height(h: Handle): number;
  heif_image_handle_has_alpha_channel(h: Handle): number;
  heif_image_handle_is_premultiplied_alpha(h: Handle): number;
  heif_image_handle_release(h: Handle): void;
  heif_js_decode_image2(h: Handle, colorspace: unknown, chroma: unknown): { code?: unknown; channels?: Channel[]; image: unknown };
  heif_image_release(img: unknown): void;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGB: unknown; heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: number };
  _heif_image_handle_get_raw_color_profile_size(ptr: number): number;
  _heif_image_handle_get_raw_color_profile(errOut: number, ptr: number, out: number): void;
  _malloc(n: number): number;
  _free(p: number): void;
  HEAPU8: Uint8Array;
}

const require = createRequire(import.meta.url);
let loaded: Libheif | null = null;

/** libheif's WebAssembly build, given its binary from the package so nothing is fetched. */
function libheif(): Libheif {
  if (loaded) return loaded;
  const factory = require('libheif-js/libheif-wasm/libheif.js') as (opts: object) => Libheif;
  loaded = factory({ wasmBinary: readFileSync(require.resolve('libheif-js/libheif-wasm/libheif.wasm')) });
  return loaded;
}

/** A HEIF's embedded ICC profile ('prof'/'rICC'); none for an nclx-only file, which is then taken as sRGB. */
function iccOf(lib: Libheif, handle: Handle): Uint8Array | undefined {
  const ptr = handle.$$?.ptr;
  if (!ptr) return undefined;
  const size = lib._heif_image_handle_get_raw_color_profile_size(ptr);
  if (size <= 0) return undefined;
  const out = lib._malloc(size);
  // heif_error is returned through a hidden first argument (16 bytes: code, subcode, message pointer).
  const err = lib._malloc(16);
  try {
    lib._heif_image_handle_get_raw_color_profile(err, ptr, out);
    return lib.HEAPU8.slice(out, out + size);
  } finally {
    lib._free(out);
    lib._free(err);
  }
}

/** The plane's rows without the padding libheif may leave after each one, copied out of the WebAssembly heap. */
function packedRows(plane: Channel, channels: number): Uint8Array {
  const row = plane.width * channels;
  if (plane.stride === row) return plane.data.slice(0, row * plane.height);
  const data = new Uint8Array(row * plane.height);
  for (let y = 0; y < plane.height; y++) data.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  return data;
}

export interface HeifImageSize {
  width: number;
  height: number;
}

/**
 * Opens a HEIF and hands each chosen image to `take`: the primary one, or every top-level image. libheif applies the
 * file's irot/imir/clap transformations, which for HEIF are the orientation (the EXIF orientation tag is only a
 * copy of them, so it is not applied again). Each image's declared size is checked before it is decoded.
 */
export function decodeHeif(
  bytes: Uint8Array,
  opts: { all: boolean; maxPixels: number; probe: boolean },
  take: (px: RgbPixels | HeifImageSize, index: number) => void,
): void {
  const lib = libheif();
  const ctx = lib.heif_context_alloc();
  try {
    const read = lib.heif_context_read_from_memory(ctx, bytes);
    if (read.code.value !== 0) throw new DecodeRefusal('invalid_input', `not a readable HEIF file: ${read.message ?? 'unknown error'}`);
    const handles: Handle[] = [];
    if (opts.all) {
      const ids = lib.heif_js_context_get_list_of_top_level_image_IDs(ctx);
      if (!Array.isArray(ids) || ids.length === 0) throw new DecodeRefusal('invalid_input', 'the HEIF file holds no image');
      for (const id of ids) handles.push(lib.heif_js_context_get_image_handle(ctx, id));
    } else {
      handles.push(lib.heif_js_context_get_primary_image_handle(ctx));
    }
    // Every size is checked before the first decode, so a burst of huge frames is refused as a whole.
    const sizes = handles.map((h) => {
      if ('code' in h && h.code) throw new DecodeRefusal('invalid_input', 'the HEIF file has no readable image');
      const size = { width: lib.heif_image_handle_get_width(h), height: lib.heif_image_handle_get_height(h) };
      checkPixels(size.width, size.height, opts.maxPixels);
      return size;
    });
    // All the images of a burst are decoded in one job, so together they are held to the cap, as an animation's frames are.
    const total = sizes.reduce((n, s) => n + s.width * s.height, 0);
    if (total > opts.maxPixels) {
      throw new DecodeRefusal('too_large', `the ${sizes.length} images of the HEIF file (${total} pixels together) exceed the pixel limit of ${opts.maxPixels}`);
    }
    handles.forEach((handle, index) => {
      const size = sizes[index];
      if (opts.probe) return take(size, index);
      const alpha = lib.heif_image_handle_has_alpha_channel(handle) !== 0;
      const channels = alpha ? 4 : 3;
      // libheif converts to the channels wanted itself: dropping alpha here, a pixel at a time in JavaScript, cost
      // 0.9 s of CPU on a 12-MP photo.
      const chroma = alpha ? lib.heif_chroma.heif_chroma_interleaved_RGBA : lib.heif_chroma.heif_chroma_interleaved_RGB;
      const img = lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, chroma);
      const plane = img.channels?.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
      if (img.code || !plane) throw new DecodeRefusal('invalid_input', 'the HEIF image could not be decoded');
      const data = packedRows(plane, channels);
      lib.heif_image_release(img.image);
      const premultiplied = alpha && lib.heif_image_handle_is_premultiplied_alpha(handle) !== 0;
      take({ data, width: plane.width, height: plane.height, channels, icc: iccOf(lib, handle), premultiplied }, index);
      lib.heif_image_handle_release(handle);
    });
  } finally {
    lib.heif_context_free(ctx);
  }
}
