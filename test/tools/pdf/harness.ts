/** Running a PDF tool in a test and always removing its job folder, whether the checks pass or not. */
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { cleanup, runTool, type RunOptions, type RunResult } from '../../helpers/tool-harness.js';

/** Runs the tool as the job service would and hands the result to `check`; the job folder goes afterwards. */
export async function withRun(tool: ToolDefinition, opts: RunOptions, check: (res: RunResult) => Promise<void>): Promise<void> {
  const res = await runTool(tool, opts);
  try {
    await check(res);
  } finally {
    await cleanup(res);
  }
}
