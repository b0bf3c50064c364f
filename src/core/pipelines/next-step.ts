import type { ToolDefinition } from '../tools/tool.types.js';
import { outputTypeOf } from '../tools/tool.types.js';
import { ANY_FILE, takesAnyFile } from '../tools/accepts.js';
import type { CheckedStep } from './pipeline.types.js';
import { takes } from './pipeline-check.js';

/**
 * The tools that could be added after these (already checked) steps: those taking a type the chain makes for at
 * least one type its first step takes, the same rule a recipe is saved under. Each step hands on what the next step
 * would be given (the files in its ZIP when it declares them), with its own parameters, so a `format` chosen on a
 * step decides what may follow it. After an archive's members (`ANY_FILE`) every tool that takes files may follow.
 * Video-link tools never follow.
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
    for (const type of typesAfterAll(steps, start, detectedAs)) made.add(type);
  }
  return candidates.filter(
    (tool) => tool.kind === 'upload' && [...made].some((type) => (type === ANY_FILE ? tool.accepts.length > 0 : takes(tool, type, detectedAs))),
  );
}

/**
 * What the chain hands on from a start type (none when some step does not take what it is given). An archive's
 * members may be of any type its next step takes, so from there each of those is followed.
 */
function typesAfterAll(steps: readonly CheckedStep[], start: string | null, detectedAs: (mime: string) => string): string[] {
  let types: (string | null)[] = [start];
  for (const { tool, params } of steps) {
    const next = new Set<string | null>();
    for (const type of types) {
      for (const given of givenTypes(tool, type, detectedAs)) {
        try {
          next.add(outputTypeOf({ ...tool, output: tool.members ?? tool.output }, params, given));
        } catch {
          // No output is declared for that input: the chain stops there for it.
        }
      }
    }
    types = [...next];
  }
  return types.filter((type): type is string => type !== null);
}

/** The types a step is given when handed a file of `type`: none when it does not take it. */
function givenTypes(tool: ToolDefinition, type: string | null, detectedAs: (mime: string) => string): (string | null)[] {
  if (tool.kind !== 'upload') return [type];
  if (type === null) return [];
  if (type === ANY_FILE && !takesAnyFile(tool.accepts)) return [...tool.accepts];
  return takes(tool, type, detectedAs) ? [type] : [];
}
