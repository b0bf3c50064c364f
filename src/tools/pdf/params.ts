import { z } from 'zod';
import { strictNumber } from '../../core/tools/params.js';

/** An integer that must be one of `allowed` (form fields arrive as strings and are coerced). */
export function intChoiceParam(allowed: readonly number[], def: number, description: string) {
  const expected = `must be one of ${allowed.join(', ')}`;
  return z.preprocess(
    strictNumber(expected, true),
    z
      .number()
      .int()
      .refine((v) => allowed.includes(v), { message: expected })
      .default(def)
      .describe(description),
  );
}
