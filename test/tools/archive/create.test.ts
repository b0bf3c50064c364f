/**
 * Archives made from several files (issue 39 item 5), each read back by another engine than the one that wrote it:
 * the ZIP (yazl) by Debian's unzip, the tar.gz (this project's streaming tar and Node's gzip) by GNU tar, the 7z
 * (this project's writer) by 7-Zip's own 7zz and by libarchive. unzip and 7zz come from .ci/install-archive.sh; a
 * missing one skips with its name, never passes unseen. Files of no known type go in; every other tool still refuses
 * them as before.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { archiveCreate7z, archiveCreateTarGz, archiveCreateZip } from '../../../src/tools/archive/definitions/create.js';
import { archiveList } from '../../../src/tools/archive/definitions/extract.js';
import { readTar } from '../../../src/tools/archive/tar.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { trackedRuns } from '../../helpers/tool-harness.js';

function which(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const HAS_UNZIP = which('unzip');
const HAS_7ZZ = which('7zz');

/** Bytes no detection names, the same every run (xorshift from a fixed seed), so the test cannot flake on a magic. */
function noise(length: number): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(length);
  let x = 0x2545f491;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

let dir: string;
let app: TestApp;
const runs = trackedRuns();
/** What goes in: two files sent under one name, and random bytes no detection names. */
const NOTES_A = Buffer.from('first notes\n');
const NOTES_B = Buffer.from('second notes\n');
const RANDOM = noise(3000);
let inputs: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archive-create-'));
  await mkdir(join(dir, 'a'));
  await mkdir(join(dir, 'b'));
  inputs = [join(dir, 'a', 'notes.txt'), join(dir, 'b', 'notes.txt'), join(dir, 'blob')];
  await Promise.all([writeFile(inputs[0], NOTES_A), writeFile(inputs[1], NOTES_B), writeFile(inputs[2], RANDOM)]);
  app = await startTestApp();
});
afterAll(async () => {
  await runs.cleanupAll();
  await app?.destroy();
  await rm(dir, { recursive: true, force: true });
});

/** Every file under `root` as [relative name, bytes in hex], sorted by name. */
async function filesUnder(root: string): Promise<Array<[string, string]>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const out = await Promise.all(files.map(async (f): Promise<[string, string]> => [f.slice(root.length + 1), (await readFile(f)).toString('hex')]));
  return out.sort((x, y) => x[0].localeCompare(y[0]));
}

/** Unpacks `archive` with `command` (its arguments after the archive's path are `-d`-style, per tool) into a new folder. */
async function unpackedBy(unpack: (archive: string, into: string) => void, archive: string): Promise<Array<[string, string]>> {
  const into = await mkdtemp(join(dir, 'out-'));
  unpack(archive, into);
  return filesUnder(into);
}

const EXPECTED: Array<[string, string]> = [
  ['blob', RANDOM.toString('hex')],
  ['notes (2).txt', NOTES_B.toString('hex')],
  ['notes.txt', NOTES_A.toString('hex')],
];

describe('archive creators', () => {
  it('take a file no detection names, which image-resize still refuses with the same words as before', async () => {
    expect(await detectFile(inputs[2])).toBeNull();
    const resize = ALL_TOOLS.find((t) => t.slug === 'image-resize')!;
    const refused = await runs.run(resize, { input: inputs[2], params: { width: 10 } }).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).code, (refused as AppError).message]).toEqual([
      'unsupported_type',
      `image-resize does not accept this kind of file; it takes ${resize.accepts.join(', ')}.`,
    ]);
  });

  it.skipIf(!HAS_UNZIP)('make a ZIP that unzip unpacks byte for byte, a name given twice numbered (needs unzip)', async () => {
    const r = await runs.run(archiveCreateZip, { inputs });
    expect([r.name, r.mime]).toEqual(['notes-3-files.zip', 'application/zip']);
    expect(execFileSync('unzip', ['-Z1', r.path], { encoding: 'utf8' }).trim().split('\n')).toEqual(['notes.txt', 'notes (2).txt', 'blob']);
    expect(await unpackedBy((a, into) => execFileSync('unzip', ['-q', a, '-d', into]), r.path)).toEqual(EXPECTED);
  });

  it('make a tar.gz that GNU tar unpacks byte for byte, a name over 100 bytes kept whole', async () => {
    const long = join(dir, `${'n'.repeat(140)}.txt`);
    await writeFile(long, 'long name\n');
    const r = await runs.run(archiveCreateTarGz, { inputs: [...inputs, long] });
    expect([r.name, r.mime, (await detectFile(r.path))?.mime]).toEqual(['notes-4-files.tar.gz', 'application/gzip', 'application/gzip']);
    expect(execFileSync('tar', ['-tzf', r.path], { encoding: 'utf8' }).trim().split('\n')).toEqual(['notes.txt', 'notes (2).txt', 'blob', `${'n'.repeat(140)}.txt`]);
    const longEntry: [string, string] = [`${'n'.repeat(140)}.txt`, Buffer.from('long name\n').toString('hex')];
    const byName = (x: [string, string], y: [string, string]) => x[0].localeCompare(y[0]);
    expect(await unpackedBy((a, into) => execFileSync('tar', ['-xzf', a, '-C', into]), r.path)).toEqual([...EXPECTED, longEntry].sort(byName));
    // Node's gunzip and this project's tar reader agree.
    const read: string[] = [];
    readTar(gunzipSync(await readFile(r.path)), (m) => read.push(m.name));
    expect(read).toEqual(['notes.txt', 'notes (2).txt', 'blob', `${'n'.repeat(140)}.txt`]);
  });

  it.skipIf(!HAS_7ZZ)('make a 7z that 7-Zip unpacks byte for byte, and that archive-list reads (needs 7zz from 7zip)', async () => {
    const r = await runs.run(archiveCreate7z, { inputs });
    expect([r.name, r.mime, (await detectFile(r.path))?.mime]).toEqual(['notes-3-files.7z', 'application/x-7z-compressed', 'application/x-7z-compressed']);
    expect(execFileSync('7zz', ['t', r.path], { encoding: 'utf8' })).toContain('Everything is Ok');
    expect(await unpackedBy((a, into) => execFileSync('7zz', ['x', '-bd', '-y', `-o${into}`, a], { stdio: 'ignore' }), r.path)).toEqual(EXPECTED);
    const listed = await runs.run(archiveList, { input: r.path });
    expect(JSON.parse(await readFile(listed.path, 'utf8'))).toMatchObject({ count: 3, total_bytes: NOTES_A.length + NOTES_B.length + RANDOM.length });
  });
});

describe('archive-create-zip over HTTP', () => {
  it.skipIf(!HAS_UNZIP)('takes several uploads in one request; hostile names lose their folders and stay distinct (needs unzip)', async () => {
    const c = new Client(app.url);
    const form = new FormData();
    form.set('tool', 'archive-create-zip');
    form.append('file', new Blob([NOTES_A]), '../x');
    form.append('file', new Blob([NOTES_B]), '/etc/passwd');
    form.append('file', new Blob([RANDOM]), 'C:\\x');
    const { status, body } = await c.json('/upload', { method: 'POST', body: form });
    expect(status, JSON.stringify(body)).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', output_name: 'x-3-files.zip' });
    const res = await c.request(done.download_url as string);
    const zip = join(dir, 'http.zip');
    await writeFile(zip, Buffer.from(await res.arrayBuffer()));
    expect(execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n')).toEqual(['x', 'passwd', 'x (2)']);
    expect(await unpackedBy((a, into) => execFileSync('unzip', ['-q', a, '-d', into]), zip)).toEqual([
      ['passwd', NOTES_B.toString('hex')],
      ['x', NOTES_A.toString('hex')],
      ['x (2)', RANDOM.toString('hex')],
    ]);
  });
});

describe('archive creators in a pipeline', () => {
  it.skipIf(!HAS_UNZIP)('end one (two pictures inverted, then zipped) and start one (files zipped, then listed) (needs unzip)', async () => {
    const c = new Client(app.url);
    const png = (colour: string) => sharp({ create: { width: 4, height: 4, channels: 3, background: colour } }).png().toBuffer();
    const ending = new FormData();
    ending.set('steps', JSON.stringify([{ tool: 'image-invert' }, { tool: 'archive-create-zip' }]));
    ending.append('file', new Blob([new Uint8Array(await png('#000000'))]), 'black.png');
    ending.append('file', new Blob([new Uint8Array(await png('#ffffff'))]), 'white.png');
    const first = await c.json('/api/pipelines', { method: 'POST', body: ending });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const zipped = await c.waitForJob(first.body.job_id as string);
    expect(zipped.status, JSON.stringify(zipped)).toBe('completed');
    const zip = join(dir, 'pipeline.zip');
    await writeFile(zip, Buffer.from(await (await c.request(zipped.download_url as string)).arrayBuffer()));
    const members = await unpackedBy((a, into) => execFileSync('unzip', ['-q', a, '-d', into]), zip);
    expect(members).toHaveLength(2);
    // Black came back white and white black: each member is the inverted picture, decoded by sharp.
    const firstPixel = async (hex: string) => [...(await sharp(Buffer.from(hex, 'hex')).raw().toBuffer()).subarray(0, 3)];
    expect(await Promise.all(members.map(([, hex]) => firstPixel(hex)))).toEqual(expect.arrayContaining([[255, 255, 255], [0, 0, 0]]));

    const starting = new FormData();
    starting.set('steps', JSON.stringify([{ tool: 'archive-create-zip' }, { tool: 'archive-list' }]));
    starting.append('file', new Blob([new Uint8Array(RANDOM)]), 'blob');
    starting.append('file', new Blob([new Uint8Array(NOTES_A)]), 'notes.txt');
    const second = await c.json('/api/pipelines', { method: 'POST', body: starting });
    expect(second.status, JSON.stringify(second.body)).toBe(202);
    const listed = await c.waitForJob(second.body.job_id as string);
    expect(listed.status, JSON.stringify(listed)).toBe('completed');
    const json = (await (await c.request(listed.download_url as string)).json()) as { files: Array<{ name: string; size: number }> };
    expect(json.files).toEqual([{ name: 'blob', size: RANDOM.length }, { name: 'notes.txt', size: NOTES_A.length }]);
  });
});
