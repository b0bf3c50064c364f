import { AppError } from '../errors.js';
import type { FeatureFlags } from '../jobs/job.ports.js';
import { parseToolParams } from '../jobs/intake.js';
import type { ToolRegistry } from '../tools/tool.registry.js';
import { ANY_FILE, takesAnyFile, takesType } from '../tools/accepts.js';
import { outputTypeOf, type OutputType, type ToolDefinition } from '../tools/tool.types.js';
import type { CheckedStep, PipelineLimits } from './pipeline.types.js';
import { takesWords } from './type-words.js';

export interface PipelineCheckDeps {
  tools: ToolRegistry;
  flags: FeatureFlags;
  /** The name detection gives a file served as `mime` (outputs are served under a few other names). */
  detectedAs: (mime: string) => string;
}

/** What the first step is given: files of these detected types, a video link, or not known yet (a saved recipe). */
export type PipelineStart = { kind: 'files'; mimes: readonly string[] } | { kind: 'url' } | { kind: 'unknown' };

/**
 * The steps as sent (a list, or its JSON text from a form field) → each step's tool and parsed parameters. The
 * refusals come in the order a person fixes them: the list itself, then per step its tool, whether the tool is
 * switched on, its parameters, and where a video-link tool stands. Each names the step (0-based) it is about.
 */
export async function parseSteps(raw: unknown, deps: PipelineCheckDeps, limits: PipelineLimits): Promise<CheckedStep[]> {
  const list = stepList(raw);
  if (list.length > limits.maxSteps) {
    // The step named is the first one over the limit: from there on is what has to go.
    throw new AppError('too_many_steps', `A pipeline has at most ${limits.maxSteps} steps; this one has ${list.length}.`, { field: 'steps', step: limits.maxSteps });
  }
  const steps: CheckedStep[] = [];
  for (const [i, item] of list.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new AppError('invalid_request', `step ${i + 1}: each step is an object such as {"tool":"image-resize","width":640}.`, { field: 'steps', step: i });
    }
    const fields = item as Record<string, unknown>;
    const slug = typeof fields.tool === 'string' ? fields.tool : '';
    const tool = deps.tools.get(slug);
    if (!tool) {
      const named = slug ? `No tool is called "${slug.slice(0, 60)}"` : 'It names no tool';
      throw new AppError('unknown_tool', `step ${i + 1}: ${named}; GET /api/tools lists them.`, { field: 'tool', step: i });
    }
    if (await deps.flags.toolDisabled(tool.slug, tool.category, tool.kind)) {
      throw new AppError('tool_disabled', `step ${i + 1}: ${tool.slug} is disabled on this server.`, { field: 'tool', step: i });
    }
    let params: Record<string, unknown>;
    try {
      params = parseToolParams(tool, fields);
    } catch (err) {
      if (err instanceof AppError) throw new AppError(err.code, `step ${i + 1} (${tool.slug}): ${err.message}`, { ...err.details, step: i });
      throw err;
    }
    if (i > 0 && tool.kind === 'url') {
      throw new AppError('invalid_pipeline', `step ${i + 1} (${tool.slug}) takes a video link, so it can only be the first step.`, {
        field: 'steps',
        step: i,
      });
    }
    steps.push({ tool, params });
  }
  return steps;
}

/**
 * Whether each step takes what the one before it makes, for every file the pipeline starts from. A step that makes a
 * ZIP of files it declares (`members`) hands each of them on; a ZIP without that is an end product. Before the files
 * are known (a recipe being saved) the chain must work for at least one type its first step takes, and so must it
 * after an archive's files (`members: ANY_FILE`), whose types only the run finds.
 */
export function checkChain(steps: readonly CheckedStep[], start: PipelineStart, deps: Pick<PipelineCheckDeps, 'detectedAs'>): void {
  if (steps.length === 0) throw new AppError('invalid_pipeline', 'A pipeline needs at least one step.', { field: 'steps' });
  if (start.kind !== 'unknown') {
    walk(steps, start.kind === 'url' ? [null] : start.mimes, deps.detectedAs, start.kind === 'files');
    return;
  }
  const first = steps[0].tool;
  if (first.kind === 'url') return walk(steps, [null], deps.detectedAs, false);
  let refusal: unknown = null;
  for (const mime of first.accepts) {
    try {
      return walk(steps, [mime], deps.detectedAs, false);
    } catch (err) {
      refusal ??= err;
    }
  }
  throw refusal ?? new AppError('invalid_pipeline', `step 1 (${first.slug}) takes no file.`, { field: 'steps', step: 0 });
}

/** Checks steps `from` on, given files of these types; `ANY_FILE` stands for an archive's members (see walkMembers). */
function walk(steps: readonly CheckedStep[], startTypes: readonly (string | null)[], detectedAs: (m: string) => string, uploaded: boolean, from = 0): void {
  let types = [...new Set(startTypes)];
  for (let i = from; i < steps.length; i++) {
    const { tool, params } = steps[i];
    if (tool.kind === 'upload') {
      if (types.includes(ANY_FILE) && !takesAnyFile(tool.accepts)) {
        walkMembers(steps, i, detectedAs);
        types = types.filter((type) => type !== ANY_FILE);
        if (types.length === 0) return;
      }
      for (const type of types) {
        if (type === null || !takes(tool, type, detectedAs)) {
          const before = i === 0 ? (uploaded ? `the file is ${type}` : 'it is given a video link') : `step ${i} (${steps[i - 1].tool.slug}) makes ${type ?? 'no file'}`;
          throw new AppError('invalid_pipeline', `step ${i + 1} (${tool.slug}) takes ${takesWords(tool.accepts)}; ${before}.`, {
            field: 'steps',
            step: i,
          });
        }
      }
    }
    const last = i === steps.length - 1;
    types = [...new Set(types.map((type) => typeAfter(tool, params, type, last)))];
  }
}

/**
 * An archive's members come to step `i`: their types are known only once it is unpacked, so the step is allowed
 * when the chain from it works for at least one type it takes. Each member is judged at run time (`chainTakes`).
 */
function walkMembers(steps: readonly CheckedStep[], i: number, detectedAs: (m: string) => string): void {
  let refusal: unknown = null;
  for (const mime of steps[i].tool.accepts) {
    try {
      return walk(steps, [mime], detectedAs, false, i);
    } catch (err) {
      refusal ??= err;
    }
  }
  throw refusal ?? new AppError('invalid_pipeline', `step ${i + 1} (${steps[i].tool.slug}) takes no file.`, { field: 'steps', step: i });
}

/**
 * Whether a file of this (detected) type, coming to step `from`, goes through every step from there: the rule that
 * sends an archive's member on, or puts it in the result unchanged.
 */
export function chainTakes(steps: readonly CheckedStep[], from: number, mime: string, detectedAs: (m: string) => string): boolean {
  try {
    walk(steps, [mime], detectedAs, false, from);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** The type a step hands on: its output, or the type of each file in its ZIP when another step follows. */
function typeAfter(tool: ToolDefinition, params: Record<string, unknown>, input: string | null, last: boolean): string {
  const declared: OutputType = !last && tool.members ? tool.members : tool.output;
  return outputTypeOf({ ...tool, output: declared }, params, input);
}

/**
 * Whether the tool takes a file of this type (served under `type`, detected as `detectedAs(type)`); a family
 * (`audio/*`, the copied stream decides) fits any of its members, and a tool that takes any file takes each.
 */
export function takes(tool: Pick<ToolDefinition, 'accepts'>, type: string, detectedAs: (m: string) => string): boolean {
  return takesType(tool.accepts, type.endsWith('/*') ? type : detectedAs(type));
}

/** Several files in one job: at most `maxFiles`, together at most `maxBytes`. The first step takes them, so a refusal names step 0. */
export function checkFiles(files: readonly { size: number }[], limits: Pick<PipelineLimits, 'maxFiles'>, maxBytes: number): void {
  if (files.length > limits.maxFiles) {
    throw new AppError('too_many_files', `A job takes at most ${limits.maxFiles} files; this one has ${files.length}.`, { field: 'file', step: 0 });
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > maxBytes) {
    throw new AppError('file_too_large', `The files together exceed the upload limit of ${maxBytes} bytes.`, { field: 'file', step: 0 });
  }
}

function stepList(raw: unknown): unknown[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_request', 'steps is not valid JSON: send a list such as [{"tool":"image-resize","width":640}].', { field: 'steps' });
    }
  }
  if (!Array.isArray(value)) {
    throw new AppError('invalid_request', 'steps must be a list such as [{"tool":"image-resize","width":640}].', { field: 'steps' });
  }
  if (value.length === 0) throw new AppError('invalid_pipeline', 'A pipeline needs at least one step.', { field: 'steps' });
  return value;
}
