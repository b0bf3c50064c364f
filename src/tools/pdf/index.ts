import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { createTools } from './tools/create-tools.js';
import { documentTools } from './tools/document-tools.js';
import { pageTools } from './tools/page-tools.js';
import { renderTools } from './tools/render-tools.js';
import { textTools } from './tools/text-tools.js';

/** The 28 PDF tools of the catalogue (ids 29–56). All mupdf and pdf-lib work runs in a worker process. */
export const pdfTools: ToolDefinition[] = [...renderTools, ...textTools, ...pageTools, ...documentTools, ...createTools];
