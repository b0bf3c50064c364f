/** TIFF field types this writer needs, with their byte sizes. */
export const TIFF_TYPE = { byte: 1, ascii: 2, short: 3, long: 4, rational: 5, undefined: 7, srational: 10 } as const;
type TiffType = (typeof TIFF_TYPE)[keyof typeof TIFF_TYPE];
const TYPE_BYTES: Record<TiffType, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 10: 8 };

/** One directory entry; rationals are given as [numerator, denominator] pairs flattened. */
export interface TiffEntry {
  tag: number;
  type: TiffType;
  values: readonly number[] | Buffer | string;
}

function valueBytes(entry: TiffEntry): Buffer {
  const { type, values } = entry;
  if (typeof values === 'string') return Buffer.from(`${values}\0`, 'latin1');
  if (Buffer.isBuffer(values)) return values;
  const out = Buffer.alloc(type === 5 || type === 10 ? values.length * 4 : values.length * TYPE_BYTES[type]);
  values.forEach((v, i) => {
    if (type === 1 || type === 7) out.writeUInt8(v, i);
    else if (type === 3) out.writeUInt16LE(v, i * 2);
    else if (type === 4 || type === 5) out.writeUInt32LE(v, i * 4);
    else if (type === 10) out.writeInt32LE(v, i * 4);
  });
  return out;
}

/**
 * A little-endian TIFF of one directory followed by one strip. `entries` must not hold the strip's offset and byte
 * count (273, 279): they are added here, because only the writer knows where the strip lands.
 */
export function writeTiff(entries: readonly TiffEntry[], strip: Buffer): Buffer {
  const all: TiffEntry[] = [
    ...entries,
    { tag: 273, type: TIFF_TYPE.long, values: [0] },
    { tag: 279, type: TIFF_TYPE.long, values: [strip.length] },
  ].sort((a, b) => a.tag - b.tag);
  const ifdAt = 8;
  const ifdBytes = 2 + all.length * 12 + 4;
  const blobs: Buffer[] = [];
  let dataAt = ifdAt + ifdBytes;
  const placed = all.map((entry) => {
    const bytes = valueBytes(entry);
    const count = typeof entry.values === 'string' || Buffer.isBuffer(entry.values) ? bytes.length : entry.type === 5 || entry.type === 10 ? entry.values.length / 2 : entry.values.length;
    if (bytes.length <= 4) return { entry, count, inline: bytes, offset: 0 };
    const offset = dataAt + (dataAt % 2);
    if (offset !== dataAt) blobs.push(Buffer.alloc(1));
    blobs.push(bytes);
    dataAt = offset + bytes.length;
    return { entry, count, inline: null, offset };
  });
  const stripAt = dataAt + (dataAt % 2);
  const head = Buffer.alloc(ifdAt + ifdBytes);
  head.write('II', 0, 'latin1');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(ifdAt, 4);
  head.writeUInt16LE(all.length, ifdAt);
  placed.forEach(({ entry, count, inline, offset }, i) => {
    const at = ifdAt + 2 + i * 12;
    head.writeUInt16LE(entry.tag, at);
    head.writeUInt16LE(entry.type, at + 2);
    head.writeUInt32LE(count, at + 4);
    if (entry.tag === 273) head.writeUInt32LE(stripAt, at + 8);
    else if (inline) inline.copy(head, at + 8);
    else head.writeUInt32LE(offset, at + 8);
  });
  const pad = stripAt !== dataAt ? [Buffer.alloc(1)] : [];
  return Buffer.concat([head, ...blobs, ...pad, strip]);
}

export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
  /** The colour profile the pixels are in, carried so libvips converts them to sRGB like any tagged input. */
  icc?: Uint8Array;
  /** The colour is already multiplied by the alpha (a HEIF may say so); straight alpha otherwise. */
  premultiplied?: boolean;
}

/**
 * Decoded pixels as an uncompressed TIFF, the hand-over format between a WebAssembly decoder and sharp: libvips reads
 * it without a copy of its own and honours the embedded ICC profile, which a raw pixel input cannot carry.
 */
export function rgbTiff(px: RgbPixels): Buffer {
  const { width, height, channels } = px;
  const entries: TiffEntry[] = [
    { tag: 256, type: TIFF_TYPE.long, values: [width] },
    { tag: 257, type: TIFF_TYPE.long, values: [height] },
    { tag: 258, type: TIFF_TYPE.short, values: Array.from({ length: channels }, () => 8) },
    { tag: 259, type: TIFF_TYPE.short, values: [1] },
    { tag: 262, type: TIFF_TYPE.short, values: [2] },
    { tag: 277, type: TIFF_TYPE.short, values: [channels] },
    { tag: 278, type: TIFF_TYPE.long, values: [height] },
    { tag: 284, type: TIFF_TYPE.short, values: [1] },
  ];
  // ExtraSamples: 1 associated (premultiplied) alpha, 2 unassociated (straight), which libvips then handles as such.
  if (channels === 4) entries.push({ tag: 338, type: TIFF_TYPE.short, values: [px.premultiplied ? 1 : 2] });
  if (px.icc && px.icc.length > 0) entries.push({ tag: 34675, type: TIFF_TYPE.undefined, values: Buffer.from(px.icc) });
  return writeTiff(entries, Buffer.from(px.data.buffer, px.data.byteOffset, width * height * channels));
}
