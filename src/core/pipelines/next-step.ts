import { takesType } from '../tools/accepts.js';
import type { ToolDefinition } from '../tools/tool.types.js';
import { outputTypeOf } from '../tools/tool.types.js';
import type { CheckedStep } from './pipeline.types.js';

/**
 * The tools that could be added after these (already checked) steps: those taking a type the chain makes for at
 * least one type its first step takes, the same rule a recipe is saved under. Each step hands on what the next step
 * would be given (the files in its ZIP when it declares them), with its own parameters, so a `format` chosen on a
 * step decides what may follow it. Video-link tools never follow.
 */
export function toolsAfter(
  steps: readonly CheckedStep[],
  candidates: readonly ToolDefinition[],
  detectedAs: (mime: string) => string,
): ToolDefinition[] {
  const first = steps[0]?.tool;
  if (!first) return [];
  const made = new Set<string>();
  for (const start of first.kind === 'url' ? [null] : first.accepts) {
    const type = typeAfterAll(steps, start, detectedAs);
    if (type !== undefined) made.add(type);
  }
  return candidates.filter((tool) => tool.kind === 'upload' && [...made].some((type) => takesType(tool.accepts, detectedAs(type))));
}

/** What the chain hands on from a start type, or undefined when some step does not take what it is given. */
function typeAfterAll(steps: readonly CheckedStep[], start: string | null, detectedAs: (mime: string) => string): string | undefined {
  let type = start;
  for (const { tool, params } of steps) {
    if (tool.kind === 'upload' && (type === null || !takesType(tool.accepts, detectedAs(type)))) return undefined;
    try {
      type = outputTypeOf({ ...tool, output: tool.members ?? tool.output }, params, type);
    } catch {
      return undefined;
    }
  }
  return type ?? undefined;
}
