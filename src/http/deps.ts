import type { Config } from '../config.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RequestLimiter } from '../limits/request-limits.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { AppStore } from '../storage/app-store.js';
import type { DiskJobFiles } from '../storage/job-files.js';

/** What the HTTP adapter needs from the composition root. */
export interface HttpDeps {
  config: Config;
  jobs: JobService;
  sessions: SessionService;
  tools: ToolRegistry;
  flags: FlagService;
  db: AppStore;
  files: DiskJobFiles;
  limiter: RequestLimiter;
  /** Which engines answer (PostgreSQL, Redis) when the service depends on any; /healthz reports it. */
  health?: () => Promise<Record<string, boolean>>;
  log: {
    error(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
  };
}
