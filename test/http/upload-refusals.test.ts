import { connect } from 'node:net';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../src/tools/image/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';
import { capturedLogger, eventually, multipart, send, type RawPart } from '../helpers/raw-http.js';

// Refused and aborted uploads must leave nothing in DATA_DIR/tmp, answer the right code, and log calmly.
let app: TestApp;
let png: Buffer;
const log = capturedLogger('info');

beforeAll(async () => {
  app = await startTestApp(
    { MAX_UPLOAD_MB: '1', LOG_LEVEL: 'info', MAX_FORM_FIELDS: '20', SWEEP_INTERVAL_S: '1' },
    { tools: imageTools, logger: log.logger },
  );
  png = await twoColourPng();
});
afterAll(() => app.destroy());

const tmpEntries = () => readdir(join(app.dataDir, 'tmp'));
const tmpEmpty = () => eventually(tmpEntries, (names) => names.length === 0);
const post = (path: string, parts: RawPart[]) => {
  const { body, contentType } = multipart(parts);
  return send(app.url + path, { headers: { 'content-type': contentType }, body });
};
const onePixelFiles = (n: number): RawPart[] =>
  Array.from({ length: n }, (_, i) => ({ name: 'file', value: 'x', filename: `f${i}.png`, type: 'image/png' }));

describe('refused uploads leave no temp files', () => {
  it('200 one-byte file parts: 400 invalid_request, and DATA_DIR/tmp stays empty, even 20 at once', async () => {
    const parts: RawPart[] = [{ name: 'tool', value: 'image-grayscale' }, ...onePixelFiles(200)];
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/upload', parts)));
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, error: 'invalid_request' });
      expect(String(res.body.message)).toContain('one file');
    }
    expect(await tmpEmpty()).toEqual([]);
  });

  it('file parts on the other upload routes are refused the same way', async () => {
    for (const path of ['/api/jobs', '/api/v1/convert']) {
      const res = await post(path, [{ name: 'tool', value: 'image-grayscale' }, ...onePixelFiles(5)]);
      // /api/v1/convert needs a key first; without one nothing is parsed at all.
      expect([400, 401]).toContain(res.status);
    }
    expect(await tmpEmpty()).toEqual([]);
  });

  it('too many form fields: 400 invalid_request, not 413', async () => {
    const parts: RawPart[] = [
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
      ...Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: '1' })),
    ];
    const res = await post('/upload', parts);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: 'invalid_request' });
    expect(String(res.body.message)).toContain('20');
    expect(await tmpEmpty()).toEqual([]);
  });

  it('a file over MAX_UPLOAD_MB: 413 file_too_large, nothing kept', async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    const res = await post('/upload', [
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('file_too_large');
    expect(await tmpEmpty()).toEqual([]);
  });

  it('a file of the wrong type: 415 unsupported_type, nothing kept in tmp or jobs', async () => {
    const res = await post('/upload', [
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: 'just some text, not an image', filename: 'a.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(415);
    expect(await tmpEmpty()).toEqual([]);
    expect(await readdir(join(app.dataDir, 'jobs'))).toEqual([]);
  });

  it('an unknown tool or bad parameter with a file: refused, nothing kept', async () => {
    const file: RawPart = { name: 'file', value: png, filename: 'a.png', type: 'image/png' };
    expect((await post('/upload', [{ name: 'tool', value: 'no-such-tool' }, file])).status).toBe(400);
    expect((await post('/upload', [{ name: 'tool', value: 'image-resize' }, { name: 'width', value: 'abc' }, file])).status).toBe(422);
    expect(await tmpEmpty()).toEqual([]);
  });

  it('an accepted upload leaves nothing in tmp either', async () => {
    const res = await post('/upload', [
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(202);
    expect(await tmpEmpty()).toEqual([]);
  });

  it('a client that goes away mid-upload: nothing kept, one info line, no error', async () => {
    const before = log.lines().length;
    const { body, contentType } = multipart([
      { name: 'tool', value: 'image-grayscale' },
      { name: 'file', value: Buffer.alloc(600_000, 7), filename: 'a.png', type: 'image/png' },
    ]);
    const { port } = new URL(app.url);
    const socket = connect(Number(port), '127.0.0.1');
    // Whatever the server does to the connection after this client vanishes is not this test's error.
    socket.on('error', () => undefined);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 300_000));
    // Wait until the server has started writing the file, then vanish.
    await eventually(tmpEntries, (names) => names.length > 0);
    socket.destroy();
    const lines = await eventually(
      async () => log.lines().slice(before),
      (l) => l.some((e) => e.msg === 'client aborted the upload'),
    );
    expect(await tmpEmpty()).toEqual([]);
    const aborted = lines.filter((e) => e.msg === 'client aborted the upload');
    expect(aborted).toHaveLength(1);
    expect(aborted[0].level).toBe(30);
    expect(aborted[0].err).toBeUndefined();
    expect(lines.filter((e) => (e.level as number) >= 50)).toEqual([]);
  });
});

describe('the sweeper removes stale temp files', () => {
  it('removes entries older than an hour and keeps fresh ones', async () => {
    const tmp = join(app.dataDir, 'tmp');
    const old = join(tmp, 'left-by-a-crash');
    const fresh = join(tmp, 'fresh-upload');
    await writeFile(old, 'x');
    await writeFile(fresh, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    const names = await eventually(tmpEntries, (n) => !n.includes('left-by-a-crash'), 5_000);
    expect(names).toEqual(['fresh-upload']);
    expect((await stat(fresh)).isFile()).toBe(true);
    await app.services.uploads.discard(fresh);
  });
});
