import type { ToolLimits } from '../../core/tools/tool.types.js';
import type { WorkerLimits } from './engine/worker/protocol.js';

/** The worker's caps for an ordinary PDF tool (document up to maxPdfPages). */
export function workerLimits(limits: ToolLimits, maxPages = limits.maxPdfPages): WorkerLimits {
  return {
    maxPages,
    maxRenderPixels: limits.maxOutputPixels,
    maxImagePixels: limits.maxInputPixels,
    maxOutputBytes: limits.maxOutputBytes,
  };
}
