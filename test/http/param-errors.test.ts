import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

// Parameter errors over HTTP: a present but mistyped value names the allowed range or values (never "is
// required"), and only plain decimal numbers count as numbers, in form fields and in JSON alike.
let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '1', MAX_ACTIVE_JOBS_PER_SESSION: '1000' });
  png = await twoColourPng();
});
afterAll(() => app.destroy());

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

async function form(tool: string, fields: Record<string, string>) {
  return new Client(app.url).upload('/upload', { tool, ...fields }, { data: png, name: 'a.png', type: 'image/png' });
}
async function json(body: Record<string, unknown>) {
  return new Client(app.url).postJson('/api/jobs', body);
}

function expectInvalid(res: { status: number; body: Record<string, unknown> }, field: string, says: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ ok: false, error: 'invalid_params', field });
  expect(String(res.body.message)).toMatch(says);
  expect(String(res.body.message)).not.toContain('required');
}

describe('form fields (multipart upload)', () => {
  const loose = ['abc', '0x10', '0b11', '+5', '5.', '1e3', ' 5', '5 ', 'Infinity', 'NaN', '١٢'];

  it('image-resize width: every loose spelling is refused with the range', async () => {
    for (const width of loose) expectInvalid(await form('image-resize', { width }), 'width', /between 1 and 10000/);
  });

  it('image-resize width: a fraction for a whole number is refused with the range', async () => {
    expectInvalid(await form('image-resize', { width: '5.5' }), 'width', /whole number between 1 and 10000/);
  });

  it('image-blur level (a decimal) and image-rotate degrees (may be negative)', async () => {
    expectInvalid(await form('image-blur', { level: '0x10' }), 'level', /between 0\.3 and 100/);
    expectInvalid(await form('image-rotate', { degrees: '+90' }), 'degrees', /between -360 and 360/);
    expect((await form('image-blur', { level: '2.5' })).status).toBe(202);
    expect((await form('image-rotate', { degrees: '-90' })).status).toBe(202);
  });

  it('out of range still says the range; a word list says its words', async () => {
    expectInvalid(await form('image-resize', { width: '0' }), 'width', /between 1 and 10000/);
    expectInvalid(await form('image-resize', { preset: 'stretch' }), 'preset', /one of inside, cover/);
  });

  it('pdf-rotate and video-rotate degrees name their allowed values', async () => {
    expectInvalid(await form('pdf-rotate', { degrees: '0x5A' }), 'degrees', /one of 90, 180, 270, -90/);
    expectInvalid(await form('pdf-rotate', { degrees: '45' }), 'degrees', /one of 90, 180, 270, -90/);
    expectInvalid(await form('video-rotate', { degrees: '+90' }), 'degrees', /one of 90, 180, 270/);
    expectInvalid(await form('video-rotate', { degrees: '45' }), 'degrees', /one of 90, 180, 270/);
  });

  it('a plain number and a blank field (the default) are accepted', async () => {
    expect((await form('image-resize', { width: '640' })).status).toBe(202);
    expect((await form('image-resize', { width: '' })).status).toBe(202);
  });
});

describe('JSON bodies', () => {
  const notNumbers: unknown[] = ['0x10', '0b11', '+5', '5.', 'abc', true, false, [1], [], null, {}, '1e3'];

  it('yt-embed-code width and start refuse everything but a plain number', async () => {
    for (const width of notNumbers) {
      expectInvalid(await json({ tool: 'yt-embed-code', url: VIDEO, width }), 'width', /between 200 and 3840/);
    }
    for (const start of notNumbers) {
      expectInvalid(await json({ tool: 'yt-embed-code', url: VIDEO, start }), 'start', /between 0 and 86400/);
    }
  });

  it('a word list refuses a JSON list or boolean with its words', async () => {
    for (const format of [['jpg'], true, 5]) {
      expectInvalid(await json({ tool: 'yt-thumbnail-resize', url: VIDEO, format }), 'format', /one of jpg/);
    }
  });

  it('JSON numbers and decimal strings are accepted', async () => {
    expect((await json({ tool: 'yt-embed-code', url: VIDEO, width: 640, start: 1.5 })).status).toBe(202);
    expect((await json({ tool: 'yt-embed-code', url: VIDEO, width: '640', start: '1.5' })).status).toBe(202);
  });

  it('a fraction for a whole number, sent as a JSON number, names the range', async () => {
    expectInvalid(await json({ tool: 'yt-embed-code', url: VIDEO, width: 640.5 }), 'width', /whole number between 200 and 3840/);
  });
});
