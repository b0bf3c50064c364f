import type { Clock } from '../core/clock.ports.js';
import type { ChatPlatform } from '../core/chat/chat-target.js';
import { JsonDocument } from './json-file.js';
import { SettledHistory, type HistoryLimits } from './settled-history.js';
import { outboxEntrySchema, type NewOutboxEntry, type OutboxEntry, type OutboxStore } from '../core/chat/outbox.ports.js';

/** Settled chat deliveries, one JSON line each, beside the hot file. */
export const OUTBOX_HISTORY_FILE = 'outbox-history.jsonl';

interface OutboxData {
  entries: Record<string, OutboxEntry>;
}

/** Keeps the entries that read back well; an unreadable one is reported and skipped, never cast. */
function readEntries(raw: unknown, onBad: (id: string) => void): Record<string, OutboxEntry> {
  const entries: Record<string, OutboxEntry> = {};
  if (!raw || typeof raw !== 'object') return entries;
  for (const [id, value] of Object.entries(raw)) {
    const parsed = outboxEntrySchema.safeParse(value);
    if (parsed.success && parsed.data.jobId === id) entries[id] = parsed.data;
    else onBad(id);
  }
  return entries;
}

/**
 * Chat delivery outbox in `<DATA_DIR>/outbox.json` (the hot file: pending entries only) and
 * `outbox-history.jsonl` (settled ones, appended and rotated by the history's size bound). Each method checks and
 * changes the data in one synchronous step (so `open`, `claim` and `settle` are atomic within the process) and
 * resolves once the change is on disk, because "delivered" must be there before a restart can ask. A settled entry
 * leaves the hot file at once, so each write is as small as what is still to deliver; the history still answers
 * `get` and `open` for it, so a finished job heard again is not delivered twice.
 */
export class LowOutboxStore implements OutboxStore {
  readonly #file: JsonDocument<OutboxData>;
  readonly #history: SettledHistory<OutboxEntry>;
  readonly #clock: Clock;

  private constructor(file: JsonDocument<OutboxData>, history: SettledHistory<OutboxEntry>, clock: Clock) {
    this.#file = file;
    this.#history = history;
    this.#clock = clock;
  }

  static async open(dataDir: string, clock: Clock, onBad: (id: string) => void = () => undefined, limits?: Partial<HistoryLimits>): Promise<LowOutboxStore> {
    const file = await JsonDocument.open<OutboxData>(dataDir, 'outbox.json', (read) => ({
      entries: readEntries(read?.entries, onBad),
    }));
    const history = await SettledHistory.open(dataDir, OUTBOX_HISTORY_FILE, outboxEntrySchema, (e) => e.jobId, limits);
    const store = new LowOutboxStore(file, history, clock);
    await store.#settleOld();
    return store;
  }

  /**
   * A file from before the history kept settled entries: they move out now. A pending entry the history already
   * holds settled (the process stopped between the two writes of a settle) is that settled one.
   */
  async #settleOld(): Promise<void> {
    const { entries } = this.#file.data;
    const moving: OutboxEntry[] = [];
    let changed = false;
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.state !== 'pending') moving.push(entry);
      else if (!this.#history.get(id)) continue;
      delete entries[id];
      changed = true;
    }
    await this.#history.add(moving);
    if (changed) await this.#file.write();
  }

  /** Moves entries that are done from the hot file to the history: history first, so none is lost between. */
  async #retire(done: readonly OutboxEntry[]): Promise<void> {
    for (const e of done) delete this.#file.data.entries[e.jobId];
    await this.#history.add(done);
    await this.#file.write();
  }

  /** A pending entry (the hot file). */
  #pending(jobId: string): OutboxEntry | undefined {
    const { entries } = this.#file.data;
    return Object.hasOwn(entries, jobId) ? entries[jobId] : undefined;
  }

  #entry(jobId: string): OutboxEntry | undefined {
    return this.#pending(jobId) ?? this.#history.get(jobId);
  }

  async open(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const existing = this.#entry(entry.jobId);
    if (existing) return { ...existing };
    const stored: OutboxEntry = {
      ...entry,
      statusMessageId: null,
      state: 'pending',
      attempts: 0,
      settledAt: null,
      holder: null,
      leaseUntil: null,
    };
    this.#file.data.entries[entry.jobId] = stored;
    await this.#file.write();
    return { ...stored };
  }

  async get(jobId: string): Promise<OutboxEntry | null> {
    const entry = this.#entry(jobId);
    return entry ? { ...entry } : null;
  }

  async setStatusMessage(jobId: string, messageId: string): Promise<void> {
    const entry = this.#pending(jobId);
    if (!entry || entry.state !== 'pending') return;
    entry.statusMessageId = messageId;
    await this.#file.write();
  }

  async listPending(platform: ChatPlatform, limit: number): Promise<OutboxEntry[]> {
    return Object.values(this.#file.data.entries)
      .filter((e) => e.platform === platform && e.state === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit)
      .map((e) => ({ ...e }));
  }

  async claim(jobId: string, holder: string, leaseMs: number): Promise<OutboxEntry | null> {
    const entry = this.#pending(jobId);
    const now = this.#clock.now();
    if (!entry || entry.state !== 'pending') return null;
    if (entry.holder !== null && entry.holder !== holder && (entry.leaseUntil ?? 0) > now) return null;
    entry.holder = holder;
    entry.leaseUntil = now + leaseMs;
    await this.#file.write();
    return { ...entry };
  }

  async settle(
    jobId: string,
    holder: string,
    outcome: { state: 'pending' | 'delivered' | 'abandoned'; attempts: number },
  ): Promise<boolean> {
    const entry = this.#pending(jobId);
    if (!entry || entry.state !== 'pending' || entry.holder !== holder) return false;
    entry.state = outcome.state;
    entry.attempts = outcome.attempts;
    entry.holder = null;
    entry.leaseUntil = null;
    entry.settledAt = outcome.state === 'pending' ? null : this.#clock.now();
    if (entry.state === 'pending') await this.#file.write();
    else await this.#retire([entry]);
    return true;
  }

  async dropChat(chatKey: string): Promise<number> {
    const dropped: OutboxEntry[] = [];
    const now = this.#clock.now();
    for (const entry of Object.values(this.#file.data.entries)) {
      if (entry.chatKey !== chatKey || entry.state !== 'pending') continue;
      entry.state = 'dropped';
      entry.settledAt = now;
      entry.holder = null;
      entry.leaseUntil = null;
      dropped.push(entry);
    }
    if (dropped.length > 0) await this.#retire(dropped);
    return dropped.length;
  }

  /**
   * Pending entries of jobs that are gone leave the hot file. Settled entries live in the history, bounded by its
   * size; the retention only shortens what look-ups see.
   */
  async purge(settledBefore: number, jobIds: readonly string[] = []): Promise<number> {
    const { entries } = this.#file.data;
    let removed = 0;
    let hot = false;
    for (const id of new Set(jobIds)) {
      if (Object.hasOwn(entries, id)) {
        delete entries[id];
        hot = true;
        removed++;
      } else if (this.#history.forget(id)) removed++;
    }
    for (const e of [...this.#history.values()]) {
      if (e.settledAt !== null && e.settledAt < settledBefore && this.#history.forget(e.jobId)) removed++;
    }
    if (hot) await this.#file.write();
    return removed;
  }

  /** Resolves when every write asked so far is on disk. */
  async flush(): Promise<void> {
    await Promise.all([this.#file.flush(), this.#history.flush()]);
  }
}
