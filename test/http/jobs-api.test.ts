import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

const KEY = 'test-key-0123456789abcdefghij';
let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ API_KEYS: KEY, MAX_UPLOAD_MB: '1' });
  png = await twoColourPng();
});
afterAll(async () => {
  await app.destroy();
});

async function uploadGrayscale(client: Client) {
  const { status, body } = await client.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'photo.png', type: 'image/png' });
  expect(status).toBe(202);
  return body.job_id as string;
}

describe('POST /api/jobs', () => {
  it('answers 400 unknown_tool for a tool that does not exist', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.postJson('/api/jobs', { tool: 'no-such-tool' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, error: 'unknown_tool' });
    expect(typeof body.message).toBe('string');
  });

  it('answers 400 upload_required for an upload tool', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.postJson('/api/jobs', { tool: 'image-grayscale' });
    expect(status).toBe(400);
    expect(body.error).toBe('upload_required');
  });

  it('accepts form fields when the body is not JSON', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.json('/api/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'tool=image-grayscale&junk=1',
    });
    expect(status).toBe(400);
    expect(body.error).toBe('upload_required');
  });

  it('answers 422 invalid_url for a link that is not a video and records an error event', async () => {
    const c = new Client(app.url);
    const day = new Date().toISOString().slice(0, 10);
    const errorsToday = async () =>
      (await app.services.admin.toolStatistics(1)).report.tools['yt-embed-code']?.daily[day]?.error ?? 0;
    const before = await errorsToday();
    for (const url of ['https://example.com/watch?v=dQw4w9WgXcQ', 'http://127.0.0.1/watch?v=dQw4w9WgXcQ', 'not a link']) {
      const { status, body } = await c.postJson('/api/jobs', { tool: 'yt-embed-code', url });
      expect(status).toBe(422);
      expect(body.error).toBe('invalid_url');
    }
    expect(await errorsToday()).toBe(before + 3);
  });

  it('queues a url job with the canonical link, counts the use and completes it', async () => {
    const c = new Client(app.url);
    const uses = (await app.services.admin.useCounts())['yt-embed-code'] ?? 0;
    const { status, body } = await c.postJson('/api/jobs', {
      tool: 'yt-embed-code',
      url: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
      start: '5',
      ignored_key: 'x',
    });
    expect(status).toBe(202);
    expect(body).toMatchObject({ ok: true, status: 'queued' });
    expect(body.job_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(body.poll_url).toBe(`${app.services.config.BASE_URL}/api/jobs/${body.job_id}`);
    expect((await app.services.admin.useCounts())['yt-embed-code']).toBe(uses + 1);
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(c.sid()!), body.job_id as string);
    expect(record.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(record.source).toBe('web');
    const done = await c.waitForJob(body.job_id as string);
    expect(done.status).toBe('completed');
    const html = await (await c.request(done.download_url as string)).text();
    expect(html).toContain('dQw4w9WgXcQ');
  });

  it('answers 422 invalid_params naming the field and its range', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-blur', level: '1000' }, { data: png, name: 'a.png' });
    expect(status).toBe(422);
    expect(body.error).toBe('invalid_params');
    expect(body.field).toBe('level');
    expect(body.message).toMatch(/level.*0\.3.*100/);
  });

  it('refuses an _operation other than the tool\'s own', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale', _operation: 'image.blur' }, { data: png, name: 'a.png' });
    expect(status).toBe(422);
    expect(body.field).toBe('_operation');
  });
});

describe('upload, poll, download, preview', () => {
  it('runs an image tool end to end and serves the decoded result', async () => {
    const c = new Client(app.url);
    const id = await uploadGrayscale(c);
    const done = await c.waitForJob(id);
    expect(done).toMatchObject({ ok: true, job_id: id, status: 'completed', stage: 'done', progress: 100 });
    expect(done.download_url).toBe(`/download/${id}`);
    expect(done.preview_url).toBe(`/preview/${id}.png`);
    expect(done.output_name).toBe('photo.png');
    expect(done.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(done.expires_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(done).not.toHaveProperty('message');

    const res = await c.request(`/download/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="photo.png"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(done.output_size).toBe(bytes.length);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    // Red and blue halves both become grey: every pixel has equal channels.
    for (let i = 0; i < data.length; i += info.channels) {
      if (info.channels >= 3) {
        expect(data[i]).toBe(data[i + 1]);
        expect(data[i + 1]).toBe(data[i + 2]);
      }
    }

    const preview = await c.request(`/preview/${id}.png`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await preview.arrayBuffer()).equals(bytes)).toBe(true);

    const wrongExt = await c.request(`/preview/${id}.jpg`);
    expect(wrongExt.status).toBe(404);

    const ranged = await c.request(`/download/${id}`, { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    const suffix = await c.request(`/download/${id}`, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(bytes.subarray(bytes.length - 4))).toBe(true);
    const beyond = await c.request(`/download/${id}`, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('keeps every job private to its session', async () => {
    const owner = new Client(app.url);
    const id = await uploadGrayscale(owner);
    await owner.waitForJob(id);
    const stranger = new Client(app.url);
    const withKey = new Client(app.url, { 'x-api-key': KEY });
    for (const other of [stranger, withKey]) {
      for (const [method, path] of [
        ['GET', `/api/jobs/${id}`],
        ['DELETE', `/api/jobs/${id}`],
        ['GET', `/download/${id}`],
        ['GET', `/preview/${id}.png`],
      ] as const) {
        const res = await other.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        const body = (await res.json()) as Record<string, unknown>;
        expect(body).toEqual({ ok: false, error: 'not_found' });
      }
    }
    expect((await owner.json(`/api/jobs/${id}`)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const c = new Client(app.url);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', 'x'.repeat(100)]) {
      const res = await c.request(`/api/jobs/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
    }
  });

  it('deletes a completed job and its files', async () => {
    const c = new Client(app.url);
    const id = await uploadGrayscale(c);
    await c.waitForJob(id);
    expect(await app.storedFiles(id)).not.toEqual([]);
    const { status, body } = await c.json(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, deleted: true });
    expect((await c.json(`/api/jobs/${id}`)).status).toBe(404);
    expect((await c.request(`/download/${id}`)).status).toBe(404);
    expect(await app.storedFiles(id)).toEqual([]);
  });
});

describe('upload refusals', () => {
  it('answers 400 missing_file, 400 url_required and 400 unknown_tool on /upload', async () => {
    const c = new Client(app.url);
    expect((await c.upload('/upload', { tool: 'image-grayscale' })).body.error).toBe('missing_file');
    expect((await c.upload('/upload', { tool: 'yt-embed-code' }, { data: png, name: 'a.png' })).body.error).toBe('url_required');
    expect((await c.upload('/upload', { tool: 'zzz' }, { data: png, name: 'a.png' })).body.error).toBe('unknown_tool');
  });

  it('decides the type by magic bytes, never by name or Content-Type', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload(
      '/upload',
      { tool: 'image-grayscale' },
      { data: Buffer.from('hello, I am text pretending to be a PNG'), name: 'fake.png', type: 'image/png' },
    );
    expect(status).toBe(415);
    expect(body.error).toBe('unsupported_type');
    const renamed = await c.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'notes.txt', type: 'text/plain' });
    expect(renamed.status).toBe(202);
  });

  it('cuts an upload one byte over the limit with 413 and leaves no file behind', async () => {
    const c = new Client(app.url);
    const limit = 1024 * 1024;
    const big = Buffer.alloc(limit + 1, 7);
    png.copy(big);
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: big, name: 'big.png' });
    expect(status).toBe(413);
    expect(body.error).toBe('file_too_large');
    expect(String(body.message)).toContain('exceeds');
    // The cut upload's temp file is removed once the parser gave up on it.
    await vi.waitUntil(async () => (await readdir(app.services.uploads.tmpDir)).length === 0, { timeout: 5000, interval: 10 });
    const exact = Buffer.alloc(limit, 0);
    png.copy(exact);
    // Exactly at the limit is accepted by the parser (the PNG decoder may then reject the trailing bytes).
    expect((await c.upload('/upload', { tool: 'image-grayscale' }, { data: exact, name: 'ok.png' })).status).toBe(202);
  });

  it('fails a truncated image with the generic message and never returns the raw error', async () => {
    const c = new Client(app.url);
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: jpeg.subarray(0, 300), name: 'cut.jpg' });
    const done = await c.waitForJob(body.job_id as string);
    expect(done.status).toBe('failed');
    expect(done.message).toBe('The file could not be processed. Check the format and retry.');
    expect(JSON.stringify(done)).not.toMatch(/error":|VipsJpeg|premature/i);
  });

  it('fails a pixel bomb with the "too large" message', async () => {
    const c = new Client(app.url);
    // 12000 x 12000 declared, tiny on disk: a decompression bomb for anything that decodes it whole.
    const bomb = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
      .catch(() => null);
    if (bomb === null) throw new Error('could not build the bomb fixture');
    const { status, body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: bomb, name: 'bomb.png' });
    if (status === 413) return; // compressed size above the 1 MB test limit is also a refusal
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done.status).toBe('failed');
    expect(done.message).toBe('The file is too large for this tool.');
  });
});

describe('developer API', () => {
  it('requires a key on /api/v1/convert and marks jobs as source api', async () => {
    const anon = new Client(app.url);
    const missing = await anon.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('missing_api_key');
    const wrong = new Client(app.url, { authorization: 'Bearer nope' });
    const bad = await wrong.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_api_key');

    const dev = new Client(app.url, { authorization: `Bearer ${KEY}` });
    const ok = await dev.upload('/api/v1/convert', { tool: 'image-grayscale' }, { data: png, name: 'a.png' });
    expect(ok.status).toBe(202);
    const json = await dev.postJson('/api/v1/convert', { tool: 'image-grayscale' });
    expect(json.body.error).toBe('upload_required');
    const done = await dev.waitForJob(ok.body.job_id as string);
    expect(done.status).toBe('completed');
    // The same key from another client is the same session.
    const same = new Client(app.url, { 'x-api-key': KEY });
    expect((await same.json(`/api/jobs/${ok.body.job_id}`)).status).toBe(200);
    const all = await app.services.jobs.recent(500);
    expect(all.find((j) => j.id === ok.body.job_id)?.source).toBe('api');
  });

  it('accepts keys created with the key service and refuses them once revoked', async () => {
    const created = await app.services.sessions.createKey('ci');
    const dev = new Client(app.url, { 'x-api-key': created.key });
    expect((await dev.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).status).toBe(202);
    const stored = await app.storedKeys();
    expect(stored).toContain(created.id);
    expect(stored).not.toContain(created.key);
    await app.services.sessions.revokeKey(created.id);
    expect((await dev.upload('/upload', { tool: 'image-grayscale' }, { data: png, name: 'a.png' })).status).toBe(401);
  });
});

describe('tools catalogue', () => {
  it('lists the tools that exist with schema and use counts', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.json('/api/tools');
    expect(status).toBe(200);
    const tools = body.tools as Array<Record<string, unknown>>;
    expect(tools.length).toBe(ALL_TOOLS.length);
    const resize = tools.find((t) => t.slug === 'image-resize')!;
    expect(resize).toMatchObject({ id: 9, operation: 'image.resize', kind: 'upload', category: 'image' });
    expect((resize.params as { properties: Record<string, unknown> }).properties).toHaveProperty('width');
    const one = await c.json('/api/tools/image-grayscale');
    expect(one.body.tool).toMatchObject({ slug: 'image-grayscale', id: 16 });
    expect(typeof (one.body.tool as Record<string, unknown>).use_count).toBe('number');
    expect((await c.json('/api/tools/nope')).status).toBe(404);
  });
});

describe('health', () => {
  it('answers 200 {ok:true}', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
