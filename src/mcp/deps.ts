import type { AdminService } from '../core/admin/admin.service.js';
import type { DealService } from '../core/deals/deal.service.js';
import type { JobService } from '../core/jobs/job.service.js';
import type { RequestLimiter } from '../core/limits/rate-limit.ports.js';
import type { PriceCharts } from '../core/prices/history/chart.js';
import type { PriceHistory } from '../core/prices/history/history.service.js';
import type { PriceService } from '../core/prices/price.service.js';
import type { SessionService } from '../core/sessions/session.service.js';
import type { Timers } from '../core/timers.ports.js';
import type { FlagService } from '../core/tools/flags.service.js';
import type { ToolRegistry } from '../core/tools/tool.registry.js';
import type { HttpWebhooks, Uploads } from '../http/deps.js';
import type { ResolveHost } from '../webhooks/http-sender.js';
import type { StreamEventLog } from '../core/streams/event-log.ports.js';
import type { GiveawayService } from '../core/giveaways/giveaway.service.js';
import type { UploadLinks } from '../core/uploads/upload-link.service.js';

/** The settings the MCP door reads; the root hands the parsed configuration. */
export interface McpSettings {
  BASE_URL: string;
  MCP_INLINE_MAX_MB: number;
  MAX_UPLOAD_MB: number;
  /** The callback address policy's switch, which `url` inputs follow too. */
  WEBHOOK_ALLOW_INSECURE: boolean;
  WEBHOOK_TIMEOUT_MS: number;
  JOB_TIMEOUT_S: number;
}

/** What the MCP adapter needs from the composition root: the same services the HTTP routes call, never a store. */
export interface McpDeps {
  config: McpSettings;
  sessions: SessionService;
  limiter: RequestLimiter;
  jobs: JobService;
  tools: ToolRegistry;
  flags: Pick<FlagService, 'checker'>;
  admin: Pick<AdminService, 'useCounts'>;
  uploads: Uploads;
  timers: Timers;
  prices: Pick<PriceService, 'search'>;
  priceHistory: Pick<PriceHistory, 'lookupWithLows' | 'history'>;
  priceCharts: Pick<PriceCharts, 'chart'>;
  /** The per-key price budget (PRICE_RATE_LIMIT_PER_MIN); throws rate_limited. */
  priceRateLimit: (key: string, cost: number) => Promise<void>;
  deals: Pick<DealService, 'current' | 'defaultRegion'>;
  /** Free-to-keep giveaways (issue 41), as GET /api/giveaways reads them. */
  giveaways: Pick<GiveawayService, 'current'>;
  webhooks?: Pick<HttpWebhooks, 'checkUrl' | 'watches'>;
  /** One-time upload links (issue 40): `request_upload_link`, and `convert`'s `upload_id`. */
  uploadLinks?: Pick<UploadLinks, 'issue' | 'takeFile' | 'ttlMs'>;
  /** An absolute, signed link to a job's result. */
  signedDownloadUrl: (jobId: string) => Promise<string>;
  /** Signs MCP session ids (the secret the `sid` cookies are signed with: the same on every process). */
  sessionSecret: string;
  resolveHost?: ResolveHost;
  /** Where answer streams' events are kept, so a dropped client resumes at any api process. */
  streamEvents: StreamEventLog;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** The caller of one MCP request: the key, and the address its limits are counted by. */
export interface McpCaller {
  owner: string;
  keyId: string;
  ip: string;
}
