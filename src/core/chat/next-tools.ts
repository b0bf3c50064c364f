import { parseToolParams } from '../jobs/intake.js';
import { takes } from '../pipelines/pipeline-check.js';
import type { CheckedStep } from '../pipelines/pipeline.types.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import { outputTypeOf, type ToolDefinition } from '../tools/tool.types.js';
import { allTools, type ToolSummary } from './tool-catalog.js';

const PARAM_RE = /^([a-z_]{1,20})=(.{1,200})$/;

/**
 * The tools that may come next in a chain being typed (`tool p=1 | tool`, Discord's `then` autocomplete): file tools
 * whose declared input takes a type the chain so far makes, for some file its first step takes, by the same types
 * the pipeline check reads (a ZIP with declared members hands on its members). A segment naming no tool leaves
 * nothing to offer; parameters that do not parse count as the tool's defaults, since they change only what a step
 * makes, never what it takes.
 */
export function toolsAfter(registry: ToolRegistry, detectedAs: (mime: string) => string, segments: readonly string[]): ToolSummary[] {
  const steps: CheckedStep[] = [];
  for (const segment of segments) {
    const [name, ...rest] = segment.trim().split(/\s+/).filter(Boolean);
    const tool = name ? named(registry, name.toLowerCase()) : undefined;
    if (!tool) return [];
    steps.push({ tool, params: paramsOf(tool, rest) });
  }
  if (steps.length === 0) return [];
  const made = typesMade(steps, detectedAs);
  const fits = new Set(
    registry
      .all()
      .filter((tool) => tool.kind === 'upload' && made.some((type) => takes(tool, type, detectedAs)))
      .map((tool) => tool.slug),
  );
  return allTools(registry).filter((t) => fits.has(t.slug));
}

/** Every type the last step may hand on, over each type the first step takes (a video link for a link tool). */
function typesMade(steps: readonly CheckedStep[], detectedAs: (mime: string) => string): string[] {
  const first = steps[0].tool;
  const starts: Array<string | null> = first.kind === 'url' ? [null] : [...first.accepts];
  const made = new Set<string>();
  for (const start of starts) {
    let types: Array<string | null> = [start];
    try {
      for (const [i, { tool, params }] of steps.entries()) {
        if (i > 0 && tool.kind === 'url') return [];
        if (tool.kind === 'upload' && !types.every((t) => t !== null && takes(tool, t, detectedAs))) {
          types = [];
          break;
        }
        // Another step follows, so a ZIP with declared members hands each member on.
        const output = tool.members ?? tool.output;
        types = types.map((t) => outputTypeOf({ ...tool, output }, params, t));
      }
    } catch {
      // An output that cannot be told for this start (it needs parameters not given): this start offers nothing.
      types = [];
    }
    for (const t of types) if (t) made.add(t);
  }
  return [...made];
}

function named(registry: ToolRegistry, key: string): ToolDefinition | undefined {
  return registry.get(key) ?? registry.all().find((def) => String(def.id) === key);
}

function paramsOf(tool: ToolDefinition, words: readonly string[]): Record<string, unknown> {
  const fields: Record<string, string> = {};
  for (const word of words) {
    const m = PARAM_RE.exec(word);
    if (m) fields[m[1]] = m[2];
  }
  for (const given of [fields, {}]) {
    try {
      return parseToolParams(tool, given);
    } catch {
      // Next: the defaults.
    }
  }
  return {};
}
