import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Decoded pixels, rows top-down: RGBA, or RGB when nothing is transparent. */
export interface Rgba {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export class BitmapError extends Error {}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
// Rows decoded between turns of the event loop; a 100 Mpx bitmap is otherwise seconds of blocking.
const PIXELS_PER_SLICE = 1 << 20;

/** What the DIB header says, read before any pixel buffer is allocated. */
export interface DibHeader {
  headerSize: number;
  width: number;
  height: number;
  topDown: boolean;
  bpp: number;
  compression: number;
  paletteSize: number;
  masks: [number, number, number, number] | null;
  /** Bytes of colour masks stored between a 40-byte header and the palette. */
  maskBytes: number;
}

/**
 * Reads a BITMAPCOREHEADER (12 bytes) or BITMAPINFOHEADER and its later versions (40, 52, 56, 108, 124 bytes).
 * `heightScale` is 2 inside .ico files, whose DIB height counts the colour rows and the mask rows.
 */
export function readDibHeader(buf: Buffer, at: number, heightScale = 1): DibHeader {
  need(buf, at + 4);
  const headerSize = buf.readUInt32LE(at);
  if (headerSize === 12) {
    need(buf, at + 12);
    const bpp = buf.readUInt16LE(at + 10);
    const height = buf.readUInt16LE(at + 6) / heightScale;
    const paletteSize = bpp <= 8 ? 1 << bpp : 0;
    const width = buf.readUInt16LE(at + 4);
    return { headerSize, width, height, topDown: false, bpp, compression: BI_RGB, paletteSize, masks: null, maskBytes: 0 };
  }
  if (![40, 52, 56, 64, 108, 124].includes(headerSize)) throw new BitmapError(`unknown bitmap header size ${headerSize}`);
  need(buf, at + 40);
  const width = buf.readInt32LE(at + 4);
  const rawHeight = buf.readInt32LE(at + 8);
  const bpp = buf.readUInt16LE(at + 14);
  const compression = buf.readUInt32LE(at + 16);
  const colorsUsed = buf.readUInt32LE(at + 32);
  let masks: DibHeader['masks'] = null;
  let maskBytes = 0;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    // Masks follow a 40-byte header, or sit inside the larger headers at the same offset.
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    need(buf, at + 40 + 4 * count);
    masks = [buf.readUInt32LE(at + 40), buf.readUInt32LE(at + 44), buf.readUInt32LE(at + 48), count === 4 ? buf.readUInt32LE(at + 52) : 0];
    if (headerSize === 40) maskBytes = 4 * count;
  }
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) throw new BitmapError(`unsupported bit depth ${bpp}`);
  if (compression !== BI_RGB && !masks) throw new BitmapError(`unsupported bitmap compression ${compression}`);
  if (masks && bpp !== 16 && bpp !== 32) throw new BitmapError('bit fields need 16 or 32 bits per pixel');
  const paletteSize = bpp <= 8 ? (colorsUsed > 0 ? Math.min(colorsUsed, 1 << bpp) : 1 << bpp) : 0;
  return {
    headerSize,
    width,
    height: Math.abs(rawHeight) / heightScale,
    topDown: rawHeight < 0,
    bpp,
    compression,
    paletteSize,
    masks,
    maskBytes,
  };
}

/** Offset of the pixel rows when they directly follow header, masks and palette (always so inside .ico files). */
export function packedPixelOffset(dib: DibHeader): number {
  return dib.headerSize + dib.maskBytes + dib.paletteSize * (dib.headerSize === 12 ? 3 : 4);
}

function need(buf: Buffer, end: number): void {
  if (end > buf.length) throw new BitmapError('bitmap is truncated');
}

/** Checks the declared size against the pixel cap; the caller does this before reading the whole file. */
export function checkDimensions(h: Pick<DibHeader, 'width' | 'height'>, maxPixels: number): void {
  if (!Number.isInteger(h.width) || !Number.isInteger(h.height) || h.width < 1 || h.height < 1) {
    throw new BitmapError(`bad bitmap size ${h.width}x${h.height}`);
  }
  if (h.width * h.height > maxPixels) {
    throw new BitmapError(`bitmap ${h.width}x${h.height} exceeds the pixel limit of ${maxPixels}`);
  }
}

/** A whole .bmp file: BITMAPFILEHEADER then a DIB. */
export function readBmpFileHeader(buf: Buffer): { dataOffset: number; dib: DibHeader } {
  need(buf, 14);
  if (buf.toString('latin1', 0, 2) !== 'BM') throw new BitmapError('not a BMP file');
  return { dataOffset: buf.readUInt32LE(10), dib: readDibHeader(buf, 14) };
}

export async function decodeBmp(buf: Buffer, maxPixels: number): Promise<Rgba> {
  const { dataOffset, dib } = readBmpFileHeader(buf);
  checkDimensions(dib, maxPixels);
  const palette = readPalette(buf, 14, dib);
  return decodeDibPixels(buf, dataOffset, dib, palette, false);
}

/** Palette entries are BGRx after a full header, BGR after a core header. */
export function readPalette(buf: Buffer, headerAt: number, dib: DibHeader): Buffer {
  if (dib.paletteSize === 0) return Buffer.alloc(0);
  const entry = dib.headerSize === 12 ? 3 : 4;
  const start = headerAt + dib.headerSize + dib.maskBytes;
  need(buf, start + entry * dib.paletteSize);
  const rgba = Buffer.alloc(256 * 4); // indexes past the palette read as opaque black
  for (let i = 0; i < 256; i++) rgba[i * 4 + 3] = 255;
  for (let i = 0; i < dib.paletteSize; i++) {
    const p = start + i * entry;
    rgba[i * 4] = buf[p + 2];
    rgba[i * 4 + 1] = buf[p + 1];
    rgba[i * 4 + 2] = buf[p];
  }
  return rgba;
}

interface Channel {
  mask: number;
  shift: number;
  bits: number;
}

function channel(mask: number): Channel {
  if (mask === 0) return { mask: 0, shift: 0, bits: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  let bits = 0;
  while (shift + bits < 32 && ((mask >>> (shift + bits)) & 1) === 1) bits++;
  return { mask: mask >>> 0, shift, bits };
}

/** Widens an n-bit field to 8 bits by repeating its bits (5-bit 31 -> 255, 0 -> 0), as other decoders do. */
function scale(v: number, c: Channel): number {
  if (c.bits === 0) return 0;
  const field = ((v & c.mask) >>> 0) >>> c.shift;
  if (c.bits >= 8) return field >>> (c.bits - 8);
  let wide = 0;
  let have = 0;
  while (have < 8) {
    wide = (wide << c.bits) | field;
    have += c.bits;
  }
  return wide >>> (have - 8);
}

/**
 * Decodes the colour rows of a DIB into RGBA. `icon` marks .ico images, whose 1-bit AND mask follows the
 * colour rows and makes pixels transparent (32-bit icons carry real alpha instead).
 */
export async function decodeDibPixels(
  buf: Buffer,
  dataAt: number,
  dib: DibHeader,
  palette: Buffer,
  icon: boolean,
): Promise<Rgba> {
  const { width, height, bpp } = dib;
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  need(buf, dataAt + stride * height);
  const out = Buffer.alloc(width * height * 4);
  const masks = dib.masks ?? (bpp === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : null);
  const [cr, cg, cb, ca] = masks ? masks.map(channel) : [];
  let alphaSeen = false;
  const rowsPerSlice = Math.max(1, Math.floor(PIXELS_PER_SLICE / width));
  for (let y = 0; y < height; y++) {
    if (y > 0 && y % rowsPerSlice === 0) await yieldToLoop();
    const src = dataAt + (dib.topDown ? y : height - 1 - y) * stride;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, o += 4) {
      if (bpp <= 8) {
        const bitPos = x * bpp;
        const byte = buf[src + (bitPos >> 3)];
        const index = (byte >> (8 - bpp - (bitPos & 7))) & ((1 << bpp) - 1);
        palette.copy(out, o, index * 4, index * 4 + 4);
      } else if (bpp === 24) {
        const p = src + x * 3;
        out[o] = buf[p + 2];
        out[o + 1] = buf[p + 1];
        out[o + 2] = buf[p];
        out[o + 3] = 255;
      } else if (masks) {
        const v = bpp === 16 ? buf.readUInt16LE(src + x * 2) : buf.readUInt32LE(src + x * 4);
        out[o] = scale(v, cr);
        out[o + 1] = scale(v, cg);
        out[o + 2] = scale(v, cb);
        out[o + 3] = ca.bits === 0 ? 255 : scale(v, ca);
        if (ca.bits !== 0 && out[o + 3] !== 0) alphaSeen = true;
      } else {
        // 32-bit BI_RGB: BGRA, where many writers leave the fourth byte at 0 meaning "unused".
        const p = src + x * 4;
        out[o] = buf[p + 2];
        out[o + 1] = buf[p + 1];
        out[o + 2] = buf[p];
        out[o + 3] = buf[p + 3];
        if (buf[p + 3] !== 0) alphaSeen = true;
      }
    }
  }
  const hasAlphaBand = bpp === 32 && (!masks || (masks[3] ?? 0) !== 0);
  if (hasAlphaBand && !alphaSeen) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  if (icon && !(hasAlphaBand && alphaSeen)) applyAndMask(buf, dataAt + stride * height, width, height, out);
  return dropOpaqueAlpha({ data: out, width, height, channels: 4 });
}

/** An image without any transparency is handed on as RGB, so outputs do not grow an alpha band it never had. */
async function dropOpaqueAlpha(img: Rgba): Promise<Rgba> {
  const { data } = img;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return img;
  const pixels = img.width * img.height;
  for (let p = 0; p < pixels; p++) {
    if (p > 0 && p % PIXELS_PER_SLICE === 0) await yieldToLoop();
    data.copyWithin(p * 3, p * 4, p * 4 + 3);
  }
  return { data: data.subarray(0, pixels * 3), width: img.width, height: img.height, channels: 3 };
}

/** The AND mask of an icon: 1 bit per pixel, bottom-up, 1 = transparent. Missing mask data means opaque. */
function applyAndMask(buf: Buffer, at: number, width: number, height: number, out: Buffer): void {
  const stride = Math.floor((width + 31) / 32) * 4;
  if (at + stride * height > buf.length) return;
  for (let y = 0; y < height; y++) {
    const src = at + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      if ((buf[src + (x >> 3)] >> (7 - (x & 7))) & 1) out[(y * width + x) * 4 + 3] = 0;
    }
  }
}
