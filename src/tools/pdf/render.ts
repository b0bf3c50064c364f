/**
 * Reusable PDF rendering for any tool (the PDF renderers here, and qr-decode-pdf).
 * All mupdf work happens in a worker process (engine/pool.ts); these functions only wait on it,
 * so the event loop stays free while pages render.
 */
import { ToolError } from '../../core/errors.js';
import type { PdfWorkers, ToolEnv, ToolLimits } from '../../core/tools/tool.types.js';
import { workerLimits } from './limits.js';
import { runPdfWorker } from './engine/pool.js';
import type { ProbeResult } from './engine/worker/protocol.js';

/** What reading a PDF needs: the worker pool and the worker limits (a ToolEnv has both). */
export type PdfEnv = Pick<ToolEnv, 'pdf' | 'limits'>;

export interface RenderPdfPagesOptions {
  /** 0-based page indexes to render, in the order wanted; at most `limits.maxRenderPages`. */
  pages: number[];
  /** Resolution in dots per inch (72 = one pixel per point). */
  dpi: number;
  /** Render in DeviceGray instead of DeviceRGB. */
  gray?: boolean;
  format: 'png' | 'jpeg';
  /** JPEG quality 1–100 (default 85); ignored for PNG. */
  quality?: number;
  /** Existing directory the page images are written to (the job's workDir or a folder inside it). */
  outDir: string;
  /** File stem of the images: `<stem>-page-001.png`; default `page`. */
  stem?: string;
  /** Aborting kills the worker process at once. */
  signal: AbortSignal;
  /** Called after each page with pages done and pages total. */
  onPage?(done: number, total: number): void;
  /** env.limits: maxPdfPages (document), maxRenderPages (selection), maxOutputPixels (per page),
   *  maxInputPixels (per embedded image), maxOutputBytes (all images together), jobTimeoutMs. */
  limits: ToolLimits;
  /** The worker pool (ToolEnv.pdf). */
  workers: PdfWorkers;
}

/**
 * Renders pages of the PDF at `inputPath` to image files and resolves with their paths, in the order asked.
 *
 * ```ts
 * renderPdfPages(inputPath: string, {
 *   pages: number[],            // 0-based page indexes
 *   dpi: number, gray?: boolean, format: 'png' | 'jpeg', quality?: number,
 *   outDir: string, stem?: string, signal: AbortSignal, onPage?(done, total): void, limits: ToolLimits,
 *   workers: PdfWorkers,
 * }): Promise<string[]>            // image paths, in the order of `pages`
 * ```
 *
 * Rejects with a ToolError: a password-protected PDF ("encrypted"), a page out of range, or a limit
 * breach whose text contains "exceeds" (pages, pixels per page, embedded image size, output bytes,
 * worker memory, time).
 */
export async function renderPdfPages(inputPath: string, opts: RenderPdfPagesOptions): Promise<string[]> {
  const result = await runPdfWorker(
    'render',
    {
      input: inputPath,
      pages: { indexes: opts.pages, cap: opts.limits.maxRenderPages },
      dpi: opts.dpi,
      gray: opts.gray,
      format: opts.format,
      quality: opts.quality,
      outDir: opts.outDir,
      stem: opts.stem ?? 'page',
      limits: workerLimits(opts.limits),
    },
    { pool: opts.workers, signal: opts.signal, onProgress: opts.onPage, timeoutMs: opts.limits.jobTimeoutMs, limits: opts.limits },
  );
  return result.pages.map((p) => p.path);
}

/**
 * Number of pages of the PDF at `path`, read in the worker process.
 * Rejects with a ToolError for an unreadable or password-protected PDF.
 */
export async function countPdfPages(path: string, signal: AbortSignal, env: PdfEnv): Promise<number> {
  const probe = await probePdf(path, signal, env);
  if (probe.needsPassword) {
    throw new ToolError('invalid_input', 'the PDF is encrypted with a password; remove the password and upload it again');
  }
  return probe.pageCount;
}

/**
 * Page count, encryption state and the sizes (points, as displayed) of the pages in `boundsOf`
 * (0-based), or of every page when the document has at most `allBoundsUpTo` pages.
 */
export function probePdf(
  path: string,
  signal: AbortSignal,
  env: PdfEnv,
  boundsOf: number[] = [],
  allBoundsUpTo?: number,
): Promise<ProbeResult> {
  return runPdfWorker('probe', { input: path, boundsOf, allBoundsUpTo }, { pool: env.pdf, signal, timeoutMs: 60_000, limits: env.limits });
}
