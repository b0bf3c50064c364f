import type { ToolDefinition } from '../tools/tool.types.js';
import type { JobRecord } from './job.types.js';

/**
 * Which of a worker's two sets of slots a job waits for. `heavy`: one slot per core (WORKER_CONCURRENCY), for
 * jobs that keep a core busy on their own (an engine process, a worker thread, a large decode). `light`: a job
 * whose whole work is a call into libvips on a small input, run on libvips' own threads; most of its time in a
 * slot is spent waiting for the thread pool, so several run per core (LIGHT_JOB_CONCURRENCY) without starving
 * the heavy ones or the event loop.
 */
export type JobLane = 'light' | 'heavy';

/**
 * Light only when every part of the rule says so: one step (a pipeline plans runs per file and can fan out),
 * one uploaded file no larger than `maxLightBytes` (0 turns the light slots off), and a tool that calls its run
 * on that input light. Anything not known here is heavy, which is how every job ran before there were lanes.
 */
export function jobLane(
  job: Pick<JobRecord, 'tool' | 'steps' | 'input' | 'inputs' | 'url'>,
  tools: { get(slug: string): Pick<ToolDefinition, 'light'> | undefined },
  maxLightBytes: number,
): JobLane {
  if (maxLightBytes <= 0 || job.steps || job.url || job.inputs || !job.input) return 'heavy';
  if (job.input.size > maxLightBytes) return 'heavy';
  const light = tools.get(job.tool)?.light;
  return light?.({ mime: job.input.mime, size: job.input.size }) ? 'light' : 'heavy';
}
