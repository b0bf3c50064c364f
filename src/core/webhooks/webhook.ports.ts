import type { DeliveryState, JobCallback, WebhookDelivery, WebhookEventType, WebhookKey } from './webhook.schema.js';
import type { ApiWatchStore } from './api-watch.ports.js';

/** What a new delivery needs; the store fills in the rest (pending, due now, no attempts, no holder). */
export interface NewDelivery {
  id: string;
  type: WebhookEventType;
  keyId: string;
  url: string;
  createdAt: number;
  data: unknown;
}

/** A new delivery as every store first records it: pending, due now, no attempts, no holder. */
export function pendingDelivery(d: NewDelivery, now: number): WebhookDelivery {
  return {
    ...structuredClone(d),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    settledAt: null,
    holder: null,
    leaseUntil: null,
  };
}

/** Which due deliveries a look-up may answer. */
export interface DueFilter {
  /** Keys whose deliveries are not due at all (paused keys). */
  skipKeys: readonly string[];
  /** The most deliveries of one key in the answer. */
  perKey: number;
}

/** What one attempt changed; `settle` applies it only for the current holder. */
export interface AttemptOutcome {
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: number;
  lastAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  settledAt: number | null;
}

/**
 * Durable webhook deliveries (lowdb file embedded, a table when scaled). Async, plain copies in and out; the
 * conditional calls (`open`, `claim`, `settle`, `replay`) are each one atomic step, so two processes never
 * send the same attempt at once.
 */
export interface WebhookOutboxStore {
  /** Inserts a pending delivery unless one with this id exists; answers the stored one and whether it is new. */
  open(delivery: NewDelivery, now: number): Promise<{ delivery: WebhookDelivery; created: boolean }>;
  get(id: string): Promise<WebhookDelivery | null>;
  /**
   * Pending deliveries due by `now`, not under another's unexpired lease and not of a key in `due.skipKeys`, at
   * most `due.perKey` of each key, taken in turns across keys (each key's oldest first, then each key's second...),
   * so one key's backlog never hides another key's delivery.
   */
  listDue(now: number, limit: number, due: DueFilter): Promise<WebhookDelivery[]>;
  /**
   * Ends, without an attempt, pending deliveries made before `createdBefore` and not under an unexpired lease:
   * state `failed`, settled at `now`, `lastError` set to `reason`. Answers the ones it ended.
   */
  expire(createdBefore: number, now: number, reason: string): Promise<WebhookDelivery[]>;
  /** Takes a due pending delivery for `leaseMs`; null when it is not pending, not due, or held by another. */
  claim(id: string, holder: string, now: number, leaseMs: number): Promise<WebhookDelivery | null>;
  /** Records an attempt and releases the lease; false (nothing changed) when `holder` no longer holds it. */
  settle(id: string, holder: string, outcome: AttemptOutcome): Promise<boolean>;
  /** Makes a delivery pending and due now again (an operator's replay); same id, attempts kept. */
  replay(id: string, now: number): Promise<WebhookDelivery | null>;
  /** A key's deliveries, newest first. */
  listByKey(keyId: string, limit: number): Promise<WebhookDelivery[]>;
  /** Deliveries not yet settled (waiting, retrying, or held by a paused key): the backlog a dashboard watches. */
  countPending(): Promise<number>;
  /** Forgets deliveries settled before `settledBefore`; answers how many. */
  purge(settledBefore: number): Promise<number>;
}

/** Signing secrets and pause state per API key. */
export interface WebhookKeyStore {
  get(keyId: string): Promise<WebhookKey | null>;
  /** Answers the key's record, creating it with `secret` when there is none (atomic: the first secret wins). */
  ensure(keyId: string, secret: string, now: number): Promise<WebhookKey>;
  /** Replaces the secret (creation of a key, or rotation). */
  setSecret(keyId: string, secret: string, now: number): Promise<WebhookKey>;
  /** Counts one attempt's outcome; pauses the key when `failures` reaches `pauseAfter`. Atomic. */
  recordAttempt(keyId: string, ok: boolean, pauseAfter: number, now: number): Promise<WebhookKey | null>;
  /** Clears the pause and the failure count. */
  resume(keyId: string): Promise<WebhookKey | null>;
  list(): Promise<WebhookKey[]>;
}

/** Jobs waiting for their end to be announced. */
export interface JobCallbackStore {
  put(callback: JobCallback): Promise<void>;
  get(jobId: string): Promise<JobCallback | null>;
  /** Oldest first (restart recovery). */
  list(limit: number): Promise<JobCallback[]>;
  delete(jobId: string): Promise<void>;
}

/** What the sender reports about one attempt. */
export type SendResult =
  | { kind: 'ok'; status: number }
  /** 410: the receiver wants no more. */
  | { kind: 'gone'; status: number }
  /** Worth retrying: timeout, connection error, 429, 5xx, an address refused at delivery time. */
  | { kind: 'retry'; status: number | null; error: string }
  /** Not worth retrying: another 4xx, a redirect. */
  | { kind: 'reject'; status: number; error: string };

export interface SignedRequest {
  url: string;
  /** Exact bytes of the body the signature covers. */
  body: string;
  headers: Record<string, string>;
}

/** Sends one signed POST (src/webhooks/http-sender.ts: SSRF checks, pinned address, timeout, no redirects). */
export type WebhookSender = (request: SignedRequest) => Promise<SendResult>;

/** Every store of the webhooks, opened once by the engines. */
export interface WebhookStores {
  outbox: WebhookOutboxStore;
  keys: WebhookKeyStore;
  callbacks: JobCallbackStore;
  watches: ApiWatchStore;
}
