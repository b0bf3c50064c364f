import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** The image tools; each carries its catalogue id, which orders every listing. */
export const imageTools: ToolDefinition[] = toolsExportedBy(definitions);
