import type { ToolDefinition } from '../../src/core/tools/tool.types.js';

/**
 * Wraps a real tool so that each run waits until released (or aborted) before doing its real work.
 * Used to hold jobs in `processing` for queue, cancellation and restart tests; the output is still real.
 */
export function gated(tool: ToolDefinition): { tool: ToolDefinition; release(): void; started: () => number } {
  let open = false;
  let started = 0;
  const waiters: Array<() => void> = [];
  const wrapped: ToolDefinition = {
    ...tool,
    // Held until the test opens the gate, the run keeps its slot as an engine does: heavy (core/jobs/job-lane.ts).
    light: undefined,
    async run(ctx) {
      started++;
      ctx.progress(5, 'waiting');
      if (!open) {
        await new Promise<void>((resolve, reject) => {
          waiters.push(resolve);
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
        });
      }
      return tool.run(ctx);
    },
  };
  return {
    tool: wrapped,
    release() {
      open = true;
      waiters.splice(0).forEach((w) => w());
    },
    started: () => started,
  };
}
