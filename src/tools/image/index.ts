import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { adjustTools } from './tools/adjust.js';
import { compressTools } from './tools/compress.js';
import { convertTools } from './tools/convert.js';
import { faviconSet } from './tools/favicon.js';
import { geometryTools } from './tools/geometry.js';
import { imageMetadata } from './tools/metadata.js';
import { svgToPng } from './tools/svg.js';

/** The image tools; each carries its catalogue id, which orders every listing. */
export const imageTools: ToolDefinition[] = [...convertTools, svgToPng, ...geometryTools, ...compressTools, ...adjustTools, imageMetadata, faviconSet];
