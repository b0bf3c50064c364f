import type { ToolLimits } from '../../core/tools/tool.types.js';

export const DEFAULT_TOOL_LIMITS: ToolLimits = {
  maxInputPixels: 100_000_000,
  maxOutputPixels: 100_000_000,
  maxOutputBytes: 512 * 1024 * 1024,
  maxPdfPages: 500,
  maxRenderPages: 100,
  jobTimeoutMs: 300_000,
  pdfWorkerMemoryMb: 1024,
  pdfKeepSpareWorker: true,
};
