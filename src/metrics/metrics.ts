import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the gauges read when Prometheus scrapes; each process answers for itself, the queue for everyone. */
export interface MetricSources {
  /** The shared queue's counts (the queue port's `counts()`), so every process reports the same depth. */
  queueCounts(): Promise<{ waiting: number; running: number }> | { waiting: number; running: number };
  /** Price cache reads since start, or null when there is no price cache. */
  priceCacheStats?(): { hits: number; misses: number } | null;
  /** Webhook deliveries not yet settled (shared by every process, as the queue is). */
  webhookBacklog?(): Promise<number>;
}

export type PriceOutcome = 'ok' | 'error' | 'timeout' | 'backoff';
export type ChatOutcome = 'delivered' | 'failed' | 'abandoned';

/** The counters and histograms the composition root moves from the core's events and hooks. */
export interface Metrics {
  readonly registry: Registry;
  jobFinished(tool: string, category: string, status: 'completed' | 'failed' | 'cancelled', seconds: number | null): void;
  jobQueued(tool: string): void;
  /** A job that ended failed, by the failure's kind (timeout, bad input, tool error…). */
  jobFailed(tool: string, kind: string): void;
  /** Time from acceptance to a worker starting the job. */
  jobWaited(tool: string, seconds: number): void;
  /** One answered HTTP request: the route's pattern (never the path), method and status. */
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  uploadBytes(bytes: number): void;
  priceLookup(source: string, outcome: PriceOutcome, seconds: number): void;
  chatDelivery(platform: string, outcome: ChatOutcome): void;
  /** One webhook attempt: event type (job.completed, price.alert…) and outcome (delivered, retry, gone, failed). */
  webhookDelivery(type: string, outcome: string): void;
  rateLimited(scope: string): void;
  /** Items of an upstream deal list dropped as unreadable (the rest of the list is kept). */
  dealItemsDropped(source: string, count: number): void;
  /** The Prometheus text exposition of everything above plus the default process metrics. */
  render(): Promise<{ contentType: string; body: string }>;
}

// Jobs run from a few milliseconds (QR codes) to the 5-minute timeout (video).
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const UPSTREAM_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];
// Most answers take milliseconds; uploads and downloads of large files take seconds.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
// A job waits from nothing (free workers) to minutes (a full queue).
const WAIT_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800];

/** A registry of its own per call (no global state), so tests and several services in one process stay apart. */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gametools_' });
  const registers = [registry];

  const jobs = new Counter({
    name: 'gametools_jobs_total',
    help: 'Jobs by tool and status: queued when accepted, then completed, failed or cancelled',
    labelNames: ['tool', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'gametools_job_duration_seconds',
    help: 'Wall-clock time from start to end of a job, by tool category and final status',
    labelNames: ['category', 'status'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const toolDuration = new Histogram({
    name: 'gametools_job_tool_duration_seconds',
    help: 'Wall-clock time from start to end of a job, by tool and final status',
    labelNames: ['tool', 'status'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: 'gametools_job_failures_total',
    help: 'Jobs that ended failed, by tool and failure kind',
    labelNames: ['tool', 'kind'] as const,
    registers,
  });
  const waits = new Histogram({
    name: 'gametools_job_queue_wait_seconds',
    help: 'Time a job waited in the queue, from acceptance to a worker starting it, by tool',
    labelNames: ['tool'] as const,
    buckets: WAIT_BUCKETS,
    registers,
  });
  const http = new Histogram({
    name: 'gametools_http_request_duration_seconds',
    help: 'HTTP answers by route pattern, method and status class (2xx, 4xx…); unmatched paths are route="unmatched"',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const uploads = new Counter({ name: 'gametools_upload_bytes_total', help: 'Bytes of uploaded files taken as job inputs', registers });
  const lookups = new Counter({
    name: 'gametools_price_lookups_total',
    help: 'Requests to each price source by outcome (ok, error, timeout, backoff = skipped while the source asked us to wait)',
    labelNames: ['source', 'outcome'] as const,
    registers,
  });
  const upstream = new Histogram({
    name: 'gametools_price_upstream_seconds',
    help: 'Time a price source took to answer one lookup or search',
    labelNames: ['source', 'outcome'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const deliveries = new Counter({
    name: 'gametools_chat_deliveries_total',
    help: 'Job results sent to a chat, by platform and outcome',
    labelNames: ['platform', 'outcome'] as const,
    registers,
  });
  const webhookAttempts = new Counter({
    name: 'gametools_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by event type and outcome (delivered, retry, gone, failed)',
    labelNames: ['type', 'outcome'] as const,
    registers,
  });
  const droppedDeals = new Counter({
    name: 'gametools_deal_items_dropped_total',
    help: 'Items of an upstream deal list dropped as unreadable, by source; the rest of the list is kept',
    labelNames: ['source'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'gametools_rate_limited_total',
    help: 'Requests refused by a rate limit, by what was limited (ip, owner, price key, web visitor)',
    labelNames: ['scope'] as const,
    registers,
  });
  new Gauge({
    name: 'gametools_queue_waiting',
    help: 'Jobs waiting in the queue (shared by every process)',
    registers,
    async collect() {
      this.set((await sources.queueCounts()).waiting);
    },
  });
  new Gauge({
    name: 'gametools_queue_active',
    help: 'Jobs being worked on now (active workers)',
    registers,
    async collect() {
      this.set((await sources.queueCounts()).running);
    },
  });
  new Gauge({
    name: 'gametools_webhook_backlog',
    help: 'Webhook deliveries waiting to be sent or retried, paused keys included (shared by every process)',
    registers,
    async collect() {
      this.set(sources.webhookBacklog ? await sources.webhookBacklog() : 0);
    },
  });
  new Gauge({
    name: 'gametools_price_cache_hit_ratio',
    help: 'Price cache reads that found an entry, as a share of all reads since start (NaN before the first read)',
    registers,
    collect() {
      const s = sources.priceCacheStats?.();
      const reads = s ? s.hits + s.misses : 0;
      this.set(s && reads > 0 ? s.hits / reads : Number.NaN);
    },
  });
  new Gauge({
    name: 'gametools_price_cache_reads',
    help: 'Price cache reads since start, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers,
    collect() {
      const s = sources.priceCacheStats?.();
      this.set({ result: 'hit' }, s?.hits ?? 0);
      this.set({ result: 'miss' }, s?.misses ?? 0);
    },
  });

  return {
    registry,
    jobQueued: (tool) => jobs.inc({ tool, status: 'queued' }),
    jobFinished(tool, category, status, seconds) {
      jobs.inc({ tool, status });
      if (seconds !== null) {
        duration.observe({ category, status }, seconds);
        toolDuration.observe({ tool, status }, seconds);
      }
    },
    jobFailed: (tool, kind) => failures.inc({ tool, kind }),
    jobWaited: (tool, seconds) => waits.observe({ tool }, seconds),
    httpRequest: (route, method, status, seconds) =>
      http.observe({ route, method, status_class: `${Math.floor(status / 100)}xx` }, seconds),
    uploadBytes: (bytes) => uploads.inc(bytes),
    priceLookup(source, outcome, seconds) {
      lookups.inc({ source, outcome });
      if (outcome !== 'backoff') upstream.observe({ source, outcome }, seconds);
    },
    chatDelivery: (platform, outcome) => deliveries.inc({ platform, outcome }),
    webhookDelivery: (type, outcome) => webhookAttempts.inc({ type, outcome }),
    rateLimited: (scope) => refusals.inc({ scope }),
    dealItemsDropped: (source, count) => droppedDeals.inc({ source }, count),
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
