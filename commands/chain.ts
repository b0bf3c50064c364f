import { AppError } from '../src/core/errors.js';
import type { ToolRegistry } from '../src/core/tools/tool.registry.js';
import type { ToolDefinition } from '../src/core/tools/tool.types.js';
import { words } from './command.js';

const PARAM_RE = /^([a-z_]{1,20})=(.{1,200})$/;

/** `width=200 height=100` → `{width: '200', height: '100'}`; anything else is refused by name. */
export function parseParamText(text: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const word of words(text ?? '')) {
    const m = PARAM_RE.exec(word);
    if (!m) {
      throw new AppError('invalid_params', `"${word.slice(0, 40)}" is not a parameter; write name=value, e.g. width=200`, {
        field: 'params',
      });
    }
    fields[m[1]] = m[2];
  }
  return fields;
}

/** A tool named by its slug or its catalogue id (as text). */
export function toolNamed(registry: ToolRegistry, key: string): ToolDefinition | undefined {
  return registry.get(key) ?? registry.all().find((def) => String(def.id) === key);
}

/**
 * A chain as typed in chat, one segment per step (`image-resize width=640`, `image-convert-webp quality=80`) → the
 * steps as a pipeline request sends them (`{tool, ...parameters}`). Tools may be named by catalogue id; an unknown
 * one goes through as typed, for the pipeline check to refuse by its step.
 */
export function chainSteps(registry: ToolRegistry, segments: readonly string[]): Array<Record<string, unknown>> {
  return segments.map((segment, i) => {
    const [tool, ...rest] = words(segment);
    if (!tool) throw new AppError('invalid_request', `step ${i + 1} is empty: write tool param=value | tool ...`, { step: i });
    const named = toolNamed(registry, tool.toLowerCase());
    return { ...parseParamText(rest.join(' ')), tool: named?.slug ?? tool.toLowerCase() };
  });
}
