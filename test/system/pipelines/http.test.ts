import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { processesMentioning, until } from '../../helpers/processes.js';
import { makeVideo, tempDir, zipEntries } from '../../tools/media/media-helpers.js';

/**
 * Pipelines through the HTTP door (issue 26): several steps and several files as one job, polled, downloaded and
 * deleted on the job routes, every result decoded.
 */
const KEY = 'pipeline-key-0123456789abcdefghij';
let app: TestApp;
let photo: Buffer;
let scratch: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: KEY, MAX_UPLOAD_MB: '2' });
  scratch = await tempDir('gt-pipe-');
  // A colourful photo: grey output is then a real change.
  photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([{ input: { create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 200, b: 30 } } }, left: 10, top: 10 }])
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await app.destroy();
  await scratch.remove();
});

type Part = { data: Uint8Array; name: string };
function post(c: Client, path: string, steps: unknown, files: Part[], extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('steps', typeof steps === 'string' ? steps : JSON.stringify(steps));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  return c.json(path, { method: 'POST', body: form });
}

async function download(c: Client, done: Record<string, unknown>): Promise<Buffer> {
  const res = await c.request(done.download_url as string);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function pdfOfPages(pages: Array<[number, number]>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const [w, h] of pages) doc.addPage([w, h]).drawRectangle({ x: 10, y: 10, width: w / 2, height: h / 2 });
  return Buffer.from(await doc.save());
}

describe('POST /api/pipelines', () => {
  it('runs a 3-step image chain as one job and serves the decoded result', async () => {
    const c = new Client(app.url);
    const steps = [{ tool: 'image-resize', width: 60 }, { tool: 'image-grayscale' }, { tool: 'image-convert-webp', quality: 80 }];
    const { status, body } = await post(c, '/api/pipelines', steps, [{ data: photo, name: 'holiday.jpg' }]);
    expect(status).toBe(202);
    expect(body).toMatchObject({ ok: true, status: 'queued', steps: 3 });
    expect(body.poll_url).toBe(`${app.services.config.BASE_URL}/api/jobs/${body.job_id}`);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', progress: 100, stage: 'done', steps: 3, step: 3, step_tool: 'image-convert-webp' });
    expect(done).not.toHaveProperty('failed_step');
    expect(done.output_name).toBe('holiday.webp');
    const out = await download(c, done);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([60, 40]);
    const { data, info } = await sharp(out).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) {
      expect(Math.abs(data[i] - data[i + 1])).toBeLessThanOrEqual(2);
      expect(Math.abs(data[i + 1] - data[i + 2])).toBeLessThanOrEqual(2);
    }
    // The job's folder holds the result only: the intermediate outputs went as soon as they were read.
    const id = body.job_id as string;
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), id);
    expect(record.steps?.map((s) => s.tool)).toEqual(['image-resize', 'image-grayscale', 'image-convert-webp']);
    expect(existsSync(join(app.dataDir, 'jobs', id, 'work', 'step-1'))).toBe(false);
    expect(existsSync(join(app.dataDir, 'jobs', id, 'work', 'step-2'))).toBe(false);
    expect((await app.storedFiles(id)).filter((f) => !f.endsWith('/1') && f !== 'work' && f !== 'work/step-3').sort()).toEqual(['job.json', 'work/step-3/1/holiday.webp']);
  });

  it('runs the chain on each of several files (key route) and answers one ZIP, names kept and made distinct', async () => {
    const c = new Client(app.url, { 'X-API-Key': KEY });
    const small = await sharp(photo).resize(30).png().toBuffer();
    const steps = [{ tool: 'image-resize', width: 20 }, { tool: 'image-convert-png' }];
    const { status, body } = await post(c, '/api/v1/pipelines', steps, [
      { data: photo, name: 'a.jpg' },
      { data: small, name: 'a.png' },
      { data: photo, name: 'b.jpg' },
    ]);
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'image-convert-png' });
    const zipPath = join(scratch.dir, 'several.zip');
    await writeFile(zipPath, await download(c, done));
    const entries = await zipEntries(zipPath);
    expect(entries.map((e) => e.name)).toEqual(['a.png', 'a (2).png', 'b.png']);
    for (const e of entries) {
      const meta = await sharp(e.data).metadata();
      expect([meta.format, meta.width]).toEqual(['png', 20]);
    }
  });

  it('feeds each page a PDF render makes to the next step', async () => {
    const c = new Client(app.url);
    const pdf = await pdfOfPages([[200, 100], [200, 100], [100, 200]]);
    const steps = [{ tool: 'pdf-to-png', level: 72 }, { tool: 'image-resize', width: 50 }];
    const { status, body } = await post(c, '/api/pipelines', steps, [{ data: pdf, name: 'doc.pdf' }]);
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2 });
    const zipPath = join(scratch.dir, 'pages.zip');
    await writeFile(zipPath, await download(c, done));
    const entries = await zipEntries(zipPath);
    expect(entries).toHaveLength(3);
    const sizes = await Promise.all(entries.map(async (e) => {
      const m = await sharp(e.data).metadata();
      return [m.format, m.width, m.height];
    }));
    expect(sizes).toEqual([['png', 50, 25], ['png', 50, 25], ['png', 50, 100]]);
  });

  it('answers a synchronous enqueue (?wait=) with the ended pipeline and its step fields', async () => {
    const c = new Client(app.url);
    const { status, body } = await post(c, '/api/pipelines?wait=60', [{ tool: 'image-resize', width: 30 }, { tool: 'image-convert-png' }], [{ data: photo, name: 'w.jpg' }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, status: 'completed', steps: 2, step: 2, step_tool: 'image-convert-png', output_name: 'w.png' });
    const meta = await sharp(await download(c, body)).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 30]);
  });

  it('starts from a video link sent as JSON, and chains a link tool into a file tool', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.postJson('/api/pipelines', {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      steps: [{ tool: 'yt-embed-code' }, { tool: 'html-to-pdf' }],
    });
    expect(status).toBe(202);
    expect(body.steps).toBe(2);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step: 2, step_tool: 'html-to-pdf' });
    const pdf = await PDFDocument.load(await download(c, done));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    // A file step first needs files; a link step first needs the link.
    const bad = await c.postJson('/api/pipelines', { url: 'https://example.com/x', steps: [{ tool: 'yt-embed-code' }] });
    expect([bad.status, bad.body.error, bad.body.field]).toEqual([422, 'invalid_url', 'url']);
    const none = await c.postJson('/api/pipelines', { steps: [{ tool: 'image-grayscale' }] });
    expect([none.status, none.body.error, none.body.step, none.body.field]).toEqual([400, 'missing_file', 0, 'file']);
  });

  it('fails a pipeline in the step that failed, with one of the spec\'s messages', async () => {
    const c = new Client(app.url);
    // image-crop's rectangle fits the photo, but not the 20-pixel image the first step makes.
    const steps = [{ tool: 'image-resize', width: 20 }, { tool: 'image-crop', x: 0, y: 0, crop_width: 50, crop_height: 10 }];
    const { status, body } = await post(c, '/api/pipelines', steps, [{ data: photo, name: 'p.jpg' }]);
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'failed', steps: 2, step: 2, step_tool: 'image-crop', failed_step: { index: 2, tool: 'image-crop' } });
    expect(done.message).toBe(failureMessage('invalid_input'));
  });
});

describe('refusals before anything runs', () => {
  const refused = async (steps: unknown, files: Part[] = [{ data: photo, name: 'p.jpg' }]) => {
    const { status, body } = await post(new Client(app.url), '/api/pipelines', steps, files);
    return { status, error: body.error, step: body.step, field: body.field, message: body.message };
  };

  it('unknown tool: 400 unknown_tool with step and field', async () => {
    expect(await refused([{ tool: 'image-resize' }, { tool: 'image-explode' }])).toMatchObject({ status: 400, error: 'unknown_tool', step: 1, field: 'tool' });
  });

  it('disabled tool: 403 tool_disabled with step and field', async () => {
    await app.services.flags.setTool('image-grayscale', false);
    try {
      expect(await refused([{ tool: 'image-resize' }, { tool: 'image-grayscale' }])).toMatchObject({ status: 403, error: 'tool_disabled', step: 1, field: 'tool' });
    } finally {
      await app.services.flags.setTool('image-grayscale', true);
    }
  });

  it('bad parameter: 422 invalid_params with step and field', async () => {
    expect(await refused([{ tool: 'image-resize', width: 0 }])).toMatchObject({ status: 422, error: 'invalid_params', step: 0, field: 'width' });
  });

  it('type mismatch: 422 invalid_pipeline naming both steps', async () => {
    expect(await refused([{ tool: 'image-resize' }, { tool: 'pdf-compress' }])).toEqual({
      status: 422,
      error: 'invalid_pipeline',
      step: 1,
      field: 'steps',
      message: 'step 2 (pdf-compress) takes a PDF; step 1 (image-resize) makes image/jpeg.',
    });
  });

  it('a video-link tool after the first step: 422 invalid_pipeline', async () => {
    expect(await refused([{ tool: 'image-resize' }, { tool: 'yt-thumbnail-high' }])).toMatchObject({ status: 422, error: 'invalid_pipeline', step: 1, field: 'steps' });
  });

  it('a file the first step does not take: 415 unsupported_type for step 0', async () => {
    expect(await refused([{ tool: 'image-resize' }], [{ data: Buffer.from('%PDF-1.4 not really'), name: 'x.jpg' }])).toMatchObject({ status: 415, error: 'unsupported_type', step: 0, field: 'file' });
  });

  it('9 steps: 413 too_many_steps naming the first step over the limit', async () => {
    expect(await refused(Array.from({ length: 9 }, () => ({ tool: 'image-grayscale' })))).toMatchObject({ status: 413, error: 'too_many_steps', field: 'steps', step: 8 });
  });

  it('21 files: 413 too_many_files; files together over MAX_UPLOAD_MB: 413 file_too_large; both for step 0', async () => {
    const tiny = await sharp(photo).resize(4).jpeg().toBuffer();
    const many = Array.from({ length: 21 }, (_, i) => ({ data: tiny, name: `p${i}.jpg` }));
    expect(await refused([{ tool: 'image-grayscale' }], many)).toEqual({ status: 413, error: 'too_many_files', field: 'file', step: 0, message: 'A job takes at most 20 files.' });
    const big = Buffer.alloc(800 * 1024, 1);
    const three = [0, 1, 2].map((i) => ({ data: Buffer.concat([photo, big]), name: `big${i}.jpg` }));
    expect(await refused([{ tool: 'image-grayscale' }], three)).toEqual({
      status: 413,
      error: 'file_too_large',
      field: 'file',
      step: 0,
      message: 'The files together exceed the upload limit of 2 MB.',
    });
    // Nothing of a refused request stays in the temp folder.
    await until('temp folder empty', async () => (await import('node:fs/promises')).readdir(app.services.uploads.tmpDir).then((n) => n.length === 0));
  });

  it('no steps, or steps that are not JSON: 400 invalid_request naming steps', async () => {
    expect(await refused('[{"tool":')).toMatchObject({ status: 400, error: 'invalid_request', field: 'steps' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'p.jpg');
    const { status, body } = await new Client(app.url).json('/api/pipelines', { method: 'POST', body: form });
    expect([status, body.error, body.field]).toEqual([400, 'invalid_request', 'steps']);
  });

  it('the key route needs a key', async () => {
    const { status, body } = await post(new Client(app.url), '/api/v1/pipelines', [{ tool: 'image-grayscale' }], [{ data: photo, name: 'p.jpg' }]);
    expect([status, body.error]).toEqual([401, 'missing_api_key']);
  });

  it('POST /upload with two files for a one-file tool is still 400', async () => {
    const form = new FormData();
    form.set('tool', 'image-grayscale');
    form.append('file', new Blob([new Uint8Array(photo)]), 'a.jpg');
    form.append('file', new Blob([new Uint8Array(photo)]), 'b.jpg');
    const { status, body } = await new Client(app.url).json('/upload', { method: 'POST', body: form });
    expect([status, body.error]).toEqual([400, 'invalid_request']);
  });
});

describe('cancel', () => {
  it('DELETE during the second step stops its child process at once and leaves no files', async () => {
    const c = new Client(app.url);
    const video = await readFile(await makeVideo(join(scratch.dir, 'long.mp4'), { w: 320, h: 240, d: 40, fps: 25, audio: false, codec: ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '45', '-pix_fmt', 'yuv420p'] }));
    const steps = [{ tool: 'video-trim', start: 0, end: 40 }, { tool: 'video-to-gif', fps: 30, width: 640 }];
    expect(video.length).toBeLessThan(2 * 1024 * 1024);
    const { status, body } = await post(c, '/api/pipelines', steps, [{ data: video, name: 'long.mp4' }]);
    expect(status).toBe(202);
    const id = body.job_id as string;
    await until('the second step encoding', async () => {
      const { body: polled } = await c.json(`/api/jobs/${id}`);
      expect(polled.status).not.toBe('completed');
      return polled.step === 2 && processesMentioning(id).length > 0;
    });
    expect((await c.json(`/api/jobs/${id}`)).body.stage).toMatch(/^step 2\/2: /);
    const del = await c.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(del.body).toEqual({ ok: true, deleted: true });
    await until('no child left', () => processesMentioning(id).length === 0, 10_000);
    await until('no files left', () => !existsSync(join(app.dataDir, 'jobs', id)), 10_000);
    expect((await c.json(`/api/jobs/${id}`)).status).toBe(404);
  });
});
