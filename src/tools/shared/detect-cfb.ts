/**
 * Names a Compound File Binary (the container of .doc, .xls, .ppt and Outlook .msg, which file-type reports alike as
 * application/x-cfb) from the streams at its root: WordDocument, Workbook or Book, PowerPoint Document, or the
 * __substg1.0_ properties of a message. Only the root's own children count, so a Word file with an embedded
 * workbook is still Word, and a message with a Word attachment still a message. Reads are bounded: a damaged or
 * hostile directory gives up, never loops.
 */

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
/** Directory sectors followed at most (4096 entries with 512-byte sectors). */
const MAX_DIR_SECTORS = 1024;
/** FAT sectors read at most (a 64 MB file of 512-byte sectors; the directory sits in the first ones in practice). */
const MAX_FAT_SECTORS = 1024;

export const CFB_TYPES = {
  word: { mime: 'application/msword', ext: 'doc' },
  excel: { mime: 'application/vnd.ms-excel', ext: 'xls' },
  powerpoint: { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' },
  outlook: { mime: 'application/vnd.ms-outlook', ext: 'msg' },
} as const;

export type CfbType = (typeof CFB_TYPES)[keyof typeof CFB_TYPES];

interface DirEntry {
  name: string;
  left: number;
  right: number;
  child: number;
}

/** The names of the root storage's children, or null when the file is not a readable compound file. */
export async function cfbRootNames(read: ReadAt): Promise<string[] | null> {
  const header = await read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(SIGNATURE)) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * sectorSize;
  const fatCount = header.readUInt32LE(0x2c);
  const firstDir = header.readUInt32LE(0x30);

  // The FAT's own sectors: the first 109 are listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < Math.min(fatCount, MAX_FAT_SECTORS) && difat < END_OF_CHAIN && hops < MAX_FAT_SECTORS; hops++) {
    const block = await read(sectorAt(difat), sectorSize);
    if (block.length < sectorSize) return null;
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatCount; i++) fatSectors.push(block.readUInt32LE(i * 4));
    difat = block.readUInt32LE(sectorSize - 4);
  }
  const perFatSector = sectorSize / 4;
  const fatCache = new Map<number, Buffer>();
  const next = async (sector: number): Promise<number> => {
    const index = Math.floor(sector / perFatSector);
    if (index >= fatSectors.length || index >= MAX_FAT_SECTORS) return END_OF_CHAIN;
    let block = fatCache.get(index);
    if (!block) {
      block = await read(sectorAt(fatSectors[index]), sectorSize);
      fatCache.set(index, block);
    }
    const at = (sector % perFatSector) * 4;
    return at + 4 <= block.length ? block.readUInt32LE(at) : END_OF_CHAIN;
  };

  const entries: DirEntry[] = [];
  const seen = new Set<number>();
  for (let sector = firstDir; sector < END_OF_CHAIN && !seen.has(sector) && seen.size < MAX_DIR_SECTORS; sector = await next(sector)) {
    seen.add(sector);
    const block = await read(sectorAt(sector), sectorSize);
    if (block.length < sectorSize) break;
    for (let at = 0; at + 128 <= block.length; at += 128) {
      const nameBytes = Math.min(64, block.readUInt16LE(at + 0x40));
      entries.push({
        name: block.toString('utf16le', at, at + Math.max(0, nameBytes - 2)),
        left: block.readUInt32LE(at + 0x44),
        right: block.readUInt32LE(at + 0x48),
        child: block.readUInt32LE(at + 0x4c),
      });
    }
  }
  if (entries.length === 0) return null;
  // The root's children form one tree of siblings under entries[0].child; walk it, each entry once.
  const names: string[] = [];
  const stack = [entries[0].child];
  const visited = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === NO_STREAM || id >= entries.length || visited.has(id)) continue;
    visited.add(id);
    const e = entries[id];
    names.push(e.name);
    stack.push(e.left, e.right);
  }
  return names;
}

/** The Office type a compound file holds, or null when its root names none of them. */
export async function detectCfb(read: ReadAt): Promise<CfbType | null> {
  let names: string[] | null;
  try {
    names = await cfbRootNames(read);
  } catch {
    return null;
  }
  if (!names) return null;
  if (names.some((n) => n.startsWith('__substg1.0_'))) return CFB_TYPES.outlook;
  if (names.includes('WordDocument')) return CFB_TYPES.word;
  if (names.includes('Workbook') || names.includes('Book')) return CFB_TYPES.excel;
  if (names.includes('PowerPoint Document')) return CFB_TYPES.powerpoint;
  return null;
}

/** A reader over bytes in memory. */
export const readBuffer =
  (buf: Buffer): ReadAt =>
  async (offset, length) =>
    buf.subarray(offset, Math.min(buf.length, offset + length));
