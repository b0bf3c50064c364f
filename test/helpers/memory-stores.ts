import type { ActivityStore } from '../../src/core/admin/activity.ports.js';
import type { EventsByDay } from '../../src/core/admin/tool-activity.js';
import type { Clock } from '../../src/core/clock.ports.js';
import { formatDate } from '../../src/core/clock.js';
import type { ApiKeyRecord, ApiKeyStore } from '../../src/core/sessions/session.ports.js';
import type { FlagState, FlagStore } from '../../src/core/tools/flags.ports.js';

/**
 * In-memory stores for the identity and admin ports, keeping only the ports' contract (records are copies in and
 * out), for unit tests of the services over them.
 */
export class MemoryApiKeyStore implements ApiKeyStore {
  readonly keys = new Map<string, ApiKeyRecord>();

  async listKeys(): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].map((k) => ({ ...k }));
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const found = [...this.keys.values()].find((k) => k.hash === hash);
    return found ? { ...found } : null;
  }

  async addKey(record: ApiKeyRecord): Promise<void> {
    this.keys.set(record.id, { ...record });
  }

  async updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'label' | 'lastUsedAt' | 'revokedAt'>>): Promise<boolean> {
    const key = this.keys.get(id);
    if (!key) return false;
    this.keys.set(id, { ...key, ...patch });
    return true;
  }
}

export class MemoryFlagStore implements FlagStore {
  flags: FlagState = { tools: {}, categories: {} };
  writes = 0;

  async readFlags(): Promise<FlagState> {
    return structuredClone(this.flags);
  }

  async writeFlags(flags: FlagState): Promise<void> {
    this.writes++;
    this.flags = structuredClone(flags);
  }
}

/** Use counts and per-day events, the day taken from the clock as the app database does. */
export class MemoryActivityStore implements ActivityStore {
  readonly uses: Record<string, number> = {};
  readonly events: Record<string, Record<string, { tool_start: number; error: number }>> = {};

  constructor(private readonly clock: Clock) {}

  async recordUse(slug: string): Promise<void> {
    this.uses[slug] = (this.uses[slug] ?? 0) + 1;
  }

  async recordEvent(event: 'tool_start' | 'error', slug: string): Promise<void> {
    const day = (this.events[formatDate(this.clock.now())] ??= {});
    const counts = (day[slug] ??= { tool_start: 0, error: 0 });
    counts[event]++;
  }

  async useCounts(): Promise<Record<string, number>> {
    return { ...this.uses };
  }

  async eventsByDay(): Promise<EventsByDay> {
    return structuredClone(this.events);
  }
}
