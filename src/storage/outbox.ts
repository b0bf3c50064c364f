import type { Clock } from '../core/clock.ports.js';
import type { ChatPlatform } from '../core/chat/chat-target.js';
import { JsonDocument } from './json-file.js';
import { outboxEntrySchema, type NewOutboxEntry, type OutboxEntry, type OutboxStore } from '../core/chat/outbox.ports.js';

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
 * Chat delivery outbox in its own lowdb file (`<DATA_DIR>/outbox.json`). Each method checks and changes the
 * data in one synchronous step (so `open`, `claim` and `settle` are atomic within the process) and resolves once
 * the change is on disk, because "delivered" must be there before a restart can ask.
 */
export class LowOutboxStore implements OutboxStore {
  readonly #file: JsonDocument<OutboxData>;
  readonly #clock: Clock;

  private constructor(file: JsonDocument<OutboxData>, clock: Clock) {
    this.#file = file;
    this.#clock = clock;
  }

  static async open(dataDir: string, clock: Clock, onBad: (id: string) => void = () => undefined): Promise<LowOutboxStore> {
    const file = await JsonDocument.open<OutboxData>(dataDir, 'outbox.json', (read) => ({
      entries: readEntries(read?.entries, onBad),
    }));
    return new LowOutboxStore(file, clock);
  }

  #entry(jobId: string): OutboxEntry | undefined {
    const { entries } = this.#file.data;
    return Object.hasOwn(entries, jobId) ? entries[jobId] : undefined;
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
    const entry = this.#entry(jobId);
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
    const entry = this.#entry(jobId);
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
    const entry = this.#entry(jobId);
    if (!entry || entry.state !== 'pending' || entry.holder !== holder) return false;
    entry.state = outcome.state;
    entry.attempts = outcome.attempts;
    entry.holder = null;
    entry.leaseUntil = null;
    entry.settledAt = outcome.state === 'pending' ? null : this.#clock.now();
    await this.#file.write();
    return true;
  }

  async dropChat(chatKey: string): Promise<number> {
    let changed = 0;
    const now = this.#clock.now();
    for (const entry of Object.values(this.#file.data.entries)) {
      if (entry.chatKey !== chatKey || entry.state !== 'pending') continue;
      entry.state = 'dropped';
      entry.settledAt = now;
      entry.holder = null;
      entry.leaseUntil = null;
      changed++;
    }
    if (changed > 0) await this.#file.write();
    return changed;
  }

  async purge(settledBefore: number, jobIds: readonly string[] = []): Promise<number> {
    const { entries } = this.#file.data;
    const drop = new Set(jobIds);
    let removed = 0;
    for (const [id, entry] of Object.entries(entries)) {
      if (drop.has(id) || (entry.settledAt !== null && entry.settledAt < settledBefore)) {
        delete entries[id];
        removed++;
      }
    }
    if (removed > 0) await this.#file.write();
    return removed;
  }

  /** Resolves when every write asked so far is on disk. */
  flush(): Promise<void> {
    return this.#file.flush();
  }
}
