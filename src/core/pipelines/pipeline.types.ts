import type { ToolDefinition } from '../tools/tool.types.js';

/** The limits of one pipeline (MAX_PIPELINE_STEPS, MAX_FILES_PER_JOB, MAX_FANOUT). */
export interface PipelineLimits {
  maxSteps: number;
  maxFiles: number;
  /** Most files one step may make (a ZIP of pages, frames or codes that the next step takes one by one). */
  maxFanout: number;
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
