import type { Clock } from '../clock.ports.js';
import { AppError } from '../errors.js';
import { randomId } from '../ids.js';
import { retryDelayMs } from './backoff.js';
import { newSigningSecret, signPayload } from './signature.js';
import type { AttemptOutcome, NewDelivery, SendResult, WebhookKeyStore, WebhookOutboxStore, WebhookSender } from './webhook.ports.js';
import type { WebhookDelivery, WebhookEventType, WebhookKey } from './webhook.schema.js';

export interface WebhookSettings {
  /** Per attempt, connection to last header byte. */
  timeoutMs: number;
  /** First retry delay; each next one doubles. */
  retryBaseMs: number;
  /** Longest single wait between attempts. */
  retryMaxMs: number;
  /** Retries stop this long after the event (24 h). */
  maxAgeMs: number;
  /** A key whose attempts failed this many times in a row is paused until an operator resumes it. */
  pauseAfter: number;
  /** How often due retries are looked for. */
  pollMs: number;
  /** Attempts in flight at once in this process. */
  concurrency: number;
  /** Attempts of one key in flight at once in this process: a slow or failing receiver holds no more slots. */
  slotsPerKey: number;
  /** Settled deliveries are kept this long for the admin panel and replay. */
  retentionMs: number;
}

/** What the metrics see of each attempt. */
export type AttemptOutcomeLabel = 'delivered' | 'retry' | 'gone' | 'failed';
export type DeliveryObserver = (type: WebhookEventType, outcome: AttemptOutcomeLabel) => void;

export interface WebhookServiceDeps {
  outbox: WebhookOutboxStore;
  keys: WebhookKeyStore;
  send: WebhookSender;
  /** The exact body of a delivery (its wire shape, built by the adapter); must give the same bytes every time. */
  encode: (delivery: WebhookDelivery) => string;
  clock: Clock;
  log?: (level: 'info' | 'warn' | 'error', msg: string, meta: Record<string, unknown>) => void;
  observe?: DeliveryObserver;
}

/** A key's delivery state as the admin panel shows it. */
export interface KeyDeliveryState {
  keyId: string;
  failures: number;
  pausedAt: number | null;
}

/**
 * Webhook deliveries: each event is stored first (outbox), then sent, signed, at least once. Retries reuse the
 * event id and back off exponentially for up to `maxAgeMs` on timeouts, connection errors, 429 and 5xx; a 410
 * stops them at once; any other answer settles them. A key failing `pauseAfter` attempts in a row is paused.
 * Any process may send any delivery: a lease taken atomically in the store makes each attempt one process's.
 */
export class WebhookService {
  readonly #deps: WebhookServiceDeps;
  readonly #settings: WebhookSettings;
  readonly #holder = `p-${randomId(9)}`;
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Attempts in flight per key. */
  readonly #perKey = new Map<string, number>();
  #expiredAt = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setInterval> | null = null;
  #ticking: Promise<void> | null = null;
  #again = false;
  #stopped = true;

  constructor(deps: WebhookServiceDeps, settings: WebhookSettings) {
    this.#deps = deps;
    this.#settings = settings;
  }

  get settings(): Readonly<WebhookSettings> {
    return this.#settings;
  }

  /** Starts sending: due deliveries now (those left by a restart too), then every `pollMs`. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#timer = setInterval(() => this.kick(), this.#settings.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Stops sending; attempts under way finish (their outcome is recorded). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.idle();
  }

  /** Resolves when no look-up or attempt is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#ticking || this.#inFlight.size > 0) {
      await Promise.allSettled([this.#ticking, ...this.#inFlight.values()]);
    }
  }

  /** Stores an event for a key's URL and sends it soon. The same id twice is one delivery. */
  async publish(event: NewDelivery): Promise<WebhookDelivery> {
    const { delivery, created } = await this.#deps.outbox.open(event, this.#deps.clock.now());
    if (created) this.kick();
    return delivery;
  }

  /** Looks for due deliveries now (new events, retries whose time came). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#ticking) {
      this.#again = true;
      return;
    }
    this.#ticking = this.#tick()
      .catch((err: unknown) => this.#deps.log?.('error', 'webhook dispatch failed', { err }))
      .finally(() => {
        this.#ticking = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  async #tick(): Promise<void> {
    const { outbox, keys, clock } = this.#deps;
    const now = clock.now();
    if (now - this.#expiredAt >= this.#settings.pollMs) {
      this.#expiredAt = now;
      await this.#expire(now);
    }
    const free = this.#settings.concurrency - this.#inFlight.size;
    if (free <= 0) return;
    const perKey = this.#settings.slotsPerKey;
    // A paused key's deliveries are not due, and a key using its share of this process's slots waits its turn.
    const skipKeys = (await keys.list()).filter((k) => k.pausedAt !== null).map((k) => k.keyId);
    for (const [keyId, n] of this.#perKey) if (n >= perKey) skipKeys.push(keyId);
    const due = await outbox.listDue(now, free, { skipKeys, perKey });
    for (const delivery of due) {
      if (this.#inFlight.size >= this.#settings.concurrency) break;
      if (this.#inFlight.has(delivery.id) || (this.#perKey.get(delivery.keyId) ?? 0) >= perKey) continue;
      const claimed = await outbox.claim(delivery.id, this.#holder, now, this.#settings.timeoutMs + 30_000);
      if (!claimed) continue;
      this.#perKey.set(claimed.keyId, (this.#perKey.get(claimed.keyId) ?? 0) + 1);
      const run = this.#attempt(claimed).finally(() => {
        this.#inFlight.delete(claimed.id);
        const left = (this.#perKey.get(claimed.keyId) ?? 1) - 1;
        if (left > 0) this.#perKey.set(claimed.keyId, left);
        else this.#perKey.delete(claimed.keyId);
        // A freed slot may take the next due delivery at once.
        this.kick();
      });
      this.#inFlight.set(claimed.id, run);
    }
  }

  /** Deliveries older than `maxAgeMs` end without an attempt, whether their key is paused or their retry not yet due. */
  async #expire(now: number): Promise<void> {
    const { outbox, log, observe } = this.#deps;
    const ended = await outbox.expire(now - this.#settings.maxAgeMs, now, 'expired: not delivered within WEBHOOK_MAX_AGE_S');
    for (const d of ended) observe?.(d.type, 'failed');
    if (ended.length > 0) log?.('warn', 'webhook deliveries expired unsent', { count: ended.length, keys: [...new Set(ended.map((d) => d.keyId))] });
  }

  async #attempt(delivery: WebhookDelivery): Promise<void> {
    const { outbox, keys, send, encode, clock, log, observe } = this.#deps;
    const s = this.#settings;
    const key = await keys.ensure(delivery.keyId, newSigningSecret(), clock.now());
    const body = encode(delivery);
    const timestamp = Math.floor(clock.now() / 1000);
    let result: SendResult;
    try {
      result = await send({
        url: delivery.url,
        body,
        headers: {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signPayload(key.secret, delivery.id, timestamp, body),
        },
      });
    } catch (err) {
      result = { kind: 'retry', status: null, error: err instanceof Error ? err.message : String(err) };
    }
    const now = clock.now();
    const attempts = delivery.attempts + 1;
    const outcome: AttemptOutcome = {
      state: 'pending',
      attempts,
      nextAttemptAt: now,
      lastAttemptAt: now,
      lastStatus: result.status,
      lastError: result.kind === 'retry' || result.kind === 'reject' ? result.error.slice(0, 300) : null,
      settledAt: null,
    };
    let label: AttemptOutcomeLabel;
    if (result.kind === 'ok') {
      label = 'delivered';
      outcome.state = 'delivered';
    } else if (result.kind === 'gone') {
      label = 'gone';
      outcome.state = 'gone';
    } else if (result.kind === 'reject') {
      label = 'failed';
      outcome.state = 'failed';
    } else {
      const next = now + retryDelayMs(attempts, s.retryBaseMs, s.retryMaxMs);
      if (next - delivery.createdAt > s.maxAgeMs) {
        label = 'failed';
        outcome.state = 'failed';
      } else {
        label = 'retry';
        outcome.nextAttemptAt = next;
      }
    }
    if (outcome.state !== 'pending') outcome.settledAt = now;
    // Counted first, so whoever sees the outcome stored also sees it counted.
    observe?.(delivery.type, label);
    if (!(await outbox.settle(delivery.id, this.#holder, outcome))) {
      log?.('warn', 'webhook lease lost before the outcome was recorded', { id: delivery.id });
    }
    const stateAfter = await keys.recordAttempt(delivery.keyId, result.kind === 'ok', s.pauseAfter, now);
    if (label !== 'delivered') {
      log?.('warn', 'webhook attempt failed', { id: delivery.id, key: delivery.keyId, attempts, outcome: label, status: result.status });
    }
    if (stateAfter?.pausedAt === now) log?.('error', 'webhook deliveries paused for a key', { key: delivery.keyId, failures: stateAfter.failures });
  }

  /** Creates (or replaces) a key's signing secret and answers it; it is shown once, to whoever made the key. */
  async newSecret(keyId: string): Promise<string> {
    const secret = newSigningSecret();
    await this.#deps.keys.setSecret(keyId, secret, this.#deps.clock.now());
    return secret;
  }

  /** Resumes a paused key; its pending deliveries go out at once. */
  async resume(keyId: string): Promise<void> {
    if (!(await this.#deps.keys.resume(keyId))) throw new AppError('not_found', 'No webhook state for this key.');
    this.kick();
  }

  /** Sends a delivery again, with the same id (operator's replay from the admin panel). */
  async replay(id: string): Promise<WebhookDelivery> {
    const delivery = await this.#deps.outbox.replay(id, this.#deps.clock.now());
    if (!delivery) throw new AppError('not_found', 'No such delivery.');
    this.kick();
    return delivery;
  }

  recent(keyId: string, limit = 20): Promise<WebhookDelivery[]> {
    return this.#deps.outbox.listByKey(keyId, limit);
  }

  async keyStates(): Promise<KeyDeliveryState[]> {
    return (await this.#deps.keys.list()).map((k: WebhookKey) => ({ keyId: k.keyId, failures: k.failures, pausedAt: k.pausedAt }));
  }

  /** Forgets deliveries settled longer ago than the retention. */
  purge(): Promise<number> {
    return this.#deps.outbox.purge(this.#deps.clock.now() - this.#settings.retentionMs);
  }
}
