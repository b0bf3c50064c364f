/**
 * A ZIP written from members whose compressed bytes are copied as they came from the uploaded ZIP (stored or
 * deflated), so unpacking a ZIP into a ZIP deflates nothing again: with 500 text members, deflating them again was
 * most of the job's CPU. Each member is inflated once before it is copied, and its length and CRC-32 must match what
 * its entry declares (see verifyCopied), so what is copied is exactly what was checked.
 */
import { writeFile } from 'node:fs/promises';
import { crc32, inflateRaw, inflateRawSync } from 'node:zlib';
import { promisify } from 'node:util';
import { ToolError } from '../../core/errors.js';

const inflate = promisify(inflateRaw);

/** Members up to this size are inflated on the calling thread. */
const SYNC_INFLATE_BYTES = 256 * 1024;

export const STORED = 0;
export const DEFLATED = 8;

export interface CopiedMember {
  /** The member's (checked) name in the result. */
  name: string;
  method: typeof STORED | typeof DEFLATED;
  /** The bytes as they sit in the source ZIP (compressed with `method`). */
  raw: Buffer;
  crc: number;
  size: number;
  /** MS-DOS time and date fields, as the source entry had them. */
  dosTime: number;
  dosDate: number;
}

/**
 * The member's bytes unpacked, refused unless they are exactly `size` long with the CRC-32 `crc`: a member that
 * inflates past its declared size is stopped at one byte over.
 */
export async function verifyCopied(m: Omit<CopiedMember, 'name'>, shownName: string): Promise<Buffer> {
  let data: Buffer;
  try {
    const options = { maxOutputLength: Math.max(1, m.size + 1) };
    // A small member inflates in well under a millisecond: the thread pool's round trip (a stream, a hop, a callback)
    // cost more than the work, 500 times over.
    data = m.method === STORED ? m.raw : m.size <= SYNC_INFLATE_BYTES ? inflateRawSync(m.raw, options) : await inflate(m.raw, options);
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw sizeMismatch(shownName);
    throw new ToolError('invalid_input', `the member ${JSON.stringify(shownName)} could not be read`);
  }
  if (data.length !== m.size) throw sizeMismatch(shownName);
  if (crc32(data) >>> 0 !== m.crc >>> 0) throw new ToolError('invalid_input', `the member ${JSON.stringify(shownName)} is damaged (its checksum does not match)`);
  return data;
}

function sizeMismatch(shownName: string): ToolError {
  return new ToolError('invalid_input', `the member ${JSON.stringify(shownName)} unpacks to a size other than the archive declares`);
}

/** Bit 11: names are UTF-8. */
const UTF8 = 0x0800;
/** Made by Unix (3), spec version 2.0, so readers take the external attributes as a Unix mode. */
const MADE_BY = (3 << 8) | 20;
const FILE_MODE = 0o100644;

/** Whether a result of these members fits a ZIP without ZIP64 fields (sizes and offsets under 4 GiB, under 65,535 entries). */
export function fitsPlainZip(members: readonly { raw: Buffer; name: string }[]): boolean {
  const bytes = members.reduce((n, m) => n + m.raw.length + 30 + 46 + 2 * Buffer.byteLength(m.name), 22);
  return members.length < 0xffff && bytes < 0xffff_ffff;
}

/** Writes the ZIP to `outPath` in one go: the members are in memory already (bounded by the caller). */
export async function writeCopiedZip(members: readonly CopiedMember[], outPath: string): Promise<void> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const name = Buffer.from(m.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(m.method, 8);
    local.writeUInt16LE(m.dosTime, 10);
    local.writeUInt16LE(m.dosDate, 12);
    local.writeUInt32LE(m.crc >>> 0, 14);
    local.writeUInt32LE(m.raw.length, 18);
    local.writeUInt32LE(m.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, m.raw);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(MADE_BY, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(UTF8, 8);
    entry.writeUInt16LE(m.method, 10);
    entry.writeUInt16LE(m.dosTime, 12);
    entry.writeUInt16LE(m.dosDate, 14);
    entry.writeUInt32LE(m.crc >>> 0, 16);
    entry.writeUInt32LE(m.raw.length, 20);
    entry.writeUInt32LE(m.size, 24);
    entry.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number and internal attributes stay 0.
    entry.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + m.raw.length;
  }
  const centralBytes = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(centralBytes, 12);
  end.writeUInt32LE(offset, 16);
  await writeFile(outPath, Buffer.concat([...parts, ...central, end]));
}
