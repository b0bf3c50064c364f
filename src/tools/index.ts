import type { ToolDefinition } from '../core/tools/tool.types.js';
import { ToolRegistry } from '../core/tools/tool.registry.js';
import { imageTools } from './image/index.js';
import { pdfTools } from './pdf/index.js';
import { mediaTools } from './media/index.js';
import { qrTools } from './qr/index.js';
import { urlTools } from './url/index.js';

/** Every tool definition; the registry orders them by their ids (test/tools/catalogue.test.ts holds them to the catalogue). */
export const ALL_TOOLS: readonly ToolDefinition[] = [...imageTools, ...pdfTools, ...mediaTools, ...qrTools, ...urlTools];

export function createToolRegistry(tools: readonly ToolDefinition[] = ALL_TOOLS): ToolRegistry {
  return new ToolRegistry(tools);
}
