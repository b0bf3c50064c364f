/**
 * 7z, RAR, tar.xz, tar.zst and a lone xz file through archive-to-zip and archive-list. The 7z, RAR and xz archives are
 * made by another engine than the one that reads them: RAR4 and 7z by the hand-written writers here, tar.xz and .xz
 * by Debian's `xz` (xz-utils, in every Debian image). zstd is read by Node's zlib, and no other zstd writer arrives with `npm ci` or
 * a Debian base image, so there the container (the tar) is this project's and the codec Node's own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { zstdCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { archiveList, archiveToZip } from '../../../src/tools/archive/definitions/extract.js';
import { writeTar } from '../../../src/tools/archive/tar.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import { storedRar4 } from '../ebook/rar4.js';
import { readZip } from '../pdf/readback.js';
import { storedSevenZip } from './seven-zip.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archive-formats-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, data: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
}

async function failure(path: string): Promise<ToolError> {
  const e = await runTool(archiveToZip, { input: path }).then(() => new Error('expected a failure'), (x: unknown) => x);
  expect(e).toBeInstanceOf(ToolError);
  return e as ToolError;
}

/** Unpacks `input` and answers the result's members as [name, hex] pairs. */
async function unpacked(input: string): Promise<Array<[string, string]>> {
  const r = await runTool(archiveToZip, { input });
  try {
    expect(r.mime).toBe('application/zip');
    return (await readZip(r.path)).map((e) => [e.name, e.data.toString('hex')]);
  } finally {
    await cleanup(r);
  }
}

const MEMBERS = [
  { name: 'notes/a.txt', data: Buffer.from('first file\n') },
  { name: 'b.bin', data: Buffer.from([0, 1, 2, 255, 254]) },
];
const EXPECTED = MEMBERS.map((m): [string, string] => [m.name, m.data.toString('hex')]);
const ZEROS = Buffer.alloc(8 * 1024 * 1024);
const BOMB = 'the archive unpacks to more than 200 times its size, which looks like a zip bomb';

/** Debian's xz, if this machine has it: a missing tool skips with its name, never passes unseen. */
function which(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const HAS_XZ = which('xz');

describe('archive-to-zip beyond ZIP and tar', () => {
  it('unpacks a RAR4 byte for byte; refuses a path that leaves its folder and a header that claims a bomb', async () => {
    const rar = await file('two.rar', storedRar4(MEMBERS));
    expect((await detectFile(rar))?.mime).toBe('application/x-rar-compressed');
    expect(await unpacked(rar)).toEqual(EXPECTED);
    const e = await failure(await file('evil.rar', storedRar4([{ name: '../evil.txt', data: Buffer.from('x') }])));
    expect([e.kind, e.message]).toEqual(['invalid_input', 'the archive holds a member whose path leaves its folder, "../evil.txt"']);
    // A header that claims 8 MiB for one stored byte is judged by what it claims, before anything is unpacked.
    const liar = await failure(await file('liar.rar', storedRar4([{ name: 'big.bin', data: Buffer.from('x'), size: ZEROS.length }])));
    expect([liar.kind, liar.message]).toEqual(['too_large', BOMB]);
  });

  it('unpacks a 7z byte for byte, lists it, and refuses an absolute member path', async () => {
    const seven = await file('two.7z', storedSevenZip(MEMBERS));
    expect((await detectFile(seven))?.mime).toBe('application/x-7z-compressed');
    expect(await unpacked(seven)).toEqual(EXPECTED);
    const r = await runTool(archiveList, { input: seven });
    try {
      expect(JSON.parse(await readFile(r.path, 'utf8'))).toEqual({
        files: [{ name: 'notes/a.txt', size: 11 }, { name: 'b.bin', size: 5 }],
        count: 2,
        total_bytes: 16,
      });
    } finally {
      await cleanup(r);
    }
    const e = await failure(await file('evil.7z', storedSevenZip([{ name: '/etc/x', data: Buffer.from('x') }])));
    expect([e.kind, e.message]).toEqual(['invalid_input', 'the archive holds a member with an absolute or Windows path, "/etc/x"']);
  });

  it.skipIf(!HAS_XZ)('unpacks a tar.xz made by xz byte for byte; refuses an xz bomb by its ratio and a symbolic link (needs `xz` from xz-utils)', async () => {
    const xz = (data: Buffer) => execFileSync('xz', ['-c', '-1'], { input: data });
    const txz = await file('two.tar.xz', xz(writeTar(MEMBERS)));
    expect((await detectFile(txz))?.mime).toBe('application/x-xz');
    expect(await unpacked(txz)).toEqual(EXPECTED);
    const e = await failure(await file('bomb.tar.xz', xz(writeTar([{ name: 'zeros.bin', data: ZEROS }]))));
    expect([e.kind, e.message]).toEqual(['too_large', BOMB]);
    const link = writeTar([{ name: 'passwd', data: Buffer.alloc(0) }]);
    link[156] = '2'.charCodeAt(0);
    link.write('        ', 148, 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += link[i];
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    const l = await failure(await file('link.tar.xz', xz(link)));
    expect(l.message).toBe('the archive holds a link, "passwd"; links are not unpacked');
  });

  it('unpacks a tar.zst byte for byte, and refuses a zstd bomb by its ratio', async () => {
    const zst = (members: Array<{ name: string; data: Buffer }>) => zstdCompressSync(writeTar(members));
    const tzst = await file('two.tar.zst', zst(MEMBERS));
    expect((await detectFile(tzst))?.mime).toBe('application/zstd');
    expect(await unpacked(tzst)).toEqual(EXPECTED);
    const e = await failure(await file('bomb.tar.zst', zst([{ name: 'zeros.bin', data: ZEROS }])));
    expect([e.kind, e.message]).toEqual(['too_large', BOMB]);
  });

  it.skipIf(!HAS_XZ)('unpacks one xz file made by xz byte for byte, named without .xz; refuses an xz bomb and a damaged file (needs `xz`)', async () => {
    const text = Buffer.from('A small text, compressed alone.\nSecond line: ünïcode ✓\n');
    const single = await file('notes.txt.xz', execFileSync('xz', ['-c', '-6'], { input: text }));
    expect((await detectFile(single))?.mime).toBe('application/x-xz');
    expect(await unpacked(single)).toEqual([['notes.txt', text.toString('hex')]]);
    const r = await runTool(archiveList, { input: single });
    try {
      expect(JSON.parse(await readFile(r.path, 'utf8'))).toEqual({ files: [{ name: 'notes.txt', size: text.length }], count: 1, total_bytes: text.length });
    } finally {
      await cleanup(r);
    }
    // 200 MiB of zeros: 8 MiB piped through xz here, its stream given 25 times (xz files may be concatenated streams,
    // which xz itself unpacks as one), so the test does not spend a second compressing 200 MiB. About 30 KB in all:
    // the reader stops at 200 times that, long before the end.
    const eight = execFileSync('sh', ['-c', 'head -c 8388608 /dev/zero | xz -c -1 -T1']);
    const bomb = await file('zeros.xz', Buffer.concat(Array.from({ length: 25 }, () => eight)));
    expect(execFileSync('xz', ['-l', '--robot', bomb]).toString()).toMatch(/^totals\t25\t25\t\d+\t209715200\t/m);
    const e = await failure(bomb);
    expect([e.kind, e.message]).toEqual(['too_large', BOMB]);
    // A flipped byte in the compressed data: xz's checks catch it.
    const good = execFileSync('xz', ['-c', '-6'], { input: Buffer.from('some words '.repeat(500)) });
    const broken = Buffer.from(good);
    broken[Math.floor(broken.length / 2)] ^= 0xff;
    const d = await failure(await file('broken.txt.xz', broken));
    expect([d.kind, d.message]).toEqual(['invalid_input', 'the xz file is damaged']);
  });
});
