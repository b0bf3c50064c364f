/** The tar format (POSIX ustar with GNU and pax long names), read from and written to memory. */
import { ToolError } from '../../core/errors.js';

export interface TarMember {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

function text(buf: Buffer, start: number, length: number): string {
  const field = buf.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
}

function octal(buf: Buffer, start: number, length: number): number {
  const raw = text(buf, start, length).trim();
  if (!/^[0-7]*$/.test(raw)) throw new ToolError('invalid_input', 'the tar archive is damaged (a size that is not a number)');
  return raw === '' ? 0 : parseInt(raw, 8);
}

/** The `path` record of a pax extended header, when it has one. */
function paxPath(data: Buffer): string | null {
  const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
  return m ? m[1] : null;
}

/**
 * Walks the members of a tar held in memory; `visit` sees each regular file with its raw name. Links (symbolic and
 * hard) and device files are refused by name: unpacked elsewhere they point outside what was sent.
 */
export function readTar(buf: Buffer, visit: (m: TarMember) => void): void {
  let at = 0;
  let longName: string | null = null;
  while (at + BLOCK <= buf.length) {
    const header = buf.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    const start = at + BLOCK;
    if (start + size > buf.length) throw new ToolError('invalid_input', 'the tar archive is cut short');
    const data = buf.subarray(start, start + size);
    at = start + Math.ceil(size / BLOCK) * BLOCK;
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    if (type === 'L') {
      longName = text(data, 0, data.length);
      continue;
    }
    if (type === 'x') {
      longName = paxPath(data);
      continue;
    }
    longName = null;
    if (type === 'g' || type === '5') continue;
    if (type === '1' || type === '2') throw new ToolError('invalid_input', `the archive holds a link, ${JSON.stringify(name.slice(0, 200))}; links are not unpacked`);
    if (type !== '0' && type !== '7') throw new ToolError('invalid_input', `the archive holds a special file, ${JSON.stringify(name.slice(0, 200))}`);
    visit({ name, data });
  }
}

function header(name: string, size: number, mtime = 0): Buffer {
  const h = Buffer.alloc(BLOCK);
  const write = (value: string, start: number, length: number) => h.write(value, start, length, 'utf8');
  write(name, 0, 100);
  write('0000644\0', 100, 8);
  write('0000000\0', 108, 8);
  write('0000000\0', 116, 8);
  write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  write(`${Math.max(0, Math.floor(mtime)).toString(8).padStart(11, '0')}\0`, 136, 12);
  write('        ', 148, 8);
  h[156] = 48;
  write('ustar\0', 257, 6);
  write('00', 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return h;
}

/** The zeros that fill a member of `size` bytes up to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The two empty blocks that end a tar. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/**
 * The blocks that come before a regular file's bytes: its header, and first a GNU long-name record when the name is
 * longer than 100 bytes. `mtime` in seconds since 1970.
 */
export function tarFileHeader(name: string, size: number, mtime = 0): Buffer {
  const short = header(Buffer.from(name).subarray(0, 100).toString('utf8'), size, mtime);
  if (Buffer.byteLength(name) <= 100) return short;
  const long = Buffer.from(`${name}\0`);
  const h = header('././@LongLink', long.length);
  h[156] = 'L'.charCodeAt(0);
  // The checksum covers the type byte, so it is written again.
  h.write('        ', 148, 8);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return Buffer.concat([h, long, tarPadding(long.length), short]);
}

/** A tar of these members; a name longer than 100 bytes goes first as a GNU long-name record. */
export function writeTar(members: readonly TarMember[]): Buffer {
  const parts: Buffer[] = [];
  for (const m of members) parts.push(tarFileHeader(m.name, m.data.length), m.data, tarPadding(m.data.length));
  parts.push(TAR_END);
  return Buffer.concat(parts);
}
