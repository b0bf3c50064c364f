import type { OcrRun } from '../../core/tools/engines/ocr.js';
import type { ToolContext } from '../../core/tools/tool.types.js';

/** The job's budget for its engine processes: the job's own signal, its wall clock and the worker memory budget. */
export function ocrRun(ctx: ToolContext<unknown>): Omit<OcrRun, 'onImage'> {
  return {
    signal: ctx.signal,
    timeoutMs: ctx.env.limits.jobTimeoutMs,
    memoryMb: ctx.env.limits.pdfWorkerMemoryMb,
    nice: ctx.env.limits.jobNice,
    workDir: ctx.workDir,
    // The tools that offer `layout` (ocr-image) pass it through; the others read one block.
    layout: (ctx.params as { layout?: unknown } | null)?.layout === 'columns' ? 'columns' : 'block',
  };
}
