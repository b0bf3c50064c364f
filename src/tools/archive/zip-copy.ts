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

/**
 * The ten fields a local header (from byte 4) and a central directory entry (from byte 6) share, in the same order:
 * version needed, flags, method, time, date, CRC-32, both sizes, name length, and an empty extra field.
 */
function writeSharedFields(header: Buffer, at: number, m: CopiedMember, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(UTF8, at + 2);
  header.writeUInt16LE(m.method, at + 4);
  header.writeUInt16LE(m.dosTime, at + 6);
  header.writeUInt16LE(m.dosDate, at + 8);
  header.writeUInt32LE(m.crc >>> 0, at + 10);
  header.writeUInt32LE(m.raw.length, at + 14);
  header.writeUInt32LE(m.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
  header.writeUInt16LE(0, at + 24);
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
    writeSharedFields(local, 4, m, name.length);
    parts.push(local, name, m.raw);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(MADE_BY, 4);
    writeSharedFields(entry, 6, m, name.length);
    // Comment, disk number and internal attributes stay 0.
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
