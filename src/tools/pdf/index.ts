import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** The PDF tools, the catalogue's 28 and those beyond it that take many files. All mupdf and pdf-lib work runs in a
 * worker process. */
export const pdfTools: ToolDefinition[] = toolsExportedBy(definitions);
