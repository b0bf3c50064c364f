import type { z } from 'zod';
import { AppError, type ErrorCode } from '../../core/errors.js';

/** Parses with a zod schema; a failure becomes an AppError naming the first field at fault. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, code: ErrorCode = 'invalid_request'): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : undefined;
  const what = field ?? 'request';
  throw new AppError(code, `${what}: ${issue?.message ?? 'invalid value'}`, field ? { field } : {});
}
