import { z } from 'zod';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An integer that must be one of `allowed` (form fields arrive as strings and are coerced). */
export function intChoiceParam(allowed: readonly number[], def: number, description: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => allowed.includes(v), { message: `Expected one of ${allowed.join(', ')}` })
      .default(def)
      .describe(description),
  );
}
