import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** E-books, comic books and e-mail messages (the document category): MuPDF lays them out in the PDF worker. */
export const ebookTools: ToolDefinition[] = toolsExportedBy(definitions);
