import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { adjustTools } from './definitions/adjust.js';
import { compressTools } from './definitions/compress.js';
import { convertTools } from './definitions/convert.js';
import { faviconSet } from './definitions/favicon.js';
import { geometryTools } from './definitions/geometry.js';
import { imageMetadata } from './definitions/metadata.js';
import { svgToPng } from './definitions/svg.js';

/** The image tools; each carries its catalogue id, which orders every listing. */
export const imageTools: ToolDefinition[] = [...convertTools, svgToPng, ...geometryTools, ...compressTools, ...adjustTools, imageMetadata, faviconSet];
