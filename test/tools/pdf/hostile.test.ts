import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolContext, ToolDefinition, ToolOutput } from '../../../src/core/tools/tool.types.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';
import { pdfExtractImages, pdfRepair } from '../../../src/tools/pdf/definitions/document-tools.js';
import { pdfAddPageNumbers, pdfRotate } from '../../../src/tools/pdf/definitions/page-tools.js';
import { pdfThumbnail, pdfToPng } from '../../../src/tools/pdf/definitions/render-tools.js';
import { PdfWorkerPool } from '../../../src/tools/pdf/engine/pool.js';
import { DEFAULT_TOOL_LIMITS } from '../../../src/tools/shared/limits.js';
import { cleanup, runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { withRun } from './harness.js';
import {
  decompressionBombPdf,
  hugePagePdf,
  manyPagesPdf,
  richPdf,
  savedPdf,
  scratch,
  textPdf,
  type Scratch,
} from './fixtures.js';
import { readPages, readZip } from './readback.js';

const pdfToText = pdfTools.find((t) => t.slug === 'pdf-to-text')!;

let s: Scratch;
let rich: Uint8Array;
beforeAll(async () => {
  s = await scratch();
  rich = await richPdf();
});
afterAll(() => s.done());

interface JobOptions {
  signal?: AbortSignal;
  limits?: Partial<typeof DEFAULT_TOOL_LIMITS>;
  onProgress?: (percent: number, stage?: string) => void;
}

/** The context the job service hands to a tool's `run` for the PDF at `input`, without enqueue-time checks. */
function jobContext(
  tool: ToolDefinition,
  input: string,
  workDir: string,
  params: Record<string, unknown>,
  opts: JobOptions,
): ToolContext<Record<string, unknown>> {
  return {
    params: tool.params.parse(params),
    input: { path: input, name: 'input.pdf', mime: 'application/pdf', ext: 'pdf', size: 0 },
    url: null,
    videoId: null,
    workDir,
    baseName: 'input',
    signal: opts.signal ?? new AbortController().signal,
    progress: (p, stage) => opts.onProgress?.(p, stage),
    env: testToolEnv({ limits: { ...DEFAULT_TOOL_LIMITS, ...opts.limits } }),
  };
}

/** A worker pool that keeps the process of each job it hands out (its idle spares are not jobs'). */
class WatchedPool extends PdfWorkerPool {
  readonly renderers: ChildProcess[] = [];
  override take(limitMb: number, keepSpare: boolean, nice: number): ReturnType<PdfWorkerPool['take']> {
    const worker = super.take(limitMb, keepSpare, nice);
    this.renderers.push(worker.child);
    return worker;
  }
}

/** Runs a tool's `run` as the job service would if enqueue-time checks had been skipped. */
async function runSkippingValidate(
  tool: ToolDefinition,
  input: string,
  params: Record<string, unknown> = {},
  opts: JobOptions = {},
): Promise<ToolOutput & { workDir: string }> {
  const workDir = await mkdtemp(join(tmpdir(), 'pdf-hostile-'));
  try {
    const out = await tool.run(jobContext(tool, input, workDir, params, opts));
    return { ...out, workDir };
  } catch (err) {
    await rm(workDir, { recursive: true, force: true });
    throw err;
  }
}

describe('encrypted PDFs', () => {
  it('a password-protected PDF is refused clearly at enqueue, and fails clearly if run anyway', async () => {
    const doc = mupdf.Document.openDocument(rich, 'application/pdf').asPDF()!;
    const locked = await s.file('locked.pdf', savedPdf(doc, 'encrypt=aes-256,user-password=u,owner-password=o'));
    for (const tool of [pdfToPng, pdfToText, pdfRotate, pdfAddPageNumbers]) {
      await expect(runTool(tool, { input: locked })).rejects.toMatchObject({
        code: 'unsupported_type',
        message: expect.stringContaining('password-protected'),
      });
    }
    await expect(runSkippingValidate(pdfToText, locked)).rejects.toThrow(/encrypted with a password/);
    await expect(runSkippingValidate(pdfAddPageNumbers, locked)).rejects.toThrow(/encrypted with a password/);
  });

  it('a PDF encrypted with only an owner password opens, including for pdf-lib tools', async () => {
    const doc = mupdf.Document.openDocument(rich, 'application/pdf').asPDF()!;
    const owner = await s.file('owner.pdf', savedPdf(doc, 'encrypt=aes-128,owner-password=o'));
    await withRun(pdfAddPageNumbers, { input: owner }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.map((p) => p.text.includes(String(pages.indexOf(p) + 1)))).toEqual([true, true, true]);
      expect(pages[0].text).toContain('First page says hello');
    });
  });
});

describe('damaged and fake PDFs', () => {
  it('garbage bytes named .pdf are refused by type, before any PDF code runs', async () => {
    const garbage = await s.file('garbage.pdf', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)));
    for (const tool of pdfTools.filter((t) => t.accepts.includes('application/pdf'))) {
      await expect(runTool(tool, { input: garbage })).rejects.toMatchObject({ code: 'unsupported_type' });
    }
  });

  it('a PDF header followed by garbage fails cleanly', async () => {
    const fake = await s.file('fake.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x5a)]));
    await expect(runTool(pdfToText, { input: fake })).rejects.toMatchObject({ code: 'unsupported_type' });
    await expect(runSkippingValidate(pdfToText, fake)).rejects.toThrow(/PDF/);
  });

  it('a PDF truncated in the middle is refused or repaired, never crashes the service', async () => {
    const full = Buffer.from(await textPdf(6));
    const truncated = await s.file('truncated.pdf', full.subarray(0, Math.floor(full.length * 0.6)));
    const text = await runTool(pdfToText, { input: truncated }).catch((err: Error) => err);
    if (text instanceof Error) {
      expect(text.message).toMatch(/PDF|pages/);
    } else {
      expect(await readFile(text.path, 'utf8')).toContain('Page 1 line 1');
      await cleanup(text);
    }
    const repaired = await runTool(pdfRepair, { input: truncated }).catch((err: Error) => err);
    if (repaired instanceof Error) {
      expect(repaired.message).toMatch(/PDF|pages/);
    } else {
      const pages = await readPages(repaired.path);
      expect(pages.length).toBeGreaterThan(0);
      await cleanup(repaired);
    }
  });
});

describe('caps', () => {
  it('a 2,000-page PDF is refused quickly by the page cap', async () => {
    const many = await s.file('many.pdf', await manyPagesPdf(2000));
    await expect(runTool(pdfToText, { input: many })).rejects.toMatchObject({
      code: 'file_too_large',
      message: expect.stringContaining('2000 pages, which exceeds the limit of 500'),
    });
    await expect(runSkippingValidate(pdfRotate, many)).rejects.toThrow(/exceeds the limit of 500 pages/);
  });

  it('renders are capped at 100 pages', async () => {
    const doc = await s.file('101.pdf', await manyPagesPdf(101));
    await expect(runTool(pdfToPng, { input: doc })).rejects.toMatchObject({
      code: 'invalid_params',
      message: expect.stringContaining('101 pages selected, the limit is 100'),
    });
  });

  it('a huge MediaBox is refused by the pixel budget before rendering, but still thumbnails', async () => {
    const huge = await s.file('huge.pdf', await hugePagePdf());
    await expect(runTool(pdfToPng, { input: huge })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'level' },
      message: expect.stringContaining('30000×30000 px, which exceeds'),
    });
    await expect(runSkippingValidate(pdfToPng, huge)).rejects.toThrow(/exceeds the pixel limit/);
    await withRun(pdfThumbnail, { input: huge, params: { width: '200' } }, async (thumb) => {
      const meta = await sharp(thumb.path).metadata();
      expect([meta.width, meta.height]).toEqual([200, 200]);
    });
  });

  it('a render over a smaller pixel budget is refused at enqueue and at run', async () => {
    const input = await s.file('rich-budget.pdf', rich);
    const limits = { ...DEFAULT_TOOL_LIMITS, maxOutputPixels: 1_000_000 };
    await expect(runTool(pdfToPng, { input, env: testToolEnv({ limits }), params: { level: '300' } })).rejects.toMatchObject({
      code: 'invalid_params',
      details: { field: 'level' },
    });
    await expect(runSkippingValidate(pdfToPng, input, { level: '300' }, { limits })).rejects.toThrow(/exceeds the pixel limit/);
  });

  it('output size is capped', async () => {
    const input = await s.file('rich-output.pdf', rich);
    await expect(runSkippingValidate(pdfToPng, input, { level: '150' }, { limits: { maxOutputBytes: 5_000 } })).rejects.toThrow(
      /exceed the output limit/,
    );
  });

  it('a decompression bomb is stopped by the worker memory budget, and the service stays up', async () => {
    const bomb = await s.file('bomb.pdf', await decompressionBombPdf());
    const env = testToolEnv({ limits: { ...DEFAULT_TOOL_LIMITS, pdfWorkerMemoryMb: 200 } });
    await expect(runTool(pdfExtractImages, { input: bomb, env })).rejects.toThrow(/exceeds the memory budget of 200 MB/);
    // The same process goes on serving jobs.
    const ok = await runTool(pdfToText, { input: await s.file('after-bomb.pdf', rich) });
    expect(await readFile(ok.path, 'utf8')).toContain('First page says hello');
    await cleanup(ok);
  });
});

describe('long renders', () => {
  let hundred: string;
  beforeAll(async () => {
    hundred = await s.file('hundred.pdf', await textPdf(100, [595.28, 841.89], 20));
  });

  it('render in a worker process and report page by page: this thread runs while the renderer is held', async () => {
    // No clock: the renderer is stopped (SIGSTOP) at its first report (0 of 100 pages), and one turn of this thread's event
    // loop is taken while it is held. A render on this thread would run its pages to the end before any turn;
    // here the turn comes with the job unsettled and pages still to come, and the job ends once it runs again.
    const workDir = await mkdtemp(join(tmpdir(), 'pdf-loop-'));
    const pool = new WatchedPool();
    const reports: Array<{ percent: number; stage: string | undefined }> = [];
    let settled = false;
    let held: Promise<{ pages: number; settled: boolean; renderers: number }> | null = null;
    const ctx = jobContext(pdfToPng, hundred, workDir, { level: '72' }, {
      onProgress: (percent, stage) => {
        reports.push({ percent, stage });
        if (held || !stage?.startsWith('rendering ')) return;
        const renderer = pool.renderers.at(-1)!;
        renderer.kill('SIGSTOP');
        held = new Promise((resolve) =>
          setImmediate(() => {
            const seen = { pages: reports.filter((r) => r.stage?.startsWith('rendering ')).length, settled, renderers: pool.renderers.length };
            renderer.kill('SIGCONT');
            resolve(seen);
          }),
        );
      },
    });
    try {
      const res = await pdfToPng.run({ ...ctx, env: { ...ctx.env, pdf: pool } }).finally(() => (settled = true));
      expect((await readZip(res.path)).length).toBe(100);
      expect(held).not.toBeNull();
      const atTurn = await held!;
      expect(atTurn.settled).toBe(false);
      expect(atTurn.pages).toBeLessThan(101);
      expect(atTurn.renderers).toBe(1);
      expect(pool.renderers[0].pid).not.toBe(process.pid);
      // Progress moved page by page: the count before the first page, then one report for each page, in order,
      // its percent from pages done over 100.
      const pages = reports.filter((r) => r.stage?.startsWith('rendering '));
      expect(pages.map((r) => r.stage)).toEqual(Array.from({ length: 101 }, (_, done) => `rendering ${done}/100`));
      expect(pages.map((r) => r.percent)).toEqual(Array.from({ length: 101 }, (_, done) => Math.round(5 + (90 * done) / 100)));
      // Before the pages, the start; after them, the ZIP.
      expect(reports[0]).toEqual({ percent: 2, stage: 'rendering' });
      expect(reports.at(-1)!.percent).toBeGreaterThanOrEqual(95);
    } finally {
      pool.close();
      await rm(workDir, { recursive: true, force: true });
    }
  });

  it('cancellation stops the render at once and writes no more pages', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const workDir = await mkdtemp(join(tmpdir(), 'pdf-cancel-'));
    // A pool of its own that names the process each job runs in: once that process has exited nothing can
    // write into the job's folder any more, so its contents then are final (no waiting for what might come).
    const pool = new WatchedPool();
    const ctx = jobContext(pdfToPng, hundred, workDir, { level: '150' }, {
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p > 10) controller.abort();
      },
    });
    const pending = pdfToPng.run({ ...ctx, env: { ...ctx.env, pdf: pool } });
    try {
      await expect(pending).rejects.toThrow(/cancelled/);
      // The last process handed out is the one rendering when the job was cancelled.
      const renderer = pool.renderers.at(-1)!;
      if (renderer.exitCode === null && renderer.signalCode === null) await once(renderer, 'exit');
      // Killed by the cancellation, not ended by finishing its 100 pages.
      expect(renderer.signalCode).toBe('SIGKILL');
      expect((await readdir(workDir)).length).toBeLessThan(100);
    } finally {
      pool.close();
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
