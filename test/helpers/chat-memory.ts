import { chatKey, type ChatPlatform } from '../../src/core/chat/chat-target.js';
import type { NewOutboxEntry, OutboxEntry, OutboxStore } from '../../src/core/chat/outbox.ports.js';
import type { Watch } from '../../src/core/chat/watch.types.js';
import type { WatchStore } from '../../src/core/chat/watch.ports.js';
import type { Clock } from '../../src/core/clock.ports.js';

/** The chat stores in memory, for core unit tests; same contract as the lowdb and database ones. */
export class MemoryWatchStore implements WatchStore {
  watches: Watch[] = [];

  async list(owner?: string): Promise<Watch[]> {
    return this.watches
      .filter((w) => owner === undefined || w.owner === owner)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((w) => structuredClone(w));
  }

  async put(ws: readonly Watch[]): Promise<void> {
    for (const w of ws) {
      const i = this.watches.findIndex((x) => x.id === w.id);
      if (i >= 0) this.watches[i] = structuredClone(w);
      else this.watches.push(structuredClone(w));
    }
  }

  async delete(ids: readonly string[]): Promise<void> {
    this.watches = this.watches.filter((w) => !ids.includes(w.id));
  }

  async disableChat(key: string, at: number): Promise<number> {
    const hit = this.watches.filter((w) => w.disabledAt === null && chatKey(w.chat) === key);
    hit.forEach((w) => (w.disabledAt = at));
    return hit.length;
  }
}

export class MemoryOutboxStore implements OutboxStore {
  readonly entries = new Map<string, OutboxEntry>();

  constructor(private readonly clock: Clock) {}

  async open(entry: NewOutboxEntry): Promise<OutboxEntry> {
    const existing = this.entries.get(entry.jobId);
    if (existing) return { ...existing };
    const stored: OutboxEntry = { ...entry, statusMessageId: null, state: 'pending', attempts: 0, settledAt: null, holder: null, leaseUntil: null };
    this.entries.set(entry.jobId, stored);
    return { ...stored };
  }

  async get(jobId: string): Promise<OutboxEntry | null> {
    const e = this.entries.get(jobId);
    return e ? { ...e } : null;
  }

  async setStatusMessage(jobId: string, messageId: string): Promise<void> {
    const e = this.entries.get(jobId);
    if (e?.state === 'pending') e.statusMessageId = messageId;
  }

  async listPending(platform: ChatPlatform, limit: number): Promise<OutboxEntry[]> {
    return [...this.entries.values()]
      .filter((e) => e.platform === platform && e.state === 'pending')
      .slice(0, limit)
      .map((e) => ({ ...e }));
  }

  async claim(jobId: string, holder: string, leaseMs: number): Promise<OutboxEntry | null> {
    const e = this.entries.get(jobId);
    const now = this.clock.now();
    if (!e || e.state !== 'pending') return null;
    if (e.holder !== null && e.holder !== holder && (e.leaseUntil ?? 0) > now) return null;
    e.holder = holder;
    e.leaseUntil = now + leaseMs;
    return { ...e };
  }

  async settle(jobId: string, holder: string, outcome: { state: 'pending' | 'delivered' | 'abandoned'; attempts: number }): Promise<boolean> {
    const e = this.entries.get(jobId);
    if (!e || e.state !== 'pending' || e.holder !== holder) return false;
    Object.assign(e, {
      state: outcome.state,
      attempts: outcome.attempts,
      holder: null,
      leaseUntil: null,
      settledAt: outcome.state === 'pending' ? null : this.clock.now(),
    });
    return true;
  }

  async dropChat(key: string): Promise<number> {
    let n = 0;
    for (const e of this.entries.values()) {
      if (e.chatKey === key && e.state === 'pending') {
        Object.assign(e, { state: 'dropped', settledAt: this.clock.now(), holder: null, leaseUntil: null });
        n++;
      }
    }
    return n;
  }

  async purge(settledBefore: number, jobIds: readonly string[] = []): Promise<number> {
    let n = 0;
    for (const [id, e] of this.entries) {
      if (jobIds.includes(id) || (e.settledAt !== null && e.settledAt < settledBefore)) {
        this.entries.delete(id);
        n++;
      }
    }
    return n;
  }
}
