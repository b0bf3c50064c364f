import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { characterErrorRate, ENGLISH_LINES, textPagePng } from '../helpers/ocr-pages.js';

/** The OCR tools through the HTTP door: listed with their types, refused with the spec's error shape, run in a pipeline. */
let app: TestApp;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  png = await textPagePng(ENGLISH_LINES);
});
afterAll(() => app.destroy());

describe('the OCR tools over HTTP', () => {
  it('are listed in /api/tools with their exact types, category and lang parameter', async () => {
    const { body } = await new Client(app.url).json('/api/tools');
    const tools = body.tools as Array<Record<string, unknown>>;
    const ocr = tools.filter((t) => t.category === 'ocr');
    expect(ocr.map((t) => t.slug)).toEqual(['ocr-image', 'ocr-image-to-pdf', 'ocr-pdf', 'ocr-pdf-to-text']);
    const image = ocr[0]!;
    expect(image.accepts).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/tiff', 'image/bmp']));
    expect(image.output).toBe('text/plain, text/html or text/tab-separated-values (format)');
    const props = (image.params as { properties: Record<string, { default?: unknown }> }).properties;
    expect(props.lang?.default).toBe('eng');
    expect(ocr[2]).toMatchObject({ accepts: ['application/pdf'], output: 'application/pdf' });
    expect(ocr[3]).toMatchObject({ accepts: ['application/pdf'], output: 'text/plain' });
  });

  it('answer a language that is not installed with 422 invalid_params naming the installed ones', async () => {
    const { status, body } = await new Client(app.url).upload('/upload', { tool: 'ocr-image', lang: 'klingon' }, { data: png, name: 'scan.png' });
    // "klingon" is no tesseract code at all: the parameter's own shape refuses it.
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, error: 'invalid_params' });
    const missing = await new Client(app.url).upload('/upload', { tool: 'ocr-image', lang: 'eng+xho' }, { data: png, name: 'scan.png' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ ok: false, error: 'invalid_params' });
    expect(String(missing.body.message)).toMatch(/xho is not installed on this server; installed: .*\beng\b/);
  });

  it('run in a pipeline: image → searchable PDF → pdf-compress → pdf-to-text gives the words back', async () => {
    const c = new Client(app.url);
    const form = new FormData();
    form.set('steps', JSON.stringify([{ tool: 'ocr-image-to-pdf' }, { tool: 'pdf-compress' }, { tool: 'pdf-to-text' }]));
    form.append('file', new Blob([new Uint8Array(png)]), 'scan.png');
    const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 60_000);
    expect(done.status).toBe('completed');
    const text = await (await c.request(done.download_url as string)).text();
    expect(characterErrorRate(ENGLISH_LINES.join('\n'), text)).toBeLessThan(0.02);
  });
});
