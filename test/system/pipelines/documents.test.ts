import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { epubBook } from '../../tools/pdf/fixtures.js';

/** The document and data tools through the HTTP door (issue 38): listed with their types, and chained in a pipeline. */
let app: TestApp;
let dir: string;
beforeAll(async () => {
  app = await startTestApp();
  dir = await mkdtemp(join(tmpdir(), 'gt-docs-'));
});
afterAll(async () => {
  await app.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('document and data tools over HTTP', () => {
  it('are listed by GET /api/tools with their exact accepted and output types', async () => {
    const { body } = await new Client(app.url).json('/api/tools');
    const tools = (body as { tools: Array<{ slug: string; category: string; accepts: string[]; output: string }> }).tools;
    const bySlug = new Map(tools.map((t) => [t.slug, t]));
    expect(bySlug.get('cbz-to-pdf')).toMatchObject({ category: 'document', accepts: ['application/vnd.comicbook+zip'], output: 'application/pdf' });
    expect(bySlug.get('pdf-to-cbz')).toMatchObject({ category: 'document', accepts: ['application/pdf'], output: 'application/vnd.comicbook+zip' });
    expect(bySlug.get('eml-to-pdf')).toMatchObject({ category: 'document', accepts: ['message/rfc822'], output: 'application/pdf' });
    expect(bySlug.get('mobi-to-pdf')?.accepts).toEqual(['application/x-mobipocket-ebook']);
    expect(bySlug.get('fb2-to-pdf')?.accepts).toEqual(['application/x-fictionbook+xml']);
    expect(bySlug.get('data-to-json')).toMatchObject({ category: 'data', accepts: ['application/yaml', 'application/toml', 'application/xml', 'text/csv'], output: 'application/json' });
  });

  it('chain an EPUB → PDF → pdf-compress pipeline into one PDF holding the book’s text', async () => {
    const path = join(dir, 'novel.epub');
    await epubBook(path, ['One', 'Two', 'Three'].map((n) => ({ title: `Part ${n}`, body: `Words of part ${n.toLowerCase()}.` })));
    const c = new Client(app.url);
    const form = new FormData();
    form.set('steps', JSON.stringify([{ tool: 'epub-to-pdf' }, { tool: 'pdf-compress' }]));
    form.append('file', new Blob([new Uint8Array(await readFile(path))]), 'novel.epub');
    const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step_tool: 'pdf-compress', output_name: 'novel.pdf' });
    const res = await c.request(done.download_url as string);
    const doc = mupdf.Document.openDocument(Buffer.from(await res.arrayBuffer()), 'application/pdf');
    expect(doc.countPages()).toBeGreaterThanOrEqual(3);
    let text = '';
    for (let i = 0; i < doc.countPages(); i++) text += doc.loadPage(i).toStructuredText('preserve-whitespace').asText();
    for (const n of ['one', 'two', 'three']) expect(text).toContain(`Words of part ${n}.`);
  });
});
