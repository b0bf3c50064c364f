/**
 * A 7z archive streamed from files on disk (7zFormat.txt): the signature header, each file's packed stream, then the
 * header that describes them; the start header, which points at it, is written last over the 32 bytes kept for it.
 * Each file is its own folder with one coder: Deflate (Node's zlib, on libuv's thread pool, off the event loop), or
 * Copy for a file compressed already. 7-Zip, p7zip and libarchive (so Windows' and macOS's own unpackers) read both.
 *
 * Why not LZMA through libarchive.js, which the service already ships: its writer (2.0.2) hands back nothing for a 7z
 * unless an outer filter is added, and it writes into a buffer sized to the input, which a file that does not
 * compress (a photo, a video) overruns ("Buffer exhausted", measured on 200 kB of random bytes).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { ToolError } from '../../core/errors.js';

export interface SevenZipSource {
  path: string;
  /** Name inside the archive. */
  name: string;
  /** Stored as it is (Copy) rather than deflated: for files compressed already. */
  stored: boolean;
}

const SIGNATURE = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]);
const START_HEADER_BYTES = 32;
const COPY = [0x00];
const DEFLATE = [0x04, 0x01, 0x08];

/** Property ids of the header. */
const K = {
  end: 0x00,
  header: 0x01,
  mainStreamsInfo: 0x04,
  filesInfo: 0x05,
  packInfo: 0x06,
  unpackInfo: 0x07,
  subStreamsInfo: 0x08,
  size: 0x09,
  crc: 0x0a,
  folder: 0x0b,
  codersUnpackSize: 0x0c,
  emptyStream: 0x0e,
  emptyFile: 0x0f,
  name: 0x11,
  mTime: 0x14,
} as const;

/** What each file became in the archive. */
interface Packed {
  name: string;
  size: number;
  packedSize: number;
  crc: number;
  coder: readonly number[];
  mtimeMs: number;
}

export async function writeSevenZip(files: readonly SevenZipSource[], outPath: string, signal: AbortSignal, onFile?: (done: number) => void): Promise<void> {
  const packed: Packed[] = [];
  async function* streams(): AsyncGenerator<Buffer> {
    yield Buffer.alloc(START_HEADER_BYTES);
    for (const [i, file] of files.entries()) {
      const { size, mtimeMs } = await stat(file.path);
      const entry: Packed = { name: file.name, size: 0, packedSize: 0, crc: 0, coder: file.stored ? COPY : DEFLATE, mtimeMs };
      packed.push(entry);
      // An empty file has no stream in a 7z (deflate would still write its end block).
      if (size > 0) yield* packedStream(file, entry, signal);
      onFile?.(i + 1);
    }
  }
  await pipeline(Readable.from(streams(), { objectMode: false }), createWriteStream(outPath), { signal });
  const header = encodeHeader(packed);
  const packedTotal = packed.reduce((sum, p) => sum + p.packedSize, 0);
  const fh = await open(outPath, 'r+');
  try {
    await fh.write(header, 0, header.length, START_HEADER_BYTES + packedTotal);
    await fh.write(startHeader(packedTotal, header), 0, START_HEADER_BYTES, 0);
  } finally {
    await fh.close();
  }
}

/** One file through its coder, counting what goes in (size, CRC) and what comes out into `entry`. */
async function* packedStream(file: SevenZipSource, entry: Packed, signal: AbortSignal): AsyncGenerator<Buffer> {
  const counted = new Transform({
    transform(chunk: Buffer, _enc, done) {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      done(null, chunk);
    },
  });
  const coder = file.stored ? new Transform({ transform: (chunk, _enc, done) => done(null, chunk) }) : createDeflateRaw();
  const feeding = pipeline(createReadStream(file.path), counted, coder, { signal });
  // Heard at once, so a read error while the output is still being taken is never an unhandled rejection.
  feeding.catch(() => undefined);
  let whole = false;
  try {
    for await (const piece of coder as AsyncIterable<Buffer>) {
      entry.packedSize += piece.length;
      yield piece;
    }
    whole = true;
  } finally {
    // Left early (an error downstream, a cancel), the coder is destroyed by the loop and the feed's own error is moot.
    if (whole) await feeding;
  }
  if (entry.size === 0) throw new ToolError('internal', `the file ${JSON.stringify(file.name)} was emptied while it was packed`);
}

/** The 32 bytes at the start: signature, version, and where the header is, each part under its CRC. */
function startHeader(packedTotal: number, header: Buffer): Buffer {
  const start = Buffer.alloc(20);
  start.writeBigUInt64LE(BigInt(packedTotal), 0);
  start.writeBigUInt64LE(BigInt(header.length), 8);
  start.writeUInt32LE(crc32(header), 16);
  const out = Buffer.alloc(START_HEADER_BYTES);
  SIGNATURE.copy(out, 0);
  out.writeUInt32LE(crc32(start), 8);
  start.copy(out, 12);
  return out;
}

/** 7z's variable-length number: the first byte's leading ones count the bytes that follow (little-endian). */
export function sevenZipNumber(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`7z: ${value} is not a size`);
  for (let extra = 0; extra < 8; extra++) {
    if (value < 2 ** (7 * (extra + 1))) {
      const high = Math.floor(value / 2 ** (8 * extra));
      const first = ((0xff << (8 - extra)) & 0xff) | high;
      return [first, ...littleEndian(value, extra)];
    }
  }
  return [0xff, ...littleEndian(value, 8)];
}

function littleEndian(value: number, bytes: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (let i = 0; i < bytes; i++) {
    out.push(rest % 256);
    rest = Math.floor(rest / 256);
  }
  return out;
}

/** A bit vector, most significant bit first, as 7z writes them. */
function bits(flags: readonly boolean[]): number[] {
  const out = new Array<number>(Math.ceil(flags.length / 8)).fill(0);
  flags.forEach((on, i) => {
    if (on) out[i >> 3] |= 0x80 >> (i & 7);
  });
  return out;
}

function uint32(value: number): number[] {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return [...b];
}

/** Windows FILETIME (100 ns since 1601) of a time in ms since 1970, 8 bytes little-endian. */
function fileTime(ms: number): number[] {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE((BigInt(Math.max(0, Math.round(ms))) + 11_644_473_600_000n) * 10_000n);
  return [...b];
}

/** The header: one pack stream and one single-coder folder per non-empty file, then every file's name and time. */
export function encodeHeader(files: readonly Packed[]): Buffer {
  const n = sevenZipNumber;
  const withStream = files.filter((f) => f.size > 0);
  const h: number[] = [K.header];
  if (withStream.length > 0) {
    h.push(K.mainStreamsInfo);
    h.push(K.packInfo, ...n(0), ...n(withStream.length), K.size, ...withStream.flatMap((f) => n(f.packedSize)), K.end);
    h.push(K.unpackInfo, K.folder, ...n(withStream.length), 0);
    for (const f of withStream) h.push(...n(1), f.coder.length, ...f.coder);
    h.push(K.codersUnpackSize, ...withStream.flatMap((f) => n(f.size)), K.end);
    h.push(K.subStreamsInfo, K.crc, 1, ...withStream.flatMap((f) => uint32(f.crc)), K.end);
    h.push(K.end);
  }
  h.push(K.filesInfo, ...n(files.length));
  const empty = files.map((f) => f.size === 0);
  if (empty.some(Boolean)) {
    const vector = bits(empty);
    h.push(K.emptyStream, ...n(vector.length), ...vector);
    const emptyFiles = bits(empty.filter(Boolean).map(() => true));
    h.push(K.emptyFile, ...n(emptyFiles.length), ...emptyFiles);
  }
  const names = Buffer.concat(files.map((f) => Buffer.from(`${f.name}\0`, 'utf16le')));
  h.push(K.name, ...n(names.length + 1), 0, ...names);
  const times = files.flatMap((f) => fileTime(f.mtimeMs));
  h.push(K.mTime, ...n(times.length + 2), 1, 0, ...times);
  h.push(K.end, K.end);
  return Buffer.from(h);
}
