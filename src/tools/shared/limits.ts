import type { ToolLimits } from '../../core/tools/tool.types.js';

export const DEFAULT_TOOL_LIMITS: ToolLimits = {
  maxInputPixels: 100_000_000,
  maxOutputPixels: 100_000_000,
  maxOutputBytes: 512 * 1024 * 1024,
  maxPdfPages: 500,
  maxRenderPages: 100,
  // A 1x1 GIF with 200,000 frames is 4.6 MB; each frame costs a pipeline, so the count is capped besides the pixels.
  maxFrames: 1000,
  maxTotalPixels: 1_000_000_000,
  // Two hours at 60 frames a second.
  maxVideoFrames: 432_000,
  jobTimeoutMs: 300_000,
  pdfWorkerMemoryMb: 1024,
  pdfKeepSpareWorker: true,
  jobNice: 10,
};
