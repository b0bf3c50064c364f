import type { z } from 'zod';
import type { ChatPlatform } from '../core/chat/chat-target.js';
import { apiFollowSchema, dealPostSchema, dealSchema, followSchema } from '../core/deals/deal.schema.js';
import type { ApiFollow, ApiFollowStore } from '../core/deals/api-follow.ports.js';
import type { DealPostStore, DealStore, FollowStore } from '../core/deals/deal.ports.js';
import type { Deal, DealPost, Follow } from '../core/deals/deal.types.js';
import { JsonDocument } from './json-file.js';

/** Where a store keeps its state: a lowdb file, or nothing (tests). */
interface Keeper<T> {
  data: T;
  write(): Promise<void>;
  flush(): Promise<void>;
}

const inMemory = <T>(data: T): Keeper<T> => ({ data, write: async () => undefined, flush: async () => undefined });

async function openFile<K extends string, S extends z.ZodType>(
  dir: string,
  name: string,
  field: K,
  schema: S,
  onBad: (index: number) => void,
): Promise<Keeper<Record<K, z.output<S>[]>>> {
  return JsonDocument.open<Record<K, z.output<S>[]>>(dir, name, (read) => {
    const rows: z.output<S>[] = [];
    const raw = read?.[field];
    (Array.isArray(raw) ? (raw as unknown[]) : []).forEach((item, i) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) rows.push(parsed.data);
      else onBad(i);
    });
    return { [field]: rows } as Record<K, z.output<S>[]>;
  });
}

/** Tracked deals in one lowdb file (`deals.json`), or in memory. */
export class LowDealStore implements DealStore {
  constructor(private readonly k: Keeper<{ deals: Deal[] }> = inMemory({ deals: [] })) {}

  static async open(dir: string, onBad: (i: number) => void): Promise<LowDealStore> {
    return new LowDealStore(await openFile(dir, 'deals.json', 'deals', dealSchema, onBad));
  }

  async list(endedSince: number): Promise<Deal[]> {
    return this.k.data.deals
      .filter((d) => d.endedAt === null || d.endedAt >= endedSince)
      .sort((a, b) => b.firstSeenAt - a.firstSeenAt || a.id.localeCompare(b.id))
      .map((d) => structuredClone(d));
  }

  async get(ids: readonly string[]): Promise<Deal[]> {
    const want = new Set(ids);
    return this.k.data.deals.filter((d) => want.has(d.id)).map((d) => structuredClone(d));
  }

  put(deals: readonly Deal[]): Promise<void> {
    if (deals.length === 0) return Promise.resolve();
    const at = new Map(this.k.data.deals.map((d, i) => [d.id, i]));
    for (const deal of deals) {
      const i = at.get(deal.id);
      if (i === undefined) {
        at.set(deal.id, this.k.data.deals.length);
        this.k.data.deals.push(structuredClone(deal));
      } else this.k.data.deals[i] = structuredClone(deal);
    }
    return this.k.write();
  }

  async prune(before: number): Promise<string[]> {
    const old = (d: Deal) => d.endedAt !== null && d.endedAt < before;
    const dropped = this.k.data.deals.filter(old).map((d) => d.id);
    if (dropped.length > 0) {
      this.k.data.deals = this.k.data.deals.filter((d) => !old(d));
      await this.k.write();
    }
    return dropped;
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}

/** Deal follows of every chat in one lowdb file (`deal-follows.json`), or in memory. */
export class LowFollowStore implements FollowStore {
  constructor(private readonly k: Keeper<{ follows: Follow[] }> = inMemory({ follows: [] })) {}

  static async open(dir: string, onBad: (i: number) => void): Promise<LowFollowStore> {
    return new LowFollowStore(await openFile(dir, 'deal-follows.json', 'follows', followSchema, onBad));
  }

  async list(chatKey?: string): Promise<Follow[]> {
    return this.k.data.follows
      .filter((f) => chatKey === undefined || f.chatKey === chatKey)
      .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
      .map((f) => structuredClone(f));
  }

  put(follow: Follow): Promise<void> {
    const list = this.k.data.follows;
    const i = list.findIndex((f) => f.id === follow.id);
    if (i >= 0) list[i] = structuredClone(follow);
    else list.push(structuredClone(follow));
    return this.k.write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.k.data.follows = this.k.data.follows.filter((f) => !drop.has(f.id));
    return this.k.write();
  }

  async disableChat(chatKey: string, at: number): Promise<number> {
    let n = 0;
    for (const f of this.k.data.follows) {
      if (f.chatKey === chatKey && f.disabledAt === null) {
        f.disabledAt = at;
        n++;
      }
    }
    if (n > 0) await this.k.write();
    return n;
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}

/**
 * Deal posts in one lowdb file (`deal-posts.json`), or in memory. One process owns the file, so a claim is a
 * check and a change in one synchronous step.
 */
export class LowDealPostStore implements DealPostStore {
  readonly #index = new Map<string, DealPost>();

  constructor(private readonly k: Keeper<{ posts: DealPost[] }> = inMemory({ posts: [] })) {
    for (const p of k.data.posts) this.#index.set(`${p.dealId}\n${p.chatKey}`, p);
  }

  static async open(dir: string, onBad: (i: number) => void): Promise<LowDealPostStore> {
    return new LowDealPostStore(await openFile(dir, 'deal-posts.json', 'posts', dealPostSchema, onBad));
  }

  async claim(
    key: { dealId: string; chatKey: string; followId: string; platform: ChatPlatform },
    version: number,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<DealPost | null> {
    const id = `${key.dealId}\n${key.chatKey}`;
    let post = this.#index.get(id);
    if (!post) {
      post = { ...key, messageId: null, shownVersion: 0, state: 'sending', holder, leaseUntil: now + leaseMs, updatedAt: now };
      this.#index.set(id, post);
      this.k.data.posts.push(post);
    } else {
      const free = post.state === 'shown' || (post.state === 'sending' && post.leaseUntil <= now);
      if (!free || post.shownVersion >= version) return null;
      Object.assign(post, { state: 'sending', holder, leaseUntil: now + leaseMs, updatedAt: now });
    }
    await this.k.write();
    return structuredClone(post);
  }

  async settle(dealId: string, chatKey: string, holder: string, messageId: string, version: number, now: number): Promise<void> {
    const post = this.#index.get(`${dealId}\n${chatKey}`);
    if (!post || post.holder !== holder || post.state !== 'sending') return;
    Object.assign(post, { state: 'shown', holder: null, leaseUntil: 0, messageId, shownVersion: version, updatedAt: now });
    await this.k.write();
  }

  async release(dealId: string, chatKey: string, holder: string): Promise<void> {
    const post = this.#index.get(`${dealId}\n${chatKey}`);
    if (!post || post.holder !== holder || post.state !== 'sending') return;
    Object.assign(post, { leaseUntil: 0 });
    await this.k.write();
  }

  async dropChat(chatKey: string): Promise<number> {
    let n = 0;
    for (const p of this.k.data.posts) {
      if (p.chatKey === chatKey && p.state !== 'dropped') {
        Object.assign(p, { state: 'dropped', holder: null, leaseUntil: 0 });
        n++;
      }
    }
    if (n > 0) await this.k.write();
    return n;
  }

  async ofDeals(dealIds: readonly string[]): Promise<DealPost[]> {
    const want = new Set(dealIds);
    return this.k.data.posts.filter((p) => want.has(p.dealId)).map((p) => structuredClone(p));
  }

  async forgetDeals(dealIds: readonly string[]): Promise<void> {
    if (dealIds.length === 0) return;
    const drop = new Set(dealIds);
    const before = this.k.data.posts.length;
    this.k.data.posts = this.k.data.posts.filter((p) => !drop.has(p.dealId));
    if (this.k.data.posts.length === before) return;
    this.#index.clear();
    for (const p of this.k.data.posts) this.#index.set(`${p.dealId}\n${p.chatKey}`, p);
    await this.k.write();
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}

/** Deal follows of API keys in one lowdb file (`deal-api-follows.json`), or in memory. */
export class LowApiFollowStore implements ApiFollowStore {
  constructor(private readonly k: Keeper<{ follows: ApiFollow[] }> = inMemory({ follows: [] })) {}

  static async open(dir: string, onBad: (i: number) => void): Promise<LowApiFollowStore> {
    return new LowApiFollowStore(await openFile(dir, 'deal-api-follows.json', 'follows', apiFollowSchema, onBad));
  }

  async list(keyId?: string): Promise<ApiFollow[]> {
    return this.k.data.follows.filter((f) => keyId === undefined || f.keyId === keyId).map((f) => structuredClone(f));
  }

  put(follow: ApiFollow): Promise<void> {
    this.k.data.follows = [...this.k.data.follows.filter((f) => f.id !== follow.id), structuredClone(follow)];
    return this.k.write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.k.data.follows = this.k.data.follows.filter((f) => !drop.has(f.id));
    return this.k.write();
  }

  flush(): Promise<void> {
    return this.k.flush();
  }
}
