import type { EngineContext, Engines } from './engines.js';
import { openEmbeddedEngines } from './embedded.js';

export type { EngineContext, Engines, RateLimitSpec } from './engines.js';

/**
 * The one place the deployment is chosen: PostgreSQL (and Redis) when DATABASE_URL is set, else DATA_DIR files.
 * The scaled engines (pg, ioredis, BullMQ) are imported only when chosen, so the embedded deployment never loads
 * them (test/system/engines-loading).
 */
export async function openEngines(ctx: EngineContext): Promise<Engines> {
  if (!ctx.config.DATABASE_URL) return openEmbeddedEngines(ctx);
  const { openScaledEngines } = await import('./scaled.js');
  return openScaledEngines(ctx);
}
