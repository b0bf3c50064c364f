import type { z } from 'zod';
import { defineTool } from '../../core/tools/tool.types.js';
import type { DeclaredCaps, OutputType, ToolCategory, ToolContext, ToolDefinition, ToolOutput } from '../../core/tools/tool.types.js';

/** What each entry of a media tool family states itself; the family supplies the rest of the definition. */
export type MediaToolEntry<S extends z.ZodObject> = Pick<
  ToolDefinition<S>,
  'id' | 'slug' | 'operation' | 'title' | 'description' | 'params' | 'validate' | 'limits'
>;

/** The part of a definition a family fixes for its tools: listing, accepted inputs, declared output. */
export interface MediaFamily {
  category: ToolCategory;
  accepts: readonly string[];
  output: OutputType;
  /** The caps of every tool in the family, unless an entry declares its own. */
  limits: DeclaredCaps;
}

/** An upload tool of a media family; `run` is the family's procedure, bound to this entry. */
export function familyTool<S extends z.ZodObject>(
  family: MediaFamily,
  entry: MediaToolEntry<S>,
  run: (ctx: ToolContext<z.output<S>>) => Promise<ToolOutput>,
): ToolDefinition {
  return defineTool({
    id: entry.id,
    slug: entry.slug,
    operation: entry.operation,
    kind: 'upload',
    category: family.category,
    title: entry.title,
    description: entry.description,
    params: entry.params,
    accepts: family.accepts,
    output: family.output,
    limits: entry.limits ?? family.limits,
    validate: entry.validate,
    run,
  });
}
