import type { ToolDefinition } from '../../core/tools/tool.types.js';

export const urlTools: ToolDefinition[] = [];
