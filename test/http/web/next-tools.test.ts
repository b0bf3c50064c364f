import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import * as S from '../../../src/http/web/openapi/schemas.js';
import { Client } from '../../helpers/app.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

/**
 * GET /api/web/next-tools, behind the tool page's "then…" list: which tools can take what the steps so far make,
 * decided by the tools' declared types with each step's own parameters, and the steps checked as a recipe's are.
 */
let app: WebTestApp;
beforeAll(async () => {
  app = await startWebApp({ overrides: { tools: ALL_TOOLS } });
});
afterAll(async () => {
  await app.destroy();
});

async function next(steps: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const q = typeof steps === 'string' ? steps : JSON.stringify(steps);
  return new Client(app.url).json(`/api/web/next-tools?steps=${encodeURIComponent(q)}`);
}

async function slugs(steps: unknown): Promise<string[]> {
  const { status, body } = await next(steps);
  expect([status, body.error]).toEqual([200, undefined]);
  return (body.tools as Array<{ slug: string }>).map((t) => t.slug);
}

const pdfOnly = ALL_TOOLS.filter((t) => t.accepts.length === 1 && t.accepts[0] === 'application/pdf').map((t) => t.slug);
const urlTools = ALL_TOOLS.filter((t) => t.kind === 'url').map((t) => t.slug);

describe('GET /api/web/next-tools', () => {
  it('offers after an image step the tools that take an image, with their forms, and no PDF-only or link tool', async () => {
    const { status, body } = await next([{ tool: 'image-resize', width: '640' }]);
    expect(status).toBe(200);
    const parsed = S.WebNextTools.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(body);
    const tools = body.tools as Array<{ slug: string; title: string; fields: Array<Record<string, unknown>> }>;
    const list = tools.map((t) => t.slug);
    expect(list).toEqual(expect.arrayContaining(['image-grayscale', 'image-to-pdf', 'images-to-pdf', 'image-resize']));
    expect(list.filter((s) => pdfOnly.includes(s) || urlTools.includes(s))).toEqual([]);
    const resize = tools.find((t) => t.slug === 'image-resize')!;
    expect(resize.title).toBe('Resize image');
    expect(resize.fields.find((f) => f.name === 'width')).toMatchObject({ control: 'number', min: 1, max: 10000, step: '1', default: '800' });
  });

  it('follows a step that makes many files by the type of each (PDF → PNG pages → image tools)', async () => {
    const list = await slugs([{ tool: 'pdf-to-png' }]);
    expect(list).toEqual(expect.arrayContaining(['image-resize', 'images-to-pdf']));
    expect(list.filter((s) => pdfOnly.includes(s))).toEqual([]);
    // And after a PDF-making step, the PDF tools.
    expect(await slugs([{ tool: 'image-grayscale' }, { tool: 'image-to-pdf' }])).toEqual(expect.arrayContaining(['pdf-merge', 'pdf-to-png']));
  });

  it('offers after an archive every tool that takes files, since each file goes on by its own type (issue 39)', async () => {
    const list = await slugs([{ tool: 'archive-to-zip' }]);
    expect(list).toEqual(expect.arrayContaining(['image-grayscale', 'pdf-merge', 'images-to-pdf', 'archive-to-zip']));
    expect(list.filter((s) => urlTools.includes(s))).toEqual([]);
  });

  it('decides by a step’s chosen format: an SVG QR code goes to svg-to-png, a PNG one to the PDF makers', async () => {
    const svg = await slugs([{ tool: 'qr-from-text-file', format: 'svg' }]);
    const png = await slugs([{ tool: 'qr-from-text-file', format: 'png' }]);
    expect(svg).toContain('svg-to-png');
    expect(svg).not.toContain('image-to-pdf');
    expect(png).not.toContain('svg-to-png');
    expect(png).toContain('image-to-pdf');
  });

  it('leaves out switched-off tools and offers nothing once the pipeline has its most steps', async () => {
    await app.services.flags.setTool('image-grayscale', false);
    try {
      expect(await slugs([{ tool: 'image-resize' }])).not.toContain('image-grayscale');
    } finally {
      await app.services.flags.setTool('image-grayscale', true);
    }
    expect(await slugs(Array.from({ length: 8 }, () => ({ tool: 'image-invert' })))).toEqual([]);
  });

  it('refuses steps as a recipe’s are, naming the step and field', async () => {
    const refusal = async (steps: unknown) => {
      const { status, body } = await next(steps);
      return [status, body.error, body.field, body.step];
    };
    expect(await refusal([{ tool: 'image-resize' }, { tool: 'nope' }])).toEqual([400, 'unknown_tool', 'tool', 1]);
    expect(await refusal([{ tool: 'image-resize', width: '0' }])).toEqual([422, 'invalid_params', 'width', 0]);
    expect(await refusal([{ tool: 'image-resize' }, { tool: 'pdf-compress' }])).toEqual([422, 'invalid_pipeline', 'steps', 1]);
    expect(await refusal('[{')).toEqual([400, 'invalid_request', 'steps', undefined]);
    const { status, body } = await new Client(app.url).json('/api/web/next-tools');
    expect([status, body.error, body.field]).toEqual([400, 'invalid_request', 'steps']);
  });
});
