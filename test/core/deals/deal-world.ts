import type { ChatCaller } from '../../../src/core/chat/chat.types.js';
import type { DealCheck, DealListSource, DealMessenger, ListedDeal } from '../../../src/core/deals/deal.ports.js';
import type { DealView } from '../../../src/core/deals/deal.ports.js';
import type { Deal, DealQuery, Follow } from '../../../src/core/deals/deal.types.js';

/**
 * A deal list in memory for the core's unit tests: what each query shows now, and what a direct lookup answers.
 * The HTTP clients are tested against the fake CheapShark server; here only the tracking rules are.
 */
export class ListWorld implements DealListSource {
  readonly name = 'cheapshark' as const;
  /** Deals per query kind ('free' | 'under' | 'cut'). */
  readonly lists = new Map<DealQuery['kind'], ListedDeal[]>();
  readonly prices = new Map<string, DealCheck>();
  listCalls: string[] = [];
  checkCalls: string[][] = [];
  failChecks = false;

  serves(q: DealQuery): boolean {
    return q.region === 'us';
  }

  async list(q: DealQuery): Promise<ListedDeal[]> {
    this.listCalls.push(`${q.kind}:${q.upper ?? ''}:${q.store ?? '*'}`);
    return (this.lists.get(q.kind) ?? []).filter((d) => q.upper === null || d.price <= q.upper).map((d) => ({ ...d }));
  }

  async check(deals: readonly Deal[]): Promise<Map<string, DealCheck>> {
    this.checkCalls.push(deals.map((d) => d.gameId));
    if (this.failChecks) throw new Error('lookup down');
    return new Map(deals.flatMap((d) => (this.prices.has(d.gameId) ? [[d.id, this.prices.get(d.gameId)!] as const] : [])));
  }
}

export function listed(gameId: string, price: number, regular: number, over: Partial<ListedDeal> = {}): ListedDeal {
  return {
    id: '',
    source: 'cheapshark',
    gameId,
    shopId: '25',
    title: `Game ${gameId}`,
    shop: 'Epic Games Store',
    price,
    regular,
    cut: Math.round((1 - price / regular) * 100),
    currency: 'USD',
    region: 'us',
    url: `https://www.cheapshark.com/redirect?dealID=d${gameId}`,
    image: null,
    expiresAt: null,
    ...over,
  };
}

/** A platform in memory: every post and edit as the chat would show it. */
export class ChatWorld implements DealMessenger {
  readonly messages = new Map<string, { chat: string; view: DealView; edits: number }>();
  readonly sends: Array<{ at: number; chat: string; kind: 'post' | 'edit' }> = [];
  dead = new Set<string>();
  failOnce = new Set<string>();
  #n = 0;

  readonly chatGapMs = 3000;

  constructor(
    readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  async post(follow: Follow, view: DealView): Promise<string> {
    this.#refuse(follow.chatKey);
    this.sends.push({ at: this.now(), chat: follow.chatKey, kind: 'post' });
    const id = String(++this.#n);
    this.messages.set(id, { chat: follow.chatKey, view: structuredClone(view), edits: 0 });
    return id;
  }

  async edit(follow: Follow, messageId: string, view: DealView): Promise<void> {
    this.#refuse(follow.chatKey);
    this.sends.push({ at: this.now(), chat: follow.chatKey, kind: 'edit' });
    const m = this.messages.get(messageId)!;
    m.view = structuredClone(view);
    m.edits++;
  }

  isDeadChat(err: unknown): boolean {
    return err instanceof Error && err.message === 'blocked';
  }

  in(chat: string) {
    return [...this.messages.values()].filter((m) => m.chat === chat);
  }

  #refuse(chat: string): void {
    if (this.dead.has(chat)) throw new Error('blocked');
    if (this.failOnce.delete(chat)) throw new Error('HTTP 500');
  }
}

export function telegramCaller(chatId: number, userId = '7'): ChatCaller {
  return { platform: 'telegram', userId, owner: `o${userId}`, chat: { platform: 'telegram', chatId, userId, replyTo: 5 } };
}

export function discordCaller(channelId: string, userId = '42'): ChatCaller {
  return {
    platform: 'discord',
    userId,
    owner: `o${userId}`,
    chat: { platform: 'discord', userId, channelId, guildId: '9', token: 'tok', issuedAt: 0, sizeLimit: 8_000_000 },
  };
}
