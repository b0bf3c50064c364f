import type { ToolDefinition } from '../tools/tool.types.js';

/** The limits of one pipeline (MAX_PIPELINE_STEPS, MAX_FILES_PER_JOB, MAX_FANOUT). */
export interface PipelineLimits {
  maxSteps: number;
  maxFiles: number;
  /** Most files one step may make (a ZIP of pages, frames or codes that the next step takes one by one). */
  maxFanout: number;
  /**
   * Most tool runs a pipeline may ask, counted at admission from its declared fan-out (MAX_PIPELINE_RUNS; unlimited
   * when absent): one 16 KB, 6-step request once ran about 300 CPU-s (issue 37).
   */
  maxRuns?: number;
  /**
   * Runs of one step at once over a pipeline's files (the worker's WORKER_CONCURRENCY): a pipeline of many files is
   * then as quick as as many separate jobs. Steps that start child processes (ffmpeg, MuPDF) take at most 2.
   */
  parallel?: number;
}

export const DEFAULT_PIPELINE_LIMITS: PipelineLimits = { maxSteps: 8, maxFiles: 20, maxFanout: 100 };

/** One step as the job record keeps it: the tool's slug and its parsed parameters. */
export interface PipelineStep {
  tool: string;
  params: Record<string, unknown>;
}

/** A step whose tool was found and whose parameters parsed. */
export interface CheckedStep {
  tool: ToolDefinition;
  params: Record<string, unknown>;
}

/** A pipeline step in the record's form. */
export function storedStep(step: CheckedStep): PipelineStep {
  return { tool: step.tool.slug, params: step.params };
}

/**
 * The tool runs a pipeline may make at most, from what its steps declare: a step runs once per file it is given (once
 * for a tool that takes many, or a video link), and a step that hands on the files of its ZIP may hand on up to
 * MAX_FANOUT (or as many as it was given, which the run allows too).
 */
export function declaredRuns(steps: readonly CheckedStep[], inputs: number, maxFanout: number): number {
  let files = Math.max(1, inputs);
  let runs = 0;
  for (const [i, step] of steps.entries()) {
    const many = step.tool.inputs === 'many' || step.tool.kind === 'url';
    runs += many ? 1 : files;
    if (many) files = 1;
    if (step.tool.members && i < steps.length - 1) files = Math.max(maxFanout, files);
  }
  return runs;
}
