import { open } from 'node:fs/promises';
import type { Sharp } from 'sharp';

const FILE_HEADER_BYTES = 14;
const INFO_HEADER_BYTES = 40;
const PIXELS_PER_METRE_72_DPI = 2835;
// Rows are copied into padded chunks of about this size, so the event loop gets a turn between writes.
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface BmpResult {
  width: number;
  height: number;
  bitsPerPixel: 24 | 32;
}

/**
 * Writes an uncompressed Windows bitmap: BITMAPFILEHEADER, BITMAPINFOHEADER, then bottom-up rows of
 * BGR (24 bit) or BGRA (32 bit, when the image has transparency), each padded to 4 bytes.
 * sharp does the vertical flip and the R/B swap, so no per-pixel JavaScript loop runs.
 */
export async function writeBmp(img: Sharp, hasAlpha: boolean, path: string): Promise<BmpResult> {
  const channels = hasAlpha ? 4 : 3;
  const shaped = hasAlpha ? img.ensureAlpha() : img.removeAlpha();
  // A 3x3 recomb swaps the first three bands and leaves alpha alone: RGB(A) -> BGR(A).
  const { data, info } = await shaped
    .flip()
    .recomb([
      [0, 0, 1],
      [0, 1, 0],
      [1, 0, 0],
    ])
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) throw new Error(`bmp: expected ${channels} channels, got ${info.channels}`);
  const { width, height } = info;
  const rowBytes = width * channels;
  const stride = Math.ceil(rowBytes / 4) * 4;
  const imageBytes = stride * height;
  const fileBytes = FILE_HEADER_BYTES + INFO_HEADER_BYTES + imageBytes;
  if (fileBytes > 0xffffffff) throw new Error(`bmp: ${fileBytes} bytes exceeds the format's 4 GiB limit`);

  const header = Buffer.alloc(FILE_HEADER_BYTES + INFO_HEADER_BYTES);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(fileBytes, 2);
  header.writeUInt32LE(FILE_HEADER_BYTES + INFO_HEADER_BYTES, 10); // pixel data offset
  header.writeUInt32LE(INFO_HEADER_BYTES, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22); // positive: rows stored bottom-up
  header.writeUInt16LE(1, 26); // planes
  header.writeUInt16LE(channels * 8, 28);
  header.writeUInt32LE(0, 30); // BI_RGB, uncompressed
  header.writeUInt32LE(imageBytes, 34);
  header.writeInt32LE(PIXELS_PER_METRE_72_DPI, 38);
  header.writeInt32LE(PIXELS_PER_METRE_72_DPI, 42);
  // colours used / important: 0 (no palette)

  const fh = await open(path, 'w');
  try {
    await fh.write(header);
    if (stride === rowBytes) {
      for (let at = 0; at < data.length; at += CHUNK_BYTES) await fh.write(data.subarray(at, at + CHUNK_BYTES));
    } else {
      const rowsPerChunk = Math.max(1, Math.floor(CHUNK_BYTES / stride));
      for (let row = 0; row < height; row += rowsPerChunk) {
        const rows = Math.min(rowsPerChunk, height - row);
        const chunk = Buffer.alloc(rows * stride); // zero-filled, so the padding bytes are 0
        for (let r = 0; r < rows; r++) data.copy(chunk, r * stride, (row + r) * rowBytes, (row + r + 1) * rowBytes);
        await fh.write(chunk);
      }
    }
  } finally {
    await fh.close();
  }
  return { width, height, bitsPerPixel: hasAlpha ? 32 : 24 };
}
