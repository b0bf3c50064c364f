import { z } from 'zod';

// Kept local rather than imported from src/config.ts: config.ts imports this file.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Environment variables of the MCP door (issue 42); merged into the one config schema in src/config.ts. */
export const envShape = {
  /** `false` answers /mcp and /api/v1/mcp with 404, as if the door did not exist. */
  MCP_ENABLED: z
    .preprocess(blank, z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).default('true'))
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v)),
  /** Base64 `data` a `convert` call may carry, decoded; results up to it also come embedded in the answer. */
  MCP_INLINE_MAX_MB: z.preprocess(blank, z.coerce.number().int().min(1).max(50).default(5)),
};
