import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** QR codes and barcodes: decoded from images, PDFs and video, encoded from text files. */
export const qrTools: ToolDefinition[] = toolsExportedBy(definitions);
