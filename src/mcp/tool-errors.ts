import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { toAppError } from '../http/errors.js';

/** The spec's error body, as an agent reads it from a refused tool call. */
export interface McpErrorBody {
  ok: false;
  error: string;
  message: string;
  field?: string;
  step?: number;
  retry_after?: number;
}

/**
 * A refusal of the core (or any failure) as an MCP tool error: `isError`, our `error` code and message in the
 * structured content and, worded for a model, in the text. Unknown failures are `internal` and hidden, as on HTTP.
 */
export function toolError(err: unknown, log?: (err: unknown) => void): CallToolResult {
  const e = toAppError(err);
  if (e.code === 'internal' || e.code === 'service_unavailable') log?.(err);
  const body: McpErrorBody = { ok: false, error: e.code, message: e.message };
  if (e.details.field) body.field = e.details.field;
  if (e.details.step !== undefined) body.step = e.details.step;
  if (e.details.retryAfter !== undefined) body.retry_after = e.details.retryAfter;
  return {
    isError: true,
    content: [{ type: 'text', text: `${e.code}: ${body.message}${body.field ? ` (field: ${body.field})` : ''}` }],
    structuredContent: { ...body },
  };
}

/** Runs a tool's body; whatever it throws becomes a tool error instead of a protocol error. */
export async function guarded(run: () => Promise<CallToolResult>, log?: (err: unknown) => void): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    return toolError(err, log);
  }
}
