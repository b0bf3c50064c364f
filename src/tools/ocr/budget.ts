import type { OcrRun } from '../../core/tools/engines/ocr.js';
import type { ToolContext } from '../../core/tools/tool.types.js';

/** The job's budget for its engine processes: the job's own signal, its wall clock and the worker memory budget. */
export function ocrRun(ctx: ToolContext<unknown>): Omit<OcrRun, 'onImage'> {
  return {
    signal: ctx.signal,
    timeoutMs: ctx.env.limits.jobTimeoutMs,
    memoryMb: ctx.env.limits.pdfWorkerMemoryMb,
    workDir: ctx.workDir,
  };
}
