import type { ToolDefinition } from '../core/tools/tool.types.js';
import { ToolRegistry } from '../core/tools/tool.registry.js';
import { CATALOGUE, CATALOGUE_IDS } from './catalogue.js';
import { imageTools } from './image/index.js';
import { pdfTools } from './pdf/index.js';
import { mediaTools } from './media/index.js';
import { qrTools } from './qr/index.js';
import { urlTools } from './url/index.js';

export const ALL_TOOLS: readonly ToolDefinition[] = [...imageTools, ...pdfTools, ...mediaTools, ...qrTools, ...urlTools];

/** Builds the registry, refusing any tool whose slug, operation, kind or category drifts from the catalogue. */
export function createToolRegistry(tools: readonly ToolDefinition[] = ALL_TOOLS): ToolRegistry {
  for (const tool of tools) {
    const entry = CATALOGUE.find((c) => c.slug === tool.slug);
    if (!entry) throw new Error(`tool ${tool.slug} is not in the catalogue`);
    if (entry.operation !== tool.operation || entry.kind !== tool.kind || entry.category !== tool.category) {
      throw new Error(`tool ${tool.slug} does not match its catalogue entry`);
    }
  }
  return new ToolRegistry(tools, CATALOGUE_IDS);
}
