import type { ToolRegistry } from '../tools/tool.registry.js';
import type { JobRecord } from './job.types.js';

/** The tool's parameters without its secrets (ToolDefinition.secretParams); the same object when it has none. */
export function withoutSecrets(tools: Pick<ToolRegistry, 'get'>, slug: string, params: Record<string, unknown>): Record<string, unknown> {
  const secrets = tools.get(slug)?.secretParams ?? [];
  if (!secrets.some((k) => k in params)) return params;
  const kept = { ...params };
  for (const key of secrets) delete kept[key];
  return kept;
}

/**
 * The part of an ending job's record that forgets its secrets (a password given to a PDF tool): they were needed
 * while the job could still run, or run again after a crash, and are no one's business after that.
 */
export function forgetSecrets(tools: Pick<ToolRegistry, 'get'>, job: Pick<JobRecord, 'tool' | 'params' | 'steps'>): Partial<JobRecord> {
  const params = withoutSecrets(tools, job.tool, job.params);
  const steps = job.steps?.map((s) => {
    const kept = withoutSecrets(tools, s.tool, s.params);
    return kept === s.params ? s : { ...s, params: kept };
  });
  const stepsChanged = steps !== undefined && steps.some((s, i) => s !== job.steps![i]);
  return {
    ...(params !== job.params ? { params } : {}),
    ...(stepsChanged ? { steps } : {}),
  };
}
