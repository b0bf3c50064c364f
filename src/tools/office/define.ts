import type { z } from 'zod';
import { defineTool, type ToolDefinition } from '../../core/tools/tool.types.js';

/** What an office tool states itself; kind and category are the same for all of them. */
export type OfficeToolEntry<S extends z.ZodObject> = Pick<
  ToolDefinition<S>,
  'id' | 'slug' | 'operation' | 'title' | 'description' | 'params' | 'accepts' | 'output' | 'run'
> &
  Partial<Pick<ToolDefinition<S>, 'members' | 'limits' | 'engine' | 'validate'>>;

/** An upload tool of the document category. */
export function officeTool<S extends z.ZodObject>(entry: OfficeToolEntry<S>): ToolDefinition {
  return defineTool<S>({ kind: 'upload', category: 'document', ...entry });
}
