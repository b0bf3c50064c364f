import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../core/clock.ports.js';
import { formatDate } from '../core/clock.js';
import type { ActivityStore } from '../core/admin/activity.ports.js';
import type { EventsByDay } from '../core/admin/tool-activity.js';
import type { ApiKeyRecord, ApiKeyStore } from '../core/sessions/session.ports.js';
import type { FlagState, FlagStore } from '../core/tools/flags.ports.js';
import { DurableJsonFile } from './json-file.js';

const dayCounts = z.object({ tool_start: z.number(), error: z.number() });
/** The shape of `db.json`, shared with the Postgres importer so both read it alike. */
export const appDataSchema = z.object({
  apiKeys: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        hash: z.string(),
        createdAt: z.number(),
        lastUsedAt: z.number().nullable(),
        revokedAt: z.number().nullable(),
      }),
    )
    .default([]),
  toolUses: z.record(z.string(), z.number()).default({}),
  /** day (YYYY-MM-DD) → tool slug → event counts. */
  events: z.record(z.string(), z.record(z.string(), dayCounts)).default({}),
  flags: z
    .object({ tools: z.record(z.string(), z.boolean()).default({}), categories: z.record(z.string(), z.boolean()).default({}) })
    .default({ tools: {}, categories: {} }),
  /** Random per-installation secrets, made on first use. */
  secrets: z.record(z.string(), z.string()).default({}),
});

export type AppData = z.infer<typeof appDataSchema>;

/** Analytics older than this many days are dropped so the file stays small. */
const EVENT_DAYS_KEPT = 90;

/**
 * The service's small shared state in one lowdb file (`db.json`): API keys, tool use counts, daily analytics,
 * feature flags and secrets. It implements each store port; every read answers a copy and every write goes
 * through the one write scheme (DurableJsonFile: atomic, coalesced, one in flight).
 */
export class LowAppStore implements ApiKeyStore, FlagStore, ActivityStore {
  readonly #data: AppData;
  readonly #file: DurableJsonFile<AppData>;
  /** The write this turn's changes go out in, once asked for. */
  #queued: Promise<void> | null = null;

  private constructor(
    file: DurableJsonFile<AppData>,
    data: AppData,
    private readonly clock: Clock,
  ) {
    this.#file = file;
    this.#data = data;
  }

  /** Opens `<dataDir>/db.json`; a missing file starts empty, an invalid one stops start-up (keys must not vanish). */
  static async open(dataDir: string, clock: Clock): Promise<LowAppStore> {
    await mkdir(dataDir, { recursive: true });
    const file = new DurableJsonFile<AppData>(join(dataDir, 'db.json'));
    const data = (await file.read(appDataSchema)) ?? appDataSchema.parse({});
    return new LowAppStore(file, data, clock);
  }

  #write(): Promise<void> {
    // Changes made in one turn of the event loop go to disk in one write: an admitted job counts its tool's use and
    // its day's start back to back, which took two writes (and two renames) of db.json per job.
    this.#queued ??= Promise.resolve().then(() => {
      this.#queued = null;
      return this.#file.write(this.#data);
    });
    return this.#queued;
  }

  async flush(): Promise<void> {
    await this.#queued?.catch(() => undefined);
    await this.#file.flush();
  }

  /** A secret that stays the same across restarts of this data folder. */
  async secret(name: string): Promise<string> {
    const existing = this.#data.secrets[name];
    if (existing) return existing;
    const made = randomBytes(32).toString('base64url');
    this.#data.secrets[name] = made;
    await this.#write();
    return made;
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    return structuredClone(this.#data.apiKeys);
  }

  async findByHash(hash: string): Promise<ApiKeyRecord | null> {
    const found = this.#data.apiKeys.find((k) => k.hash === hash);
    // Every keyed request asks; the record is flat, so a spread is the whole copy (structuredClone serialised it).
    return found ? { ...found } : null;
  }

  async addKey(record: ApiKeyRecord): Promise<void> {
    this.#data.apiKeys.push(structuredClone(record));
    await this.#write();
  }

  async updateKey(id: string, patch: Partial<Pick<ApiKeyRecord, 'label' | 'lastUsedAt' | 'revokedAt'>>): Promise<boolean> {
    const record = this.#data.apiKeys.find((k) => k.id === id);
    if (!record) return false;
    if (patch.label !== undefined) record.label = patch.label;
    if (patch.lastUsedAt !== undefined) record.lastUsedAt = patch.lastUsedAt;
    if (patch.revokedAt !== undefined) record.revokedAt = patch.revokedAt;
    await this.#write();
    return true;
  }

  async readFlags(): Promise<FlagState> {
    return structuredClone(this.#data.flags);
  }

  async writeFlags(flags: FlagState): Promise<void> {
    this.#data.flags = structuredClone(flags);
    await this.#write();
  }

  recordUse(slug: string): Promise<void> {
    const uses = this.#data.toolUses;
    uses[slug] = (uses[slug] ?? 0) + 1;
    return this.#write();
  }

  recordEvent(event: 'tool_start' | 'error', slug: string): Promise<void> {
    const day = formatDate(this.clock.now());
    const byTool = (this.#data.events[day] ??= {});
    const counts = (byTool[slug] ??= { tool_start: 0, error: 0 });
    counts[event]++;
    this.#pruneEvents(day);
    return this.#write();
  }

  async useCounts(): Promise<Record<string, number>> {
    return { ...this.#data.toolUses };
  }

  async eventsByDay(): Promise<EventsByDay> {
    return structuredClone(this.#data.events);
  }

  #pruneEvents(today: string): void {
    const cutoff = formatDate(Date.parse(`${today}T00:00:00Z`) - EVENT_DAYS_KEPT * 86_400_000);
    for (const day of Object.keys(this.#data.events)) {
      if (day < cutoff) delete this.#data.events[day];
    }
  }
}
