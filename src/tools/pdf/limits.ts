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

/** Caps of a tool that reads a whole PDF: the document page cap checkPdfInput and the worker apply. */
export const documentCaps = (server: ToolLimits) => ({ maxPages: server.maxPdfPages });

/** Caps of a tool that renders selected pages: the document cap, and at most maxRenderPages rendered. */
export const renderCaps = (server: ToolLimits) => ({ maxPages: server.maxPdfPages, maxSelectedPages: server.maxRenderPages });

/** Caps of a tool that renders every page of the document, which therefore holds at most maxRenderPages. */
export const rasterCaps = (server: ToolLimits) => ({ maxPages: server.maxRenderPages });
