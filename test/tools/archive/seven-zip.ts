import { crc32 } from 'node:zlib';

/**
 * A 7z archive of stored (Copy method) files, written from the format's description (7zFormat.txt) so the reader
 * under test is not also the writer: the signature header, the files' bytes back to back, then a plain header with
 * one pack stream and one single-coder folder per file, their CRC32s, and the names in UTF-16LE. Every number here stays under
 * 0x80, so each is one byte in 7z's variable-length encoding; files must be non-empty (an empty one needs an
 * emptyStream bit vector).
 */
export function storedSevenZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const n = entries.length;
  const num = (v: number): number => {
    if (v >= 0x80) throw new Error('this writer keeps every number under 0x80');
    return v;
  };
  const header: number[] = [0x01, 0x04];
  header.push(0x06, 0, num(n), 0x09, ...entries.map((e) => num(e.data.length)), 0x00);
  header.push(0x07, 0x0b, num(n), 0);
  for (let i = 0; i < n; i++) header.push(1, 0x01, 0x00); // one coder, id size 1, simple: id 0x00 is Copy
  header.push(0x0c, ...entries.map((e) => num(e.data.length)), 0x00);
  // Substreams: one per folder (the default), each with its CRC32 (all defined).
  const crcs = Buffer.alloc(4 * n);
  entries.forEach((e, i) => crcs.writeUInt32LE(crc32(e.data) >>> 0, 4 * i));
  header.push(0x08, 0x0a, 1, ...crcs, 0x00);
  header.push(0x00);
  const names = Buffer.concat(entries.map((e) => Buffer.from(`${e.name}\0`, 'utf16le')));
  header.push(0x05, num(n), 0x11, num(names.length + 1), 0, ...names, 0x00);
  header.push(0x00);
  const next = Buffer.from(header);
  const packed = Buffer.concat(entries.map((e) => e.data));
  const start = Buffer.alloc(20);
  start.writeBigUInt64LE(BigInt(packed.length), 0);
  start.writeBigUInt64LE(BigInt(next.length), 8);
  start.writeUInt32LE(crc32(next) >>> 0, 16);
  const signature = Buffer.alloc(12);
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]).copy(signature);
  signature.writeUInt32LE(crc32(start) >>> 0, 8);
  return Buffer.concat([signature, start, packed, next]);
}
