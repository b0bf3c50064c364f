/**
 * Archives unpacked into a ZIP of their files (issue 39 item 5): ZIP, tar, tar.gz and tar.zst (or one gzipped, zstd
 * or xz file), and through libarchive 7z, RAR and tar.xz.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import yauzl from 'yauzl';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { ANY_FILE } from '../../../core/tools/accepts.js';
import { safeStem } from '../../../core/tools/names.js';
import { defineTool, type ToolContext, type ToolOutput } from '../../../core/tools/tool.types.js';
import { zipFiles, type ZipEntry } from '../../shared/zip.js';
import { ARCHIVE_LIMITS, MemberTally, safeMemberName } from '../members.js';
import { LIBARCHIVE_TYPES, unpackLibarchive } from '../libarchive.js';
import { readTar } from '../tar.js';
import { inflateXz } from '../xz.js';
import { DEFLATED, fitsPlainZip, STORED, verifyCopied, writeCopiedZip, type CopiedMember } from '../zip-copy.js';

const STREAM_TYPES = ['application/gzip', 'application/zstd'];
export const ARCHIVE_TYPES = ['application/zip', 'application/x-tar', ...STREAM_TYPES, ...LIBARCHIVE_TYPES];

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * A member's bytes gathered in memory. Not through pipeline(): its abort controller, ended at each finish, built a
 * DOMException with a stack trace per member.
 */
function collect(stream: NodeJS.ReadableStream, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** ZIPs up to this size are read into memory whole, not a positional read per header and per member. */
const ZIP_IN_MEMORY_BYTES = 64 * 1024 * 1024;

async function openZip(path: string, size: number): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true };
  // 500 members were 1,000+ reads of the file, each a trip to the thread pool: a tenth of the job's main-thread time.
  const whole = size <= ZIP_IN_MEMORY_BYTES ? await readFile(path) : null;
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) => (err || !zip ? reject(new ToolError('invalid_input', 'the ZIP archive could not be read')) : resolve(zip));
    if (whole) yauzl.fromBuffer(whole, options, done);
    else yauzl.open(path, options, done);
  });
}

/** A member as unpacked (`path` written, or its bytes in `data`) or only listed (`path` empty, no `data`). */
interface Member extends ZipEntry {
  size: number;
  /** A ZIP member's compressed bytes as checked, for a result that copies them rather than compress again. */
  copy?: CopiedMember;
}

/**
 * Which unpacked ZIP members stay in memory on their way to the result rather than go through a file: small ones,
 * up to a total that bounds a job's memory; a larger member streams to disk as before.
 */
const IN_MEMORY = { memberBytes: 4 * 1024 * 1024, totalBytes: 64 * 1024 * 1024 };

/**
 * Every file of a ZIP written as `<n>.bin` in `dir` (or, with `write` false, only listed from the directory), each
 * member checked before a byte of it is inflated.
 */
async function unpackZip(ctx: ToolContext<unknown>, path: string, size: number, dir: string, write = true): Promise<Member[]> {
  const zip = await openZip(path, size);
  const tally = new MemberTally(ARCHIVE_LIMITS, size);
  const out: Member[] = [];
  let held = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new ToolError('invalid_input', 'the ZIP archive is damaged')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const handle = async () => {
          ctx.signal.throwIfAborted();
          if (entry.fileName.endsWith('/')) return;
          const name = safeMemberName(entry.fileName);
          if ((((entry.externalFileAttributes >>> 16) & S_IFMT) >>> 0) === S_IFLNK) {
            throw new ToolError('invalid_input', `the archive holds a link, ${JSON.stringify(name)}; links are not unpacked`);
          }
          if (entry.isEncrypted()) throw new ToolError('invalid_input', `the member ${JSON.stringify(name)} is encrypted; send the archive without a password`);
          tally.add(name, entry.uncompressedSize);
          if (!write) {
            out.push({ path: '', name, size: entry.uncompressedSize });
            return;
          }
          const method = entry.compressionMethod;
          const open = (decompress: boolean | null) =>
            new Promise<NodeJS.ReadableStream>((res, rej) =>
              zip.openReadStream(entry, { decompress }, (err, s) => (err || !s ? rej(new ToolError('invalid_input', `the member ${JSON.stringify(name)} could not be read`)) : res(s))),
            );
          if ((method === STORED || method === DEFLATED) && entry.uncompressedSize <= IN_MEMORY.memberBytes && held + entry.uncompressedSize <= IN_MEMORY.totalBytes) {
            // The bytes as stored, inflated once here to be checked, then copied into the result as they are.
            const raw = await collect(await open(method === DEFLATED ? false : null), ctx.signal);
            const copy: CopiedMember = { name, method, raw, crc: entry.crc32, size: entry.uncompressedSize, dosTime: entry.lastModFileTime, dosDate: entry.lastModFileDate };
            const data = await verifyCopied(copy, name);
            held += data.length;
            out.push({ path: '', name, size: entry.uncompressedSize, data, copy });
          } else {
            const file = join(dir, `${out.length}.bin`);
            // validateEntrySizes stops a member that inflates past the size its directory entry claimed.
            await pipeline(await open(null), createWriteStream(file), { signal: ctx.signal });
            out.push({ path: file, name, size: entry.uncompressedSize });
          }
          // In steps of 5 points: each step is a store write and an event, which 500 members made 75 of.
          ctx.progress(5 + 5 * Math.floor((15 * out.length) / Math.max(1, zip.entryCount)), 'unpacking');
        };
        handle().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return out;
}

/**
 * A tar, a tar.gz or tar.zst, or one gzipped or zstd file, unpacked in memory: the decompressor stops at the total
 * limit, whatever the header says.
 */
async function unpackTar(ctx: ToolContext<unknown>, path: string, mime: string, size: number, dir: string, write = true): Promise<Member[]> {
  let buf = await readFile(path);
  if (STREAM_TYPES.includes(mime)) {
    const zstd = mime === 'application/zstd';
    try {
      buf = (zstd ? zstdDecompressSync : gunzipSync)(buf, { maxOutputLength: ARCHIVE_LIMITS.maxTotalBytes + 1 });
    } catch (err) {
      if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ToolError('too_large', `the archive unpacks to more than ${ARCHIVE_LIMITS.maxTotalBytes} bytes, which exceeds the limit`);
      }
      throw new ToolError('invalid_input', zstd ? 'the zstd file is damaged' : 'the gzip file is damaged');
    }
  }
  const tally = new MemberTally(ARCHIVE_LIMITS, size);
  const members: Array<{ name: string; data: Buffer }> = [];
  const isTar = buf.length >= 512 && buf.toString('latin1', 257, 262) === 'ustar';
  if (isTar || mime === 'application/x-tar') {
    readTar(buf, (m) => {
      const name = safeMemberName(m.name);
      tally.add(name, m.data.length);
      members.push({ name, data: m.data });
    });
  } else {
    // One gzipped file: its member is named after the archive.
    const name = safeStem(`${ctx.baseName}.x`);
    tally.add(name, buf.length);
    members.push({ name, data: buf });
  }
  const out: Member[] = [];
  for (const m of members) {
    ctx.signal.throwIfAborted();
    if (!write) {
      out.push({ path: '', name: m.name, size: m.data.length });
      continue;
    }
    // Already in memory: handed to the result ZIP as they are, not written out and read back.
    out.push({ path: '', name: m.name, size: m.data.length, data: m.data });
  }
  return out;
}

/** A 7z, RAR or tar.xz, through libarchive (see libarchive.ts), each file then written as `<n>.bin` in `dir`. */
async function unpackOther(ctx: ToolContext<unknown>, path: string, dir: string, write: boolean): Promise<Member[]> {
  const out: Member[] = [];
  for (const m of await unpackLibarchive(path, write)) {
    ctx.signal.throwIfAborted();
    if (!m.data) {
      out.push({ path: '', name: m.name, size: m.size });
      continue;
    }
    out.push({ path: '', name: m.name, size: m.size, data: m.data });
  }
  return out;
}

/**
 * An xz file: one compressed file (named after the upload, as a lone gzip is) is inflated here under the limits; a
 * tar.xz goes on to libarchive, found out from the first inflated bytes.
 */
async function unpackXz(ctx: ToolContext<unknown>, path: string, size: number, dir: string, write: boolean): Promise<Member[]> {
  const name = safeStem(`${ctx.baseName}.x`);
  const file = join(dir, 'xz-inflated.bin');
  const { tar, bytes } = await inflateXz({ input: path, output: write ? file : null, archiveBytes: size, name }, ctx.signal);
  if (tar) {
    await rm(file, { force: true });
    return unpackOther(ctx, path, dir, write);
  }
  return [{ path: write ? file : '', name, size: bytes }];
}

function unpack(ctx: ToolContext<unknown>, write: boolean): Promise<Member[]> {
  const input = ctx.input;
  if (!input) throw new ToolError('internal', 'this tool needs an uploaded file');
  if (input.mime === 'application/zip') return unpackZip(ctx, input.path, input.size, ctx.workDir, write);
  if (input.mime === 'application/x-xz') return unpackXz(ctx, input.path, input.size, ctx.workDir, write);
  if (LIBARCHIVE_TYPES.includes(input.mime)) return unpackOther(ctx, input.path, ctx.workDir, write);
  return unpackTar(ctx, input.path, input.mime, input.size, ctx.workDir, write);
}

export const archiveToZip = defineTool({
  id: 223,
  slug: 'archive-to-zip',
  operation: 'archive.toZip',
  kind: 'upload',
  category: 'data',
  title: 'Unpack an archive',
  description:
    `Unpacks a ZIP, 7z, RAR, tar, tar.gz, tar.xz or tar.zst (or one gzipped, zstd or xz file) and hands back its files as a ZIP, folders kept. At most ` +
    `${ARCHIVE_LIMITS.maxEntries} files and ${ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024} MB unpacked; links, encrypted ` +
    'members, paths that leave the archive and names given twice are refused.',
  params: z.object({}),
  accepts: ARCHIVE_TYPES,
  output: 'application/zip',
  // In a pipeline each file goes on to the next step by its own detected type (see ToolDefinition.members).
  members: ANY_FILE,
  limits: { maxOutputs: ARCHIVE_LIMITS.maxEntries, maxUnpackedBytes: ARCHIVE_LIMITS.maxTotalBytes },
  async run(ctx): Promise<ToolOutput> {
    const input = ctx.input;
    if (!input) throw new ToolError('internal', 'this tool needs an uploaded file');
    ctx.progress(5, 'unpacking');
    const files = await unpack(ctx, true);
    if (files.length === 0) throw new ToolError('invalid_input', 'the archive holds no files');
    ctx.progress(85, `packing ${files.length} files`);
    const name = `${safeStem(`${ctx.baseName}.x`)}-files.zip`;
    const path = join(ctx.workDir, name);
    const copies = files.flatMap((f) => (f.copy ? [f.copy] : []));
    if (copies.length === files.length && fitsPlainZip(copies)) await writeCopiedZip(copies, path);
    else await zipFiles(files, path);
    ctx.progress(100, 'done');
    return { path, name, mime: 'application/zip' };
  },
});

export const archiveList = defineTool({
  id: 224,
  slug: 'archive-list',
  operation: 'archive.list',
  kind: 'upload',
  category: 'data',
  title: 'List an archive',
  description: 'Lists the files of a ZIP, 7z, RAR, tar, tar.gz, tar.xz or tar.zst as JSON (name and unpacked size), held to the same limits as archive-to-zip.',
  params: z.object({}),
  accepts: ARCHIVE_TYPES,
  output: 'application/json',
  limits: { maxOutputs: ARCHIVE_LIMITS.maxEntries, maxUnpackedBytes: ARCHIVE_LIMITS.maxTotalBytes },
  async run(ctx): Promise<ToolOutput> {
    ctx.progress(5, 'reading');
    const files = await unpack(ctx, false);
    const name = `${safeStem(`${ctx.baseName}.x`)}-files.json`;
    const path = join(ctx.workDir, name);
    const total = files.reduce((n, f) => n + f.size, 0);
    await writeFile(path, `${JSON.stringify({ files: files.map((f) => ({ name: f.name, size: f.size })), count: files.length, total_bytes: total }, null, 2)}\n`);
    ctx.progress(100, 'done');
    return { path, name, mime: 'application/json' };
  },
});
