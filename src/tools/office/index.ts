import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** The document tools: LibreOffice conversions (left out without it) and the pure-JS docx and xlsx readers. */
export const officeTools: ToolDefinition[] = toolsExportedBy(definitions);
