/**
 * 7z, RAR (4 and 5) and tar.xz, read by libarchive compiled to WebAssembly (libarchive.js, in a worker thread, the
 * engine cbr-to-pdf already uses). Every entry is judged from the headers by the same rules as ZIP and tar
 * (members.ts) before a byte is unpacked; the worker then unpacks each file to exactly its declared size.
 */
import { readFile } from 'node:fs/promises';
import { Archive, type ArchiveReader, type RawEntry } from 'libarchive.js/dist/libarchive-node.mjs';
import { ToolError } from '../../core/errors.js';
import { ARCHIVE_LIMITS, MemberTally, safeMemberName } from './members.js';

/** Detection's names (file-type) for what this engine reads here. */
export const LIBARCHIVE_TYPES = ['application/x-7z-compressed', 'application/x-rar-compressed', 'application/x-xz'];

export interface UnpackedMember {
  name: string;
  size: number;
  /** The bytes, when asked for. */
  data: Buffer | null;
}

const UNREADABLE = 'the archive could not be read';

/** The names and declared sizes of an archive's files, refused at the first entry that breaks a rule. */
function judge(entries: readonly RawEntry[], archiveBytes: number): Map<string, { name: string; size: number }> {
  const tally = new MemberTally(ARCHIVE_LIMITS, archiveBytes);
  const files = new Map<string, { name: string; size: number }>();
  for (const entry of entries) {
    if (entry.type === 'DIR') continue;
    const name = safeMemberName(entry.path);
    if (entry.type === 'SYMBOLIC_LINK') throw new ToolError('invalid_input', `the archive holds a link, ${JSON.stringify(name)}; links are not unpacked`);
    if (entry.type !== 'FILE') throw new ToolError('invalid_input', `the archive holds a special file, ${JSON.stringify(name)}`);
    tally.add(name, entry.size);
    files.set(entry.path, { name, size: entry.size });
  }
  return files;
}

async function withArchive<T>(path: string, use: (archive: ArchiveReader, bytes: number) => Promise<T>): Promise<T> {
  const data = await readFile(path);
  let archive: ArchiveReader;
  try {
    archive = await Archive.open(new File([data], 'archive'));
  } catch {
    throw new ToolError('invalid_input', UNREADABLE);
  }
  try {
    return await use(archive, data.length);
  } finally {
    // Ends the worker thread and the WebAssembly memory it holds.
    await archive.close().catch(() => undefined);
  }
}

async function listed(archive: ArchiveReader): Promise<RawEntry[]> {
  try {
    return await archive.client.listFiles();
  } catch {
    throw new ToolError('invalid_input', UNREADABLE);
  }
}

/**
 * The files of a 7z, RAR or tar.xz, with `data` only when `extract` is set. An encrypted archive is refused naming its
 * first file (libarchive tells only that the archive holds encrypted data).
 */
export async function unpackLibarchive(path: string, extract: boolean): Promise<UnpackedMember[]> {
  return withArchive(path, async (archive, bytes) => {
    const entries = await listed(archive);
    const files = judge(entries, bytes);
    if ((await archive.hasEncryptedData().catch(() => null)) === true) {
      const first = [...files.values()][0]?.name ?? 'archive';
      throw new ToolError('invalid_input', `the member ${JSON.stringify(first)} is encrypted; send the archive without a password`);
    }
    if (!extract) return [...files.values()].map((f) => ({ name: f.name, size: f.size, data: null }));
    let unpacked: RawEntry[];
    try {
      // One pass over the archive: a solid 7z or RAR would be decompressed again from its start for each file.
      unpacked = await archive.client.extractFiles();
    } catch {
      throw new ToolError('invalid_input', UNREADABLE);
    }
    const out: UnpackedMember[] = [];
    for (const entry of unpacked) {
      const file = files.get(entry.path);
      if (!file || entry.type !== 'FILE') continue;
      const data = Buffer.from(entry.fileData ?? new Uint8Array());
      if (data.length !== file.size) {
        throw new ToolError('invalid_input', `the member ${JSON.stringify(file.name)} unpacks to ${data.length} bytes where the archive declares ${file.size}`);
      }
      out.push({ name: file.name, size: data.length, data });
    }
    return out;
  });
}
