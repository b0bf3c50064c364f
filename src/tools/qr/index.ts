import type { ToolDefinition } from '../../core/tools/tool.types.js';

export const qrTools: ToolDefinition[] = [];
