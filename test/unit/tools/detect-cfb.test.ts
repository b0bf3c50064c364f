/**
 * Compound files (doc, xls, ppt, msg) named from their root streams. The files are built here, sector by sector,
 * with only the streams that decide: what detection must read is the directory, never the streams' bytes.
 */
import { describe, expect, it } from 'vitest';
import { detectBuffer } from '../../../src/tools/shared/detect.js';

const FREE = 0xffffffff;
const END = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

interface Node {
  name: string;
  /** 1 storage, 2 stream. */
  type: 1 | 2;
  children?: Node[];
}

/** A 512-byte-sector compound file: header, one FAT sector, then the directory (4 entries a sector). */
function compoundFile(root: Node[]): Buffer {
  const flat: { node: Node; left: number; right: number; child: number }[] = [];
  const add = (nodes: Node[]): number => {
    // Siblings as a right-leaning chain (a valid, if unbalanced, tree).
    const ids = nodes.map((node) => {
      flat.push({ node, left: FREE, right: FREE, child: FREE });
      return flat.length - 1;
    });
    nodes.forEach((node, i) => {
      flat[ids[i]].right = i + 1 < ids.length ? ids[i + 1] : FREE;
      if (node.children) flat[ids[i]].child = add(node.children);
    });
    return ids.length > 0 ? ids[0] : FREE;
  };
  flat.push({ node: { name: 'Root Entry', type: 1 }, left: FREE, right: FREE, child: FREE });
  flat[0].child = add(root);
  const dirSectors = Math.ceil(flat.length / 4);
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  for (let s = 1; s <= dirSectors; s++) fat.writeUInt32LE(s < dirSectors ? s + 1 : END, s * 4);
  const dir = Buffer.alloc(dirSectors * 512);
  flat.forEach((e, i) => {
    const at = i * 128;
    const name = Buffer.from(`${e.node.name}\0`, 'utf16le');
    name.copy(dir, at);
    dir.writeUInt16LE(name.length, at + 0x40);
    dir[at + 0x42] = i === 0 ? 5 : e.node.type;
    dir.writeUInt32LE(e.left, at + 0x44);
    dir.writeUInt32LE(e.right, at + 0x48);
    dir.writeUInt32LE(e.child, at + 0x4c);
    dir.writeUInt32LE(END, at + 0x74);
  });
  return Buffer.concat([header, fat, dir]);
}

const stream = (name: string): Node => ({ name, type: 2 });

describe('compound file detection', () => {
  it('names Word, Excel (both stream names), PowerPoint and Outlook files from their root streams', async () => {
    expect(await detectBuffer(compoundFile([stream('\u0001CompObj'), stream('WordDocument'), stream('1Table')]))).toEqual({ mime: 'application/msword', ext: 'doc' });
    expect(await detectBuffer(compoundFile([stream('Workbook'), stream('\u0005SummaryInformation')]))).toEqual({ mime: 'application/vnd.ms-excel', ext: 'xls' });
    expect(await detectBuffer(compoundFile([stream('Book')]))).toEqual({ mime: 'application/vnd.ms-excel', ext: 'xls' });
    expect(await detectBuffer(compoundFile([stream('Current User'), stream('PowerPoint Document')]))).toEqual({ mime: 'application/vnd.ms-powerpoint', ext: 'ppt' });
    expect(await detectBuffer(compoundFile([stream('__substg1.0_0037001F'), stream('__properties_version1.0')]))).toEqual({ mime: 'application/vnd.ms-outlook', ext: 'msg' });
  });

  it('goes by the root only: a message with a Word attachment is a message, a document with an embedded sheet is Word', async () => {
    const attachment: Node = { name: '__attach_version1.0_#00000000', type: 1, children: [{ name: '__substg1.0_3701000D', type: 1, children: [stream('WordDocument')] }] };
    expect((await detectBuffer(compoundFile([attachment, stream('__substg1.0_0E1D001F')])))?.mime).toBe('application/vnd.ms-outlook');
    const pool: Node = { name: 'ObjectPool', type: 1, children: [{ name: '_1234', type: 1, children: [stream('Workbook')] }] };
    expect((await detectBuffer(compoundFile([pool, stream('WordDocument')])))?.mime).toBe('application/msword');
    // A storage that only holds a workbook deeper down names nothing at the root.
    expect((await detectBuffer(compoundFile([pool])))?.mime).toBe('application/x-cfb');
  });

  it('stays a plain compound file when the directory is damaged or loops, without hanging', async () => {
    const looping = compoundFile([stream('Something')]);
    // The directory's chain points back at itself.
    looping.writeUInt32LE(1, 512 + 4);
    expect((await detectBuffer(looping))?.mime).toBe('application/x-cfb');
    const cut = compoundFile([stream('WordDocument')]).subarray(0, 700);
    expect((await detectBuffer(cut))?.mime).toBe('application/x-cfb');
  });

  it('knows RTF by its opening', async () => {
    expect(await detectBuffer(Buffer.from('{\\rtf1\\ansi Hello}'))).toEqual({ mime: 'application/rtf', ext: 'rtf' });
  });
});
