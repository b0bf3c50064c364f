import { engineAvailable, type ToolEngines } from '../core/tools/engines/families.js';
import type { ToolDefinition, ToolLimits } from '../core/tools/tool.types.js';
import { ToolRegistry } from '../core/tools/tool.registry.js';
import { imageTools } from './image/index.js';
import { pdfTools } from './pdf/index.js';
import { mediaTools } from './media/index.js';
import { qrTools } from './qr/index.js';
import { urlTools } from './url/index.js';
import { webTools } from './web/index.js';
import { officeTools } from './office/index.js';
import { ebookTools } from './ebook/index.js';
import { dataTools } from './data/index.js';
import { stickerTools } from './sticker/index.js';
import { ocrTools } from './ocr/index.js';
import { archiveTools } from './archive/index.js';
import { DEFAULT_TOOL_LIMITS } from './shared/limits.js';

/** Every tool definition; the registry orders them by their ids (test/tools/catalogue.test.ts holds them to the catalogue). */
export const ALL_TOOLS: readonly ToolDefinition[] = [
  ...imageTools,
  ...pdfTools,
  ...mediaTools,
  ...qrTools,
  ...urlTools,
  ...webTools,
  ...officeTools,
  ...ebookTools,
  ...dataTools,
  ...stickerTools,
  ...ocrTools,
  ...archiveTools,
];

/**
 * The registry; `server` is the configured limits the listed caps are read from (the built-in ones by default). Given
 * the engines found at start, a tool whose engine family has none here is left out.
 */
export function createToolRegistry(
  tools: readonly ToolDefinition[] = ALL_TOOLS,
  server: ToolLimits = DEFAULT_TOOL_LIMITS,
  engines?: ToolEngines,
): ToolRegistry {
  const runnable = engines ? tools.filter((t) => engineAvailable(engines, t.engine)) : tools;
  return new ToolRegistry(runnable, server);
}
