import type pg from 'pg';
import type { ChatPlatform } from '../../core/chat/chat-target.js';
import { apiFollowSchema, dealSchema, followSchema } from '../../core/deals/deal.schema.js';
import type { ApiFollow, ApiFollowStore } from '../../core/deals/api-follow.ports.js';
import type { DealPostStore, DealStore, FollowStore } from '../../core/deals/deal.ports.js';
import type { Deal, DealPost, Follow } from '../../core/deals/deal.types.js';

/** Rows per INSERT: a poll writes back every deal of its lists. */
const BATCH = 500;

function readRows<T>(rows: Array<{ record: unknown }>, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, onBad: (id: string) => void): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.record);
    if (parsed.success) out.push(parsed.data);
    else onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
  }
  return out;
}

/** Tracked deals in PostgreSQL, the whole deal in `record`. */
export class PgDealStore implements DealStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(endedSince: number): Promise<Deal[]> {
    const { rows } = await this.pool.query(
      'SELECT record FROM deals WHERE ended_at IS NULL OR ended_at >= $1 ORDER BY first_seen_at DESC, id',
      [endedSince],
    );
    return readRows(rows as Array<{ record: unknown }>, dealSchema, this.onBad);
  }

  async get(ids: readonly string[]): Promise<Deal[]> {
    const { rows } = await this.pool.query('SELECT record FROM deals WHERE id = ANY($1::text[])', [[...ids]]);
    return readRows(rows as Array<{ record: unknown }>, dealSchema, this.onBad);
  }

  async put(deals: readonly Deal[]): Promise<void> {
    await this.#insert(deals, 'UPDATE SET ended_at = EXCLUDED.ended_at, record = EXCLUDED.record');
  }

  /** Deals moved from an embedded folder (`npm run migrate-data`): one already here is kept. Returns how many were added. */
  adopt(deals: readonly Deal[]): Promise<number> {
    return this.#insert(deals, 'NOTHING');
  }

  async #insert(deals: readonly Deal[], onConflict: string): Promise<number> {
    const unique = [...new Map(deals.map((d) => [d.id, d])).values()];
    let changed = 0;
    for (let at = 0; at < unique.length; at += BATCH) {
      const values: unknown[] = [];
      const rows = unique.slice(at, at + BATCH).map((d, i) => {
        values.push(d.id, d.firstSeenAt, d.endedAt, JSON.stringify(d));
        return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
      });
      const result = await this.pool.query(
        `INSERT INTO deals (id, first_seen_at, ended_at, record) VALUES ${rows.join(', ')}
         ON CONFLICT (id) DO ${onConflict}`,
        values,
      );
      changed += result.rowCount ?? 0;
    }
    return changed;
  }

  async prune(before: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('DELETE FROM deals WHERE ended_at < $1 RETURNING id', [before]);
    return rows.map((r) => r.id);
  }

  async flush(): Promise<void> {}
}

export class PgFollowStore implements FollowStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(chatKey?: string): Promise<Follow[]> {
    const { rows } =
      chatKey === undefined
        ? await this.pool.query('SELECT record FROM deal_follows ORDER BY created_at, id')
        : await this.pool.query('SELECT record FROM deal_follows WHERE chat_key = $1 ORDER BY created_at, id', [chatKey]);
    return readRows(rows as Array<{ record: unknown }>, followSchema, this.onBad);
  }

  async put(f: Follow): Promise<void> {
    await this.pool.query(
      `INSERT INTO deal_follows (id, chat_key, created_at, record) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET chat_key = EXCLUDED.chat_key, record = EXCLUDED.record`,
      [f.id, f.chatKey, f.createdAt, JSON.stringify(f)],
    );
  }

  /** A follow moved from an embedded folder: one already here is kept. True when it was added. */
  async adopt(f: Follow): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO deal_follows (id, chat_key, created_at, record) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [f.id, f.chatKey, f.createdAt, JSON.stringify(f)],
    );
    return result.rowCount === 1;
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.pool.query('DELETE FROM deal_follows WHERE id = ANY($1::text[])', [[...ids]]);
  }

  async disableChat(chatKey: string, at: number): Promise<number> {
    const result = await this.pool.query(
      `UPDATE deal_follows SET record = record || jsonb_build_object('disabledAt', $2::bigint)
       WHERE chat_key = $1 AND (record->>'disabledAt') IS NULL`,
      [chatKey, at],
    );
    return result.rowCount ?? 0;
  }

  async flush(): Promise<void> {}
}

interface PostRow {
  deal_id: string;
  chat_key: string;
  follow_id: string;
  platform: ChatPlatform;
  message_id: string | null;
  shown_version: number;
  state: DealPost['state'];
  holder: string | null;
  lease_until: string;
  updated_at: string;
}

const postOf = (r: PostRow): DealPost => ({
  dealId: r.deal_id,
  chatKey: r.chat_key,
  followId: r.follow_id,
  platform: r.platform,
  messageId: r.message_id,
  shownVersion: r.shown_version,
  state: r.state,
  holder: r.holder,
  leaseUntil: Number(r.lease_until),
  updatedAt: Number(r.updated_at),
});

/**
 * Deal posts in PostgreSQL. The claim is one upsert whose update runs only when the row shows an older version
 * and is free (shown, or its holder's lease ran out): the row lock makes a second process's claim wait and then
 * find it taken, so two bot processes never send the same post or edit.
 */
export class PgDealPostStore implements DealPostStore {
  constructor(private readonly pool: pg.Pool) {}

  async claim(
    key: { dealId: string; chatKey: string; followId: string; platform: ChatPlatform },
    version: number,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<DealPost | null> {
    const { rows } = await this.pool.query<PostRow>(
      `INSERT INTO deal_posts (deal_id, chat_key, follow_id, platform, state, holder, lease_until, updated_at)
       VALUES ($1, $2, $3, $4, 'sending', $5, $6::bigint + $7::bigint, $6)
       ON CONFLICT (deal_id, chat_key) DO UPDATE
         SET state = 'sending', holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, updated_at = EXCLUDED.updated_at
         WHERE deal_posts.shown_version < $8
           AND (deal_posts.state = 'shown' OR (deal_posts.state = 'sending' AND deal_posts.lease_until <= $6))
       RETURNING *`,
      [key.dealId, key.chatKey, key.followId, key.platform, holder, now, leaseMs, version],
    );
    return rows[0] ? postOf(rows[0]) : null;
  }

  async settle(dealId: string, chatKey: string, holder: string, messageId: string, version: number, now: number): Promise<void> {
    await this.pool.query(
      `UPDATE deal_posts SET state = 'shown', holder = NULL, lease_until = 0, message_id = $4, shown_version = $5, updated_at = $6
       WHERE deal_id = $1 AND chat_key = $2 AND holder = $3 AND state = 'sending'`,
      [dealId, chatKey, holder, messageId, version, now],
    );
  }

  async release(dealId: string, chatKey: string, holder: string): Promise<void> {
    await this.pool.query(
      `UPDATE deal_posts SET lease_until = 0 WHERE deal_id = $1 AND chat_key = $2 AND holder = $3 AND state = 'sending'`,
      [dealId, chatKey, holder],
    );
  }

  async dropChat(chatKey: string): Promise<number> {
    const result = await this.pool.query(
      `UPDATE deal_posts SET state = 'dropped', holder = NULL, lease_until = 0 WHERE chat_key = $1 AND state <> 'dropped'`,
      [chatKey],
    );
    return result.rowCount ?? 0;
  }

  async ofDeals(dealIds: readonly string[]): Promise<DealPost[]> {
    if (dealIds.length === 0) return [];
    const { rows } = await this.pool.query<PostRow>('SELECT * FROM deal_posts WHERE deal_id = ANY($1::text[])', [[...dealIds]]);
    return rows.map(postOf);
  }

  async forgetDeals(dealIds: readonly string[]): Promise<void> {
    if (dealIds.length) await this.pool.query('DELETE FROM deal_posts WHERE deal_id = ANY($1::text[])', [[...dealIds]]);
  }

  /**
   * A post moved from an embedded folder: one already here is kept. A claim held by the stopped embedded
   * process means nothing to the fleet, so a post caught sending arrives with its lease run out (the next
   * announcement turn claims it again). True when it was added.
   */
  async adopt(p: DealPost): Promise<boolean> {
    const free = p.state === 'sending' ? { holder: null, leaseUntil: 0 } : { holder: p.holder, leaseUntil: p.leaseUntil };
    const result = await this.pool.query(
      `INSERT INTO deal_posts (deal_id, chat_key, follow_id, platform, message_id, shown_version, state, holder, lease_until, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (deal_id, chat_key) DO NOTHING`,
      [p.dealId, p.chatKey, p.followId, p.platform, p.messageId, p.shownVersion, p.state, free.holder, free.leaseUntil, p.updatedAt],
    );
    return result.rowCount === 1;
  }

  async flush(): Promise<void> {}
}

/** Deal follows of API keys in PostgreSQL. */
export class PgApiFollowStore implements ApiFollowStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(keyId?: string): Promise<ApiFollow[]> {
    const { rows } =
      keyId === undefined
        ? await this.pool.query('SELECT record FROM deal_api_follows ORDER BY created_at, id')
        : await this.pool.query('SELECT record FROM deal_api_follows WHERE key_id = $1 ORDER BY created_at, id', [keyId]);
    return readRows(rows as Array<{ record: unknown }>, apiFollowSchema, this.onBad);
  }

  async put(f: ApiFollow): Promise<void> {
    await this.pool.query(
      `INSERT INTO deal_api_follows (id, key_id, created_at, record) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record`,
      [f.id, f.keyId, f.createdAt, JSON.stringify(f)],
    );
  }

  /** An API follow moved from an embedded folder: one already here is kept. True when it was added. */
  async adopt(f: ApiFollow): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO deal_api_follows (id, key_id, created_at, record) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [f.id, f.keyId, f.createdAt, JSON.stringify(f)],
    );
    return result.rowCount === 1;
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.pool.query('DELETE FROM deal_api_follows WHERE id = ANY($1::text[])', [[...ids]]);
  }

  async flush(): Promise<void> {}
}
