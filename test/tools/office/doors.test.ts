/**
 * The document tools at the HTTP door: listed by GET /api/tools with their exact types and caps (and, on a server
 * without LibreOffice, only the ones the npm engines run), and a docx → PDF → pdf-compress pipeline whose result is
 * read back with mupdf.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ENGINES } from '../../../src/core/tools/engines/families.js';
import { OFFICE_INSTALL } from '../../../src/tools/office/engine/find.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { docxParts, para, table } from './ooxml.js';
import { packageBytes } from './package-bytes.js';
import { readPagesOf } from './readback.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let app: TestApp;
let bare: TestApp;

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '2' });
  bare = await startTestApp({}, {
    engines: {
      engines: NO_ENGINES,
      status: { office: { engine: null, install: OFFICE_INSTALL }, ocr: { engine: null, install: 'x' }, browser: { engine: null, install: 'x' } },
    },
  });
});
afterAll(async () => {
  await app?.destroy();
  await bare?.destroy();
});

type Listed = { id: number; slug: string; category: string; accepts: string[]; output: string; limits: Record<string, number> };
/** The office tools (ids 140–159) among the documents; e-books and e-mail share the category. */
async function documentTools(a: TestApp): Promise<Listed[]> {
  const { body } = await new Client(a.url).json('/api/tools');
  return (body.tools as Listed[]).filter((t) => t.category === 'document' && t.id >= 140 && t.id < 160);
}

describe('document tools over HTTP', () => {
  it('are listed with exact types and the unpacked-size cap; without LibreOffice only the npm engines’ three remain', async () => {
    const listed = await documentTools(app);
    expect(listed.map((t) => t.slug)).toEqual([
      'word-to-pdf',
      'spreadsheet-to-pdf',
      'presentation-to-pdf',
      'docx-to-odt',
      'odt-to-docx',
      'xlsx-to-ods',
      'ods-to-xlsx',
      'xlsx-to-csv',
      'ods-to-csv',
      'slides-to-png',
      'docx-to-text',
      'docx-to-html',
    ]);
    const word = listed.find((t) => t.slug === 'word-to-pdf')!;
    expect(word).toMatchObject({ output: 'application/pdf', limits: { maxUnpackedBytes: 256 * 1024 * 1024 } });
    expect(word.accepts).toEqual([DOCX, 'application/vnd.ms-word.document.macroenabled.12', 'application/msword', 'application/vnd.oasis.opendocument.text', 'application/rtf']);
    expect((await documentTools(bare)).map((t) => t.slug)).toEqual(['xlsx-to-csv', 'docx-to-text', 'docx-to-html']);
  });

  it('runs docx → PDF → pdf-compress as one pipeline and serves a PDF with the document’s text', async () => {
    const c = new Client(app.url);
    const docx = await packageBytes(docxParts(para('Tournament rules') + table([['Round', 'Map'], ['1', 'Dust']])));
    const form = new FormData();
    form.set('steps', JSON.stringify([{ tool: 'word-to-pdf' }, { tool: 'pdf-compress' }]));
    form.append('file', new Blob([new Uint8Array(docx)]), 'rules.docx');
    const { status, body } = await c.json('/api/pipelines', { method: 'POST', body: form });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string, 60_000);
    expect(done).toMatchObject({ status: 'completed', steps: 2, step_tool: 'pdf-compress', output_name: 'rules.pdf' });
    const res = await c.request(done.download_url as string);
    const pdf = new Uint8Array(await res.arrayBuffer());
    const text = (await readPagesOf(pdf)).join('\n');
    for (const words of ['Tournament rules', 'Round', 'Dust']) expect(text).toContain(words);
  }, 90_000);

  it('refuses a docx for a spreadsheet tool with the spec’s 415, naming what it takes', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'spreadsheet-to-pdf' }, { data: await packageBytes(docxParts(para('x'))), name: 'a.docx' });
    expect([status, body.ok, body.error]).toEqual([415, false, 'unsupported_type']);
    expect(String(body.message)).toContain(`does not accept ${DOCX}`);
  });
});
