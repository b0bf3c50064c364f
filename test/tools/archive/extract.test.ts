import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { archiveList, archiveToZip } from '../../../src/tools/archive/definitions/extract.js';
import { readFile } from 'node:fs/promises';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { writeTar, type TarMember } from '../../../src/tools/archive/tar.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import { readZip } from '../pdf/readback.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archive-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, data: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
}

/** A ZIP built with yazl; `mode` sets a member's Unix mode (a link is 0o120777). */
function zipOf(members: Array<{ name: string; data: Buffer; mode?: number }>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const m of members) zip.addBuffer(m.data, m.name, m.mode ? { mode: m.mode } : {});
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A tar whose member `index` has its type byte set to `type` (a link, '2'), checksum written again. */
function tarWithType(members: TarMember[], index: number, type: string): Buffer {
  const tar = writeTar(members);
  const at = index * 1024;
  tar[at + 156] = type.charCodeAt(0);
  tar.write('        ', at + 148, 8);
  let sum = 0;
  for (let i = at; i < at + 512; i++) sum += tar[i];
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, at + 148, 8);
  return tar;
}

async function failure(path: string): Promise<ToolError> {
  const e = await runTool(archiveToZip, { input: path }).then(() => new Error('expected a failure'), (x: unknown) => x);
  expect(e).toBeInstanceOf(ToolError);
  return e as ToolError;
}

const LONG = `deep/${'n'.repeat(120)}.txt`;

describe('archive-to-zip', () => {
  it('unpacks a tar.gz into a ZIP byte for byte, folders and a name over 100 bytes kept', async () => {
    const members = [
      { name: 'notes/a.txt', data: Buffer.from('first file\n') },
      { name: LONG, data: Buffer.from([0, 1, 2, 255, 254]) },
    ];
    const r = await runTool(archiveToZip, { input: await file('two.tar.gz', gzipSync(writeTar(members))) });
    try {
      expect(r.mime).toBe('application/zip');
      const got = await readZip(r.path);
      expect(got.map((e) => [e.name, e.data.toString('hex')])).toEqual(members.map((m) => [m.name, m.data.toString('hex')]));
    } finally {
      await cleanup(r);
    }
  });

  it('repacks a ZIP and a plain tar the same way', async () => {
    const zip = await runTool(archiveToZip, { input: await file('in.zip', await zipOf([{ name: 'x/y.bin', data: Buffer.from('zip member') }])) });
    const tar = await runTool(archiveToZip, { input: await file('in.tar', writeTar([{ name: 'z.txt', data: Buffer.from('tar member') }])) });
    try {
      expect((await readZip(zip.path)).map((e) => [e.name, e.data.toString()])).toEqual([['x/y.bin', 'zip member']]);
      expect((await readZip(tar.path)).map((e) => [e.name, e.data.toString()])).toEqual([['z.txt', 'tar member']]);
    } finally {
      await cleanup(zip);
      await cleanup(tar);
    }
  });

  it('copies stored and deflated ZIP members byte for byte, and refuses one whose checksum or declared size is wrong', async () => {
    const text = Buffer.from('a line of text that deflate shrinks\n'.repeat(200));
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('stored as is'), 'kept/stored.txt', { compress: false });
    zip.addBuffer(text, 'kept/deflated.txt');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream) chunks.push(c as Buffer);
    const good = Buffer.concat(chunks);
    const result = await runTool(archiveToZip, { input: await file('mixed.zip', good) });
    try {
      expect((await readZip(result.path)).map((e) => [e.name, e.data.toString()])).toEqual([
        ['kept/stored.txt', 'stored as is'],
        ['kept/deflated.txt', text.toString()],
      ]);
    } finally {
      await cleanup(result);
    }
    // The second central directory entry's CRC-32 (offset 16) and uncompressed size (offset 24), as yauzl reads them.
    const central = good.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const badCrc = Buffer.from(good);
    badCrc.writeUInt32LE((badCrc.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    expect((await failure(await file('bad-crc.zip', badCrc))).message).toBe('the member "kept/deflated.txt" is damaged (its checksum does not match)');
    const badSize = Buffer.from(good);
    badSize.writeUInt32LE(badSize.readUInt32LE(central + 24) - 10, central + 24);
    expect((await failure(await file('bad-size.zip', badSize))).message).toBe('the member "kept/deflated.txt" unpacks to a size other than the archive declares');
  });

  it('refuses member paths that leave the folder: "..", absolute and drive letters', async () => {
    const cases: Array<[string, string]> = [
      ['../evil.txt', 'the archive holds a member whose path leaves its folder, "../evil.txt"'],
      ['ok/../../evil.txt', 'the archive holds a member whose path leaves its folder, "ok/../../evil.txt"'],
      ['/etc/passwd', 'the archive holds a member with an absolute or Windows path, "/etc/passwd"'],
      ['C:/Windows/evil.dll', 'the archive holds a member with an absolute or Windows path, "C:/Windows/evil.dll"'],
    ];
    for (const [name, message] of cases) {
      const e = await failure(await file('bad.tar', writeTar([{ name, data: Buffer.from('x') }])));
      expect([e.kind, e.message]).toEqual(['invalid_input', message]);
    }
  });

  it('refuses links in a tar and in a ZIP, and a name given twice', async () => {
    const tarLink = await failure(await file('link.tar', tarWithType([{ name: 'passwd', data: Buffer.alloc(0) }], 0, '2')));
    expect(tarLink.message).toBe('the archive holds a link, "passwd"; links are not unpacked');
    const zipLink = await failure(await file('link.zip', await zipOf([{ name: 'passwd', data: Buffer.from('/etc/passwd'), mode: 0o120777 }])));
    expect(zipLink.message).toBe('the archive holds a link, "passwd"; links are not unpacked');
    const twice = await failure(await file('twice.tar', writeTar([{ name: 'a.txt', data: Buffer.from('1') }, { name: './a.txt', data: Buffer.from('2') }])));
    expect(twice.message).toBe('the archive holds "a.txt" twice');
  });

  it('refuses a zip bomb and a gzip bomb by their ratio, and too many members', async () => {
    const bomb = await failure(await file('bomb.zip', await zipOf([{ name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }])));
    expect([bomb.kind, bomb.message]).toEqual(['too_large', 'the archive unpacks to more than 200 times its size, which looks like a zip bomb']);
    // gunzip itself stops at the 256 MB total (maxOutputLength); a smaller bomb is caught by the ratio first.
    const gz = await failure(await file('bomb.tar.gz', gzipSync(writeTar([{ name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }]))));
    expect(gz.message).toBe('the archive unpacks to more than 200 times its size, which looks like a zip bomb');
    const many = writeTar(Array.from({ length: 1_001 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    const e = await failure(await file('many.tar', many));
    expect(e.message).toBe('the archive holds more than 1000 files, which exceeds the limit');
  });

  it('archive-list names each file with its unpacked size, and refuses what unpacking refuses', async () => {
    const members = [
      { name: 'notes/a.txt', data: Buffer.from('first file\n') },
      { name: 'b.bin', data: Buffer.alloc(300) },
    ];
    const r = await runTool(archiveList, { input: await file('list.tar.gz', gzipSync(writeTar(members))) });
    try {
      expect((await detectFile(r.path))?.mime).toBe('application/json');
      expect(JSON.parse(await readFile(r.path, 'utf8'))).toEqual({
        files: [{ name: 'notes/a.txt', size: 11 }, { name: 'b.bin', size: 300 }],
        count: 2,
        total_bytes: 311,
      });
    } finally {
      await cleanup(r);
    }
    const e = await runTool(archiveList, { input: await file('evil.tar', writeTar([{ name: 'a/../../x', data: Buffer.from('x') }])) }).catch((x: unknown) => x);
    expect((e as ToolError).message).toBe('the archive holds a member whose path leaves its folder, "a/../../x"');
  });
});
