import type { z } from 'zod';
import { defineTool, type ToolDefinition } from '../../core/tools/tool.types.js';
import { DEFAULT_TOOL_LIMITS } from '../shared/limits.js';
import { packageValidator } from './validate.js';

/** What an office tool states itself; kind and category are the same for all of them. */
export type OfficeToolEntry<S extends z.ZodObject> = Pick<
  ToolDefinition<S>,
  'id' | 'slug' | 'operation' | 'title' | 'description' | 'params' | 'accepts' | 'output' | 'run'
> &
  Partial<Pick<ToolDefinition<S>, 'members' | 'limits' | 'engine' | 'validate'>>;

/**
 * An upload tool of the document category; at enqueue a package is held to the unpacked size the tool declares
 * (its `limits`, fixed for every office tool, so the listing and the refusal agree).
 */
export function officeTool<S extends z.ZodObject>(entry: OfficeToolEntry<S>): ToolDefinition {
  const caps = typeof entry.limits === 'function' ? entry.limits(DEFAULT_TOOL_LIMITS) : entry.limits;
  return defineTool<S>({ kind: 'upload', category: 'document', validate: packageValidator(caps?.maxUnpackedBytes), ...entry });
}
