import type { EngineContext, Engines } from './engines.js';
import { openEmbeddedEngines } from './embedded.js';
import { openScaledEngines } from './scaled.js';

export type { EngineContext, Engines, RateLimitSpec } from './engines.js';

/** The one place the deployment is chosen: PostgreSQL (and Redis) when DATABASE_URL is set, else DATA_DIR files. */
export function openEngines(ctx: EngineContext): Promise<Engines> {
  return ctx.config.DATABASE_URL ? openScaledEngines(ctx) : openEmbeddedEngines(ctx);
}
