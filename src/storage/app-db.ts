import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { Clock } from '../core/clock.js';
import { formatDate } from '../core/clock.js';
import type { ToolActivity } from '../core/jobs/job.ports.js';
import type { ApiKeyRecord, ApiKeyStore } from '../core/sessions/session.service.js';
import type { FlagState, FlagStore } from '../core/tools/flags.service.js';

export interface ToolDayCounts {
  tool_start: number;
  error: number;
}

export interface AppData {
  apiKeys: ApiKeyRecord[];
  toolUses: Record<string, number>;
  /** day (YYYY-MM-DD) → tool slug → event counts. */
  events: Record<string, Record<string, ToolDayCounts>>;
  flags: FlagState;
  /** Random per-installation secrets, made on first use. */
  secrets: Record<string, string>;
}

const EMPTY: AppData = { apiKeys: [], toolUses: {}, events: {}, flags: { tools: {}, categories: {} }, secrets: {} };
/** Analytics older than this many days are dropped so the file stays small. */
const EVENT_DAYS_KEPT = 90;

/**
 * The service's small shared state in one lowdb file (`db.json`): API keys, tool use counts, daily analytics
 * and feature flags. Counters are written in the background; lowdb coalesces bursts into one write.
 */
export class AppDb implements ApiKeyStore, FlagStore, ToolActivity {
  readonly #db: Low<AppData>;
  #pending: Promise<void> = Promise.resolve();

  private constructor(db: Low<AppData>, private readonly clock: Clock) {
    this.#db = db;
  }

  static async open(dataDir: string, clock: Clock): Promise<AppDb> {
    await mkdir(dataDir, { recursive: true });
    const db = new Low<AppData>(new JSONFile<AppData>(join(dataDir, 'db.json')), structuredClone(EMPTY));
    await db.read();
    db.data = { ...structuredClone(EMPTY), ...(db.data ?? {}) };
    return new AppDb(db, clock);
  }

  get data(): Readonly<AppData> {
    return this.#db.data;
  }

  #write(): Promise<void> {
    const write = this.#db.write();
    this.#pending = write.catch(() => undefined);
    return write;
  }

  async flush(): Promise<void> {
    await this.#pending;
  }

  /** A secret that stays the same across restarts of this data folder. */
  async secret(name: string): Promise<string> {
    const existing = this.#db.data.secrets[name];
    if (existing) return existing;
    const made = randomBytes(32).toString('base64url');
    this.#db.data.secrets[name] = made;
    await this.#write();
    return made;
  }

  listKeys(): readonly ApiKeyRecord[] {
    return this.#db.data.apiKeys;
  }

  async addKey(record: ApiKeyRecord): Promise<void> {
    this.#db.data.apiKeys.push(record);
    await this.#write();
  }

  async updateKey(id: string, patch: Partial<ApiKeyRecord>): Promise<void> {
    const record = this.#db.data.apiKeys.find((k) => k.id === id);
    if (!record) return;
    Object.assign(record, patch, { id: record.id, hash: record.hash });
    await this.#write();
  }

  readFlags(): FlagState {
    return this.#db.data.flags;
  }

  async writeFlags(flags: FlagState): Promise<void> {
    this.#db.data.flags = flags;
    await this.#write();
  }

  recordUse(slug: string): Promise<void> {
    const uses = this.#db.data.toolUses;
    uses[slug] = (uses[slug] ?? 0) + 1;
    return this.#write();
  }

  recordEvent(event: 'tool_start' | 'error', slug: string): Promise<void> {
    const day = formatDate(this.clock.now());
    const events = this.#db.data.events;
    const byTool = (events[day] ??= {});
    const counts = (byTool[slug] ??= { tool_start: 0, error: 0 });
    counts[event]++;
    this.#pruneEvents(day);
    return this.#write();
  }

  async events(): Promise<AppData['events']> {
    return structuredClone(this.#db.data.events);
  }

  toolUses(slug: string): number {
    return this.#db.data.toolUses[slug] ?? 0;
  }

  #pruneEvents(today: string): void {
    const days = Object.keys(this.#db.data.events).sort();
    const cutoff = formatDate(Date.parse(`${today}T00:00:00Z`) - EVENT_DAYS_KEPT * 86_400_000);
    for (const day of days) {
      if (day < cutoff) delete this.#db.data.events[day];
    }
  }
}
