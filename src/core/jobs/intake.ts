import { z } from 'zod';
import { AppError } from '../errors.js';
import { takesAnyFile, takesType, UNNAMED_FILE } from '../tools/accepts.js';
import { SEED_PARAM_KEYS } from '../tools/params.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../tools/tool.types.js';

/**
 * The intake every job goes through, whichever door it came in by (HTTP, chat, the tool test harness):
 * parameters parsed from raw fields, the file's real type checked against what the tool accepts, then the
 * tool's own enqueue-time checks. Refusals are AppErrors with the API's codes and words.
 */

/** Raw fields (`_operation`, parameters; unknown keys ignored) → the tool's parsed parameters. */
export function parseToolParams(tool: ToolDefinition, fields: Record<string, unknown>): Record<string, unknown> {
  const op = fields._operation;
  if (op !== undefined && op !== '' && op !== tool.operation) {
    throw new AppError('invalid_params', `_operation: ${tool.slug} only performs "${tool.operation}".`, {
      field: '_operation',
    });
  }
  const picked: Record<string, unknown> = {};
  for (const key of SEED_PARAM_KEYS) {
    if (fields[key] !== undefined) picked[key] = fields[key];
  }
  const parsed = tool.params.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'params');
    throw new AppError('invalid_params', `${field}: ${describeIssue(issue, tool.params, field)}`, { field });
  }
  return parsed.data as Record<string, unknown>;
}

/** A file on disk as the tool will see it, once its content (magic bytes) says the tool accepts it. */
export async function acceptInput(
  tool: ToolDefinition,
  file: { path: string; name: string; size: number },
  detect: (path: string) => Promise<{ mime: string; ext: string } | null>,
): Promise<InputFile> {
  const detected = await detect(file.path);
  // A tool that takes any file (archive creation) takes one detection cannot name too, under the generic type; every
  // other tool refuses it as before.
  const typed = detected ?? (takesAnyFile(tool.accepts) ? { mime: UNNAMED_FILE, ext: 'bin' } : null);
  if (!typed || !takesType(tool.accepts, typed.mime)) {
    throw new AppError(
      'unsupported_type',
      `${tool.slug} does not accept ${detected ? detected.mime : 'this kind of file'}; it takes ${tool.accepts.join(', ')}.`,
      { field: 'file' },
    );
  }
  return { path: file.path, name: file.name, mime: typed.mime, ext: typed.ext, size: file.size };
}

/** The tool's own enqueue-time checks; anything but an AppError means the file could not be read. */
export async function validateForTool(tool: ToolDefinition, params: Record<string, unknown>, input: InputFile | null, env: ToolEnv): Promise<void> {
  if (!tool.validate) return;
  try {
    await tool.validate(params, input, env);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unsupported_type', `The file could not be read by ${tool.slug}; it may be damaged.`, { field: 'file' });
  }
}

function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodObject, field: string): string {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const range = rangeOf(schema, field);
    if (range) return `must be between ${range[0]} and ${range[1]}`;
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `must be one of ${(issue.values as unknown[]).map(String).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
  return issue.message;
}

function rangeOf(schema: z.ZodObject, field: string): [number, number] | null {
  try {
    const props = (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { minimum?: number; maximum?: number }>;
    }).properties;
    const p = props?.[field];
    if (p && p.minimum !== undefined && p.maximum !== undefined) return [p.minimum, p.maximum];
  } catch {
    // A schema that cannot be described still gets zod's own message.
  }
  return null;
}
