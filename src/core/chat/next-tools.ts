import { parseToolParams } from '../jobs/intake.js';
import { toolsAfter } from '../pipelines/next-step.js';
import type { CheckedStep } from '../pipelines/pipeline.types.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import type { ToolDefinition } from '../tools/tool.types.js';
import { allTools, type ToolSummary } from './tool-catalog.js';

const PARAM_RE = /^([a-z_]{1,20})=(.{1,200})$/;

/**
 * The tools that may come next in a chain being typed (`tool p=1 | tool`, Discord's `then` autocomplete): file tools
 * the pipeline rule offers after the chain so far (core/pipelines/next-step.ts, as the web page's "then…" list). A
 * segment naming no tool leaves
 * nothing to offer; parameters that do not parse count as the tool's defaults, since they change only what a step
 * makes, never what it takes.
 */
export function chatToolsAfter(registry: ToolRegistry, detectedAs: (mime: string) => string, segments: readonly string[]): ToolSummary[] {
  const steps: CheckedStep[] = [];
  for (const segment of segments) {
    const [name, ...rest] = segment.trim().split(/\s+/).filter(Boolean);
    const tool = name ? named(registry, name.toLowerCase()) : undefined;
    if (!tool) return [];
    steps.push({ tool, params: paramsOf(tool, rest) });
  }
  const fits = new Set(toolsAfter(steps, registry.all(), detectedAs).map((tool) => tool.slug));
  return allTools(registry).filter((t) => fits.has(t.slug));
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
