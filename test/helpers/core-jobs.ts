import { z } from 'zod';
import { JobService, type JobServiceDeps, type JobServiceOptions } from '../../src/core/jobs/job.service.js';
import { FlagService } from '../../src/core/tools/flags.service.js';
import type { FlagState } from '../../src/core/tools/flags.ports.js';
import { ToolRegistry } from '../../src/core/tools/tool.registry.js';
import type { ToolDefinition } from '../../src/core/tools/tool.types.js';
import { testToolEnv } from './tool-harness.js';

/** The tool flags in memory, every tool on; tests switch one off through `flagStore.flags`. */
export function memoryFlags(): { flagStore: { flags: FlagState; readFlags(): Promise<FlagState>; writeFlags(): Promise<void> }; flags: FlagService } {
  const flagStore = { flags: { tools: {}, categories: {} } as FlagState, readFlags: async () => structuredClone(flagStore.flags), writeFlags: async () => {} };
  return { flagStore, flags: new FlagService(flagStore, true) };
}

/** An activity port that records nothing. */
export const noActivity = (): { recordUse(): Promise<void>; recordEvent(): Promise<void> } => ({ recordUse: async () => {}, recordEvent: async () => {} });

/** A one-step text tool for the job rules; `run` and whatever else differs are the test's own. */
export function textTool(own: Partial<ToolDefinition> & Pick<ToolDefinition, 'run'>): ToolDefinition {
  return {
    id: 1,
    slug: 'link-echo',
    operation: 'link.echo',
    kind: 'url',
    category: 'url',
    title: 'Echo',
    description: 'test tool',
    params: z.object({}),
    accepts: [],
    output: 'text/plain',
    ...own,
  };
}

/**
 * The job service over the test's in-memory ports and its one tool. Unless the test says otherwise: every tool on,
 * no activity kept, no type detected, and a queue of 100 with 5 active jobs per owner and a 60-s timeout.
 */
export function memoryJobService(
  own: { tool: ToolDefinition } & Pick<JobServiceDeps, 'store' | 'files' | 'queue' | 'events' | 'clock'> & Partial<JobServiceDeps>,
  options: Partial<JobServiceOptions> = {},
): JobService {
  const { tool, ...deps } = own;
  return new JobService(
    { tools: new ToolRegistry([tool]), activity: noActivity(), flags: memoryFlags().flags, toolEnv: testToolEnv(), detect: async () => null, ...deps },
    { ttlMs: 60_000, timeoutMs: 60_000, maxActivePerOwner: 5, maxQueue: 100, maxUploadBytes: 1000, linkSecret: 'secret', ...options },
  );
}
