import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { processesMentioning, until } from '../../helpers/processes.js';
import { makeVideo, tempDir, zipEntries } from '../../tools/media/media-helpers.js';

/**
 * A pipeline runs the files of a step side by side (issue 26's 20-file aim): at most WORKER_CONCURRENCY runs at
 * once, results in the order the files were sent, and DELETE stops every run going.
 */
const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
const gate = gated(grayscale);
let app: TestApp;
let scratch: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  app = await startTestApp({ WORKER_CONCURRENCY: '2', MAX_UPLOAD_MB: '4' }, { tools: [gate.tool, ...ALL_TOOLS.filter((t) => t !== grayscale)] });
  scratch = await tempDir('gt-pipe-par-');
});
afterAll(async () => {
  gate.release();
  await app.destroy();
  await scratch.remove();
});

function post(c: Client, steps: unknown, files: Array<{ data: Uint8Array; name: string }>) {
  const form = new FormData();
  form.set('steps', JSON.stringify(steps));
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  return c.json('/api/pipelines', { method: 'POST', body: form });
}

describe('one step over several files', () => {
  it('runs WORKER_CONCURRENCY files at once, and answers them in the order sent', async () => {
    const c = new Client(app.url);
    const widths = { 'c.jpg': 50, 'a.jpg': 40, 'b.jpg': 30 };
    const files = await Promise.all(Object.entries(widths).map(async ([name, width]) => ({
      name,
      data: await sharp({ create: { width, height: 20, channels: 3, background: { r: 200, g: 40, b: 90 } } }).jpeg().toBuffer(),
    })));
    const { status, body } = await post(c, [{ tool: 'image-grayscale' }, { tool: 'image-convert-png' }], files);
    expect(status).toBe(202);
    // The gate holds every run it starts: two are held at once, and the third waits for a free place.
    await until('two runs held at once', () => gate.started() === 2, 10_000);
    expect((await c.json(`/api/jobs/${String(body.job_id)}`)).body).toMatchObject({ status: 'processing', step: 1 });
    expect(gate.started()).toBe(2);
    gate.release();
    const done = await c.waitForJob(body.job_id as string);
    expect(done.status).toBe('completed');
    expect(gate.started()).toBe(3);
    const zip = join(scratch.dir, 'three.zip');
    await writeFile(zip, Buffer.from(await (await c.request(done.download_url as string)).arrayBuffer()));
    const entries = await zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(['c.png', 'a.png', 'b.png']);
    const decoded = await Promise.all(entries.map(async (e) => sharp(e.data).stats()));
    expect(entries.length).toBe(3);
    for (const [n, e] of entries.entries()) {
      const meta = await sharp(e.data).metadata();
      expect([meta.format, meta.width]).toEqual(['png', Object.values(widths)[n]]);
      // Grey: every channel alike.
      const [r, g, b] = decoded[n].channels;
      expect(Math.abs(r.mean - g.mean) + Math.abs(g.mean - b.mean)).toBeLessThan(1);
    }
  });

  it('DELETE while two files encode at once stops both child processes and leaves no files', async () => {
    const c = new Client(app.url);
    const codec = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '45', '-pix_fmt', 'yuv420p'];
    const videos = await Promise.all(['one', 'two'].map(async (name) => ({
      name: `${name}.mp4`,
      data: await readFile(await makeVideo(join(scratch.dir, `${name}.mp4`), { w: 320, h: 240, d: 30, fps: 25, audio: false, codec })),
    })));
    const { status, body } = await post(c, [{ tool: 'video-to-gif', fps: 30, width: 640 }], videos);
    expect(status).toBe(202);
    const id = body.job_id as string;
    await until('two encoders running', () => processesMentioning(id).filter((p) => p.args.includes('ffmpeg')).length >= 2, 30_000);
    const del = await c.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.body).toEqual({ ok: true, deleted: true });
    await until('no child left', () => processesMentioning(id).length === 0, 10_000);
    await until('no files left', () => !existsSync(join(app.dataDir, 'jobs', id)), 10_000);
  });
});
