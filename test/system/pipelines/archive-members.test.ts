import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { tempDir, zipEntries } from '../../tools/media/media-helpers.js';
import { storedSevenZip } from '../../tools/archive/seven-zip.js';

/**
 * An archive unpacked as the first step of a pipeline (issue 39 item 5): each file goes on to the next step as its
 * own file, what that step does not take comes back unchanged, and the job says how many. The archives are written
 * by yazl and by the tests' own 7z writer, not by the readers under test; every picture is decoded.
 */
let app: TestApp;
let scratch: { dir: string; remove: () => Promise<void> };
let red: Buffer;
let blue: Buffer;
const README = Buffer.from('Two photos from the trip.\n');

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '2' });
  scratch = await tempDir('gt-archive-pipe-');
  // Small enough for the 7z writer (each file under 128 bytes), coloured so grey is a real change.
  const png = (r: number, g: number, b: number) => sharp({ create: { width: 3, height: 2, channels: 3, background: { r, g, b } } }).png().toBuffer();
  [red, blue] = await Promise.all([png(220, 30, 40), png(20, 60, 230)]);
});
afterAll(async () => {
  await app?.destroy();
  await scratch?.remove();
});

function zipOf(members: Array<{ name: string; data: Buffer }>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const m of members) zip.addBuffer(m.data, m.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function pipeline(c: Client, archive: Buffer, name: string): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.set('steps', JSON.stringify([{ tool: 'archive-to-zip' }, { tool: 'image-grayscale' }]));
  form.append('file', new Blob([new Uint8Array(archive)]), name);
  const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form });
  expect([status, body.error]).toEqual([202, undefined]);
  return c.waitForJob(body.job_id as string);
}

async function resultEntries(c: Client, done: Record<string, unknown>, file: string): Promise<Array<{ name: string; data: Buffer }>> {
  const res = await c.request(done.download_url as string);
  expect(res.status).toBe(200);
  const path = join(scratch.dir, file);
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return zipEntries(path);
}

/** Every pixel grey (R = G = B), the size kept. */
async function expectGrey(png: Buffer): Promise<void> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([3, 2]);
  const pixels: number[][] = [];
  for (let i = 0; i < data.length; i += info.channels) pixels.push(info.channels >= 3 ? [data[i], data[i + 1], data[i + 2]] : [data[i], data[i], data[i]]);
  for (const [r, g, b] of pixels) expect([g, b]).toEqual([r, r]);
}

describe('an archive, then a step on each of its files', () => {
  it('turns the two photos of a ZIP grey under their own names and hands back the readme unchanged', async () => {
    const c = new Client(app.url);
    const archive = await zipOf([
      { name: 'trip/red.png', data: red },
      { name: 'readme.txt', data: README },
      { name: '__MACOSX/trip/._red.png', data: Buffer.from('fork') },
      { name: 'trip/.DS_Store', data: Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]) },
      { name: 'trip/blue.png', data: blue },
    ]);
    const done = await pipeline(c, archive, 'trip.zip');
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'image-grayscale', output_name: 'trip-results.zip' });
    expect(done.output_note).toEqual({
      code: 'unchanged',
      files: 1,
      total: 3,
      message: '1 of the 3 files unpacked from the archive is in the result unchanged: the next step does not take its type.',
    });
    const entries = await resultEntries(c, done, 'trip-result.zip');
    expect(entries.map((e) => e.name)).toEqual(['trip/red.png', 'readme.txt', 'trip/blue.png']);
    expect(entries[1].data.equals(README)).toBe(true);
    await expectGrey(entries[0].data);
    await expectGrey(entries[2].data);
  });

  it('does the same for a 7z', async () => {
    const c = new Client(app.url);
    const archive = storedSevenZip([
      { name: 'red.png', data: red },
      { name: 'notes.txt', data: README },
    ]);
    const done = await pipeline(c, archive, 'trip.7z');
    expect(done).toMatchObject({ status: 'completed', output_note: { code: 'unchanged', files: 1, total: 2 } });
    const entries = await resultEntries(c, done, 'seven.zip');
    expect(entries.map((e) => e.name)).toEqual(['red.png', 'notes.txt']);
    await expectGrey(entries[0].data);
  });

  it('fails at the grayscale step when the archive holds nothing it takes', async () => {
    const c = new Client(app.url);
    const done = await pipeline(c, await zipOf([{ name: 'readme.txt', data: README }, { name: '__MACOSX/._readme.txt', data: Buffer.from('fork') }]), 'notes.zip');
    expect(done).toMatchObject({ status: 'failed', message: failureMessage('invalid_input'), failed_step: { index: 2, tool: 'image-grayscale' } });
  });
});
