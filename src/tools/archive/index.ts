import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** Archives: unpacked into a ZIP of their files, within member, size, ratio and path limits. */
export const archiveTools: ToolDefinition[] = toolsExportedBy(definitions);
