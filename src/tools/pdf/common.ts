/** Pieces every PDF tool shares on the service side: input checks at enqueue, running worker operations, outputs. */
import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AppError, ToolError } from '../../core/errors.js';
import { parsePageRanges } from '../../core/tools/pages.js';
import type { InputFile, ToolContext, ToolEnv, ToolOutput } from '../../core/tools/tool.types.js';
import { zipFiles } from '../shared/zip.js';
import { workerLimits } from './limits.js';
import { probePdf } from './render.js';
import { runPdfWorker, type OpArgs, type OpName, type OpResult, type WorkerRunOptions } from './engine/pool.js';
import { renderedSize } from './engine/worker/geometry.js';
import type { PageSelection, ProbeResult, WorkerLimits } from './engine/worker/protocol.js';

export const PDF_MIME = 'application/pdf';
export const ZIP_MIME = 'application/zip';

export function requireInput(ctx: ToolContext<unknown>): InputFile {
  if (!ctx.input) throw new ToolError('internal', 'this tool needs an uploaded file');
  return ctx.input;
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new ToolError('internal', 'job cancelled');
}

/** Worker options for a job: its signal, its time budget, and progress mapped onto 5–95 %. */
export function workerOptions(ctx: ToolContext<unknown>, stage: string): WorkerRunOptions {
  ctx.progress(2, stage);
  return {
    pool: ctx.env.pdf,
    signal: ctx.signal,
    timeoutMs: ctx.env.limits.jobTimeoutMs,
    limits: ctx.env.limits,
    // Percent from pages done over pages total; the stage carries the page count itself ("rendering 12/50").
    onProgress: (done, total) => ctx.progress(total > 0 ? Math.round(5 + (90 * done) / total) : 50, total > 0 ? `${stage} ${done}/${total}` : stage),
  };
}

/** The `pages` parameter as a worker selection, capped at the document limit. */
export function pageSelection(ctx: ToolContext<{ pages: string }>): PageSelection {
  return { spec: ctx.params.pages, cap: ctx.env.limits.maxPdfPages };
}

export interface PdfInputCheck {
  /** The `pages` parameter, if the tool has one. */
  pages?: string;
  /** Most pages the selection may hold (default: the document cap). */
  selectionCap?: number;
  /** Most pages the document may have (default env.limits.maxPdfPages). */
  documentCap?: number;
  /** At least one page must be left out of the selection (pdf-remove-pages). */
  keepOne?: boolean;
  /** Rendering resolution; checks each selected page against env.limits.maxOutputPixels. */
  dpi?: number;
  /** Rendering to this width instead of a dpi. */
  width?: number;
  /** Return the displayed size of every page in `bounds` (for checks of the tool's own). */
  bounds?: boolean;
}

/** validate() of a tool whose only enqueue check is a readable document within the page cap. */
export async function validateDocument(_params: unknown, input: InputFile | null, env: ToolEnv): Promise<void> {
  await checkPdfInput(input, env);
}

/** validate() of a tool whose `pages` must also lie inside the document. */
export async function validatePages(params: { pages: string }, input: InputFile | null, env: ToolEnv): Promise<void> {
  await checkPdfInput(input, env, { pages: params.pages });
}

/**
 * Enqueue-time checks that need the document: readable, not password-protected, page caps, page
 * ranges inside the document, and the pixel budget of a render. Refusals are AppErrors the API shows.
 */
export async function checkPdfInput(input: InputFile | null, env: ToolEnv, check: PdfInputCheck = {}): Promise<ProbeResult> {
  if (!input) throw new AppError('upload_required', 'this tool needs an uploaded PDF');
  const documentCap = check.documentCap ?? env.limits.maxPdfPages;
  const wantBounds = check.bounds === true || check.dpi !== undefined || check.width !== undefined;
  let probe: ProbeResult;
  try {
    probe = await probePdf(input.path, AbortSignal.timeout(60_000), env, [], wantBounds ? documentCap : undefined);
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    if (err instanceof ToolError && err.kind === 'too_large') throw new AppError('file_too_large', `the PDF ${text.replace(/^the (document|pdf job) /i, '')}`);
    throw new AppError('unsupported_type', 'the file could not be read as a PDF');
  }
  if (probe.needsPassword) {
    throw new AppError('unsupported_type', 'the PDF is password-protected; remove the password and upload it again');
  }
  if (probe.pageCount < 1) throw new AppError('unsupported_type', 'the PDF has no pages');
  if (probe.pageCount > documentCap) {
    throw new AppError(
      'file_too_large',
      `the PDF has ${probe.pageCount} pages, which exceeds the limit of ${documentCap} pages for this tool`,
      { field: 'pages' },
    );
  }
  const selected = parsePageRanges(check.pages, probe.pageCount, check.selectionCap ?? documentCap);
  if (check.keepOne && selected.length >= probe.pageCount) {
    throw new AppError('invalid_params', 'pages: at least one page must remain', { field: 'pages' });
  }
  if (check.dpi !== undefined || check.width !== undefined) checkPixelBudget(probe, selected, env, check);
  return probe;
}

function checkPixelBudget(probe: ProbeResult, selected: number[], env: ToolEnv, check: PdfInputCheck): void {
  const max = env.limits.maxOutputPixels;
  let total = 0;
  for (const index of selected) {
    const [w, h] = probe.bounds[index] ?? [0, 0];
    if (!(w > 0 && h > 0)) continue;
    const scale = check.width !== undefined ? check.width / w : (check.dpi ?? 72) / 72;
    const [pw, ph] = renderedSize([w, h], scale);
    if (pw * ph > max) {
      const field = check.width !== undefined ? 'width' : 'level';
      throw new AppError(
        'invalid_params',
        `${field}: page ${index + 1} would render at ${pw}×${ph} px, which exceeds the limit of ${max} pixels; lower the ${field === 'level' ? 'dpi' : 'width'}`,
        { field },
      );
    }
    total += pw * ph;
  }
  // Each page fits, but the pages together are rendered too: their sum is capped like an animation's frames.
  if (total > env.limits.maxTotalPixels) {
    throw new AppError(
      'file_too_large',
      `${selected.length} pages would render at ${total} px in all, which exceeds the limit of ${env.limits.maxTotalPixels} pixels; choose fewer pages or a lower resolution`,
      { field: 'pages' },
    );
  }
}

/** Zips the files into `<baseName>.zip` and removes the loose files. */
export async function zipOutput(ctx: ToolContext<unknown>, paths: string[]): Promise<ToolOutput> {
  ctx.progress(96, 'zipping');
  const out = join(ctx.workDir, `${ctx.baseName}.zip`);
  await zipFiles(
    paths.map((p) => ({ path: p, name: basename(p) })),
    out,
  );
  await Promise.all(paths.map((p) => rm(p, { force: true })));
  return { path: out, name: `${ctx.baseName}.zip`, mime: ZIP_MIME };
}

/** Where a single-file output goes, and its user-facing name. */
export function outputFile(ctx: ToolContext<unknown>, ext: string, mime: string): ToolOutput {
  const name = `${ctx.baseName}.${ext}`;
  return { path: join(ctx.workDir, name), name, mime };
}

/** Worker operations that read the uploaded document and write one output file. */
type FileOpName = {
  [K in OpName]: OpArgs<K> extends { input: string; output: string; limits: WorkerLimits } ? K : never;
}[OpName];

export interface FileOpOptions<K extends OpName> {
  /** Progress stage while the worker runs. */
  stage: string;
  /** Output extension and MIME type (default: a PDF). */
  ext?: string;
  mime?: string;
  /** Page cap of the document, when the tool's is not env.limits.maxPdfPages. */
  maxPages?: number;
  /** Last progress stage, from the operation's result. */
  finished?: (result: OpResult<K>) => string;
}

/**
 * Runs `op` on the uploaded document, writing `<baseName>.<ext>`; `args` are the operation's own
 * arguments, the input, output and limits are filled in here.
 */
export async function runToFile<K extends FileOpName>(
  ctx: ToolContext<unknown>,
  op: K,
  args: Omit<OpArgs<K>, 'input' | 'output' | 'limits'>,
  options: FileOpOptions<K>,
): Promise<ToolOutput> {
  const input = requireInput(ctx);
  const out = outputFile(ctx, options.ext ?? 'pdf', options.mime ?? PDF_MIME);
  const limits = workerLimits(ctx.env.limits, options.maxPages);
  // Omit<> of a generic type is opaque to the compiler; adding back the three omitted keys restores OpArgs<K>.
  const full = { ...args, input: input.path, output: out.path, limits } as OpArgs<K>;
  const result = await runPdfWorker(op, full, workerOptions(ctx, options.stage));
  if (options.finished) ctx.progress(100, options.finished(result));
  return out;
}

/**
 * Runs `op` on the chosen pages of the uploaded document; the files it writes into the job folder,
 * named after the job, are delivered as one ZIP.
 */
export async function runToZip<K extends 'split' | 'extractImages'>(
  ctx: ToolContext<{ pages: string }>,
  op: K,
  args: Omit<OpArgs<K>, 'input' | 'outDir' | 'stem' | 'pages' | 'limits'>,
  stage: string,
): Promise<ToolOutput> {
  const input = requireInput(ctx);
  const full = {
    ...args,
    input: input.path,
    outDir: ctx.workDir,
    stem: ctx.baseName,
    pages: pageSelection(ctx),
    limits: workerLimits(ctx.env.limits),
  } as OpArgs<K>;
  const { paths }: { paths: string[] } = await runPdfWorker(op, full, workerOptions(ctx, stage));
  return zipOutput(ctx, paths);
}
