import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** Data files (JSON, YAML, TOML, XML, CSV) converted into one another, with the budgets of read.ts. */
export const dataTools: ToolDefinition[] = toolsExportedBy(definitions);
