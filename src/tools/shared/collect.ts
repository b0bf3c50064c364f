import type { ToolDefinition } from '../../core/tools/tool.types.js';

const isTool = (value: unknown): value is ToolDefinition => {
  const v = value as Partial<ToolDefinition> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.slug === 'string' && typeof v.run === 'function';
};

/**
 * Every tool a category's definitions export, alone or in a list, each once (a file may export a tool and a list
 * holding it). The category's `definitions/index.ts` is one `export * from './<file>.js'` line per file, so a new
 * definitions file joins its category by that line and no list names its tools; their order is the registry's (by
 * id). Imports stay static: the build holds exactly what tsc compiled, and nothing reads folders at run time.
 */
export function toolsExportedBy(definitions: object): ToolDefinition[] {
  const found = new Set<ToolDefinition>();
  for (const value of Object.values(definitions)) {
    if (isTool(value)) found.add(value);
    else if (Array.isArray(value) && value.length > 0 && value.every(isTool)) for (const tool of value) found.add(tool);
  }
  return [...found];
}
