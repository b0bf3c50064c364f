import type { LanguageStore } from '../core/chat/language.ports.js';
import type { UploadLinkStore } from '../core/uploads/upload-link.ports.js';
import type { Config } from '../config.js';
import type { ManageablePriceCache } from '../core/admin/manageable-price-cache.ports.js';
import type { OutboxStore } from '../core/chat/outbox.ports.js';
import type { WatchStore } from '../core/chat/watch.ports.js';
import type { WishlistStore } from '../core/chat/wishlist.ports.js';
import type { DealPostStore, DealStore, FollowStore } from '../core/deals/deal.ports.js';
import type { ApiFollowStore } from '../core/deals/api-follow.ports.js';
import type { BundleStore } from '../core/bundles/bundle.ports.js';
import type { GiveawayStore } from '../core/giveaways/giveaway.ports.js';
import type { GiveawayReminderStore } from '../core/giveaways/reminder.ports.js';
import type { RecipeStore } from '../core/pipelines/recipe.ports.js';
import type { PriceHistoryStore } from '../core/prices/history/history.ports.js';
import type { Clock } from '../core/clock.ports.js';
import type { JobEventBus } from '../core/jobs/job-events.ports.js';
import type { JobQueue, JobStore } from '../core/jobs/job.ports.js';
import type { Redelivery } from '../core/jobs/recovery.ports.js';
import type { RateLimitPort } from '../core/limits/rate-limit.ports.js';
import type { FailureLock, FailureLockSpec } from '../core/limits/failure-lock.ports.js';
import type { PeriodGate } from '../core/period-gate.ports.js';
import type { WebhookStores } from '../core/webhooks/webhook.ports.js';
import type { Logger } from '../logger.js';
import type { EngineJobFiles } from './job-files.js';
import type { AppStore } from '../storage/app-store.js';
import type { StreamEventLog } from '../core/streams/event-log.ports.js';

/** Where a limit counts: `name` keeps its keys apart from other limits' in a shared store. */
export interface RateLimitSpec {
  name: string;
  perMinute: number;
  /** A shared store that cannot answer lets the request through and says so here. */
  onStoreError: (err: unknown) => void;
}

/**
 * Everything with a side effect outside the process's memory that the services run on, opened once per
 * process by `src/engines/embedded.ts` (lowdb files in DATA_DIR, better-queue, in-process events) or
 * `src/engines/scaled.ts` (PostgreSQL, Redis/BullMQ). The composition root wires the services from this record
 * and never asks which deployment it is: whatever differs between the two is decided here, once.
 */
export interface Engines {
  jobStore: JobStore;
  /** API keys, flags, tool counts and events. */
  appStore: AppStore;
  priceCache: ManageablePriceCache;
  /** Price history per game and region (issue 28); writes are batched by the store. */
  priceHistory: PriceHistoryStore;
  chatOutbox: OutboxStore;
  chatWatches: WatchStore;
  /** Shared wishlists of servers and groups and their members' opt-ins (issue 41, 4b). */
  chatWishlists: WishlistStore;
  webhookStores: WebhookStores;
  /** Deal announcements (issue 29): tracked deals, chats' follows, and the posts made of them. */
  dealStores: { deals: DealStore; follows: FollowStore; posts: DealPostStore; apiFollows: ApiFollowStore };
  /** Free-to-keep giveaways merged from every giveaway source (issue 41). */
  giveaways: GiveawayStore;
  /** Users' "Remind me" and "Claimed" marks on giveaways (issue 41). */
  giveawayReminders: GiveawayReminderStore;
  /** Bundles the fleet has seen, so each is announced once (issue 41, the `bundles` follow kind). */
  bundles: BundleStore;
  /** Saved pipelines (issue 26). */
  recipes: RecipeStore;
  /** Languages chosen with /language, per user and per chat (issue 36). */
  languages: LanguageStore;
  /** Events of resumable MCP answer streams (issue 42), where any api process can replay them. */
  streamEvents: StreamEventLog;
  /** One-time upload links (issue 40). */
  uploadLinks: UploadLinkStore;
  queue: JobQueue;
  /** Other processes take from the same queue: a job interrupted here is retried by the queue, not at start. */
  sharedQueue: boolean;
  events: JobEventBus;
  /** A per-key budget, counted in this process or shared by the fleet. */
  rateLimit(spec: RateLimitSpec): RateLimitPort;
  /** Failures counted per client toward a lock-out, in this process or shared by the fleet. */
  failureLock(spec: FailureLockSpec): FailureLock;
  /** Job files (DATA_DIR/jobs or an S3 bucket) and the temp folder of uploads. */
  files: EngineJobFiles;
  /** What the recovery rules need of a queue that can lose ids; null where the queue is this process's own. */
  redelivery: Redelivery | null;
  /** Calls `listener` whenever the queue's engine is back after an outage; answers how to stop. */
  onQueueBack(listener: () => void): () => void;
  /** Runs `lead` in exactly one process of the fleet at a time (Telegram long polling); alone, at once. */
  leader(name: string, lead: () => Promise<() => Promise<void>>): { stop(): Promise<void> };
  /** Whose turn periodic work is: one process per period in a fleet, always when alone. */
  periodGate: PeriodGate;
  /** Re-reads the flags written by other processes (a no-op alone: every switch is this process's own). */
  refreshFlags(): Promise<void>;
  /** Which engines answer right now (for /healthz); absent where nothing outside the process is depended on. */
  health?: () => Promise<Record<string, boolean>>;
  /** Signs download links; the same in every process of a fleet. */
  linkSecret: string;
  /** Signs session ids when SESSION_SECRET is unset; the same in every process of a fleet. */
  sessionSecret: string;
  /** Resolves once every store write asked so far is durable. */
  flush(): Promise<void>;
  /** Flushes and lets go of every connection; the record is unusable after it. */
  close(): Promise<void>;
}

/** What opening the engines needs. */
export interface EngineContext {
  config: Config;
  clock: Clock;
  log: Logger;
}
