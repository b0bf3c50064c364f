import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { createTools } from './definitions/create-tools.js';
import { mergeTools } from './definitions/merge-tools.js';
import { documentTools } from './definitions/document-tools.js';
import { pageTools } from './definitions/page-tools.js';
import { renderTools } from './definitions/render-tools.js';
import { textTools } from './definitions/text-tools.js';

/**
 * The 28 PDF tools of the catalogue (ids 29–56) and the two that take many files (135, 136). All mupdf and pdf-lib
 * work runs in a worker process.
 */
export const pdfTools: ToolDefinition[] = [...renderTools, ...textTools, ...pageTools, ...documentTools, ...createTools, ...mergeTools];
