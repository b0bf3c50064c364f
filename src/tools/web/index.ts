import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** Web pages: URL to PDF or PNG and HTML to PDF in a browser, Markdown to HTML and PDF without one. */
export const webTools: ToolDefinition[] = toolsExportedBy(definitions);
