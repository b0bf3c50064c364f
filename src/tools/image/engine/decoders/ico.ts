import { BitmapError, checkDimensions, decodeDibPixels, packedPixelOffset, readDibHeader, readPalette } from './bmp.js';
import type { Rgba } from './bmp.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface IconEntry {
  width: number;
  height: number;
  bpp: number;
  size: number;
  offset: number;
}

/** The largest image of an .ico/.cur file: either an embedded PNG (left to sharp) or a decoded DIB. */
export type IconImage = { kind: 'png'; png: Buffer } | { kind: 'rgba'; image: Rgba };

export function readIconEntries(buf: Buffer): IconEntry[] {
  if (buf.length < 6 || buf.readUInt16LE(0) !== 0 || ![1, 2].includes(buf.readUInt16LE(2))) {
    throw new BitmapError('not an ICO file');
  }
  const count = buf.readUInt16LE(4);
  if (count === 0) throw new BitmapError('icon has no images');
  if (6 + 16 * count > buf.length) throw new BitmapError('icon directory is truncated');
  const entries: IconEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const entry = {
      width: buf[at] || 256,
      height: buf[at + 1] || 256,
      bpp: buf.readUInt16LE(at + 6),
      size: buf.readUInt32LE(at + 8),
      offset: buf.readUInt32LE(at + 12),
    };
    if (entry.size === 0 || entry.offset + entry.size > buf.length) throw new BitmapError(`icon image ${i} lies outside the file`);
    entries.push(entry);
  }
  return entries;
}

/** Picks the biggest, then deepest, image: the best source for any conversion. */
export async function decodeLargestIcon(buf: Buffer, maxPixels: number): Promise<IconImage> {
  const entries = readIconEntries(buf);
  const best = entries.reduce((a, b) => (b.width * b.height > a.width * a.height || (b.width * b.height === a.width * a.height && b.bpp > a.bpp) ? b : a));
  const data = buf.subarray(best.offset, best.offset + best.size);
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'png', png: data };
  const dib = readDibHeader(data, 0, 2);
  checkDimensions(dib, maxPixels);
  const palette = readPalette(data, 0, dib);
  const image = await decodeDibPixels(data, packedPixelOffset(dib), dib, palette, true);
  return { kind: 'rgba', image };
}
