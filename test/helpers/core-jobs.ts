import { z } from 'zod';
import { FlagService } from '../../src/core/tools/flags.service.js';
import type { FlagState } from '../../src/core/tools/flags.ports.js';
import type { ToolDefinition } from '../../src/core/tools/tool.types.js';

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
