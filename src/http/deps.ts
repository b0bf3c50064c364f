import type { Config } from '../config.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RateLimiter } from '../core/limits/rate-limiter.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { AppDb } from '../storage/app-db.js';
import type { DiskJobFiles } from '../storage/job-files.js';
import type { Webhooks } from '../webhooks/index.js';

/** What the HTTP adapter needs from the composition root. */
export interface HttpDeps {
  config: Config;
  jobs: JobService;
  sessions: SessionService;
  tools: ToolRegistry;
  flags: FlagService;
  db: AppDb;
  files: DiskJobFiles;
  limiter: RateLimiter;
  /** Callback URLs of key-authenticated callers; absent where webhooks are not wired. */
  webhooks?: Webhooks;
  log: {
    error(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
  };
}
