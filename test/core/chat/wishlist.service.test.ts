import { describe, expect, it } from 'vitest';
import type { ChatCaller, PriceLookup } from '../../../src/core/chat/chat.types.js';
import { MAX_WISHLIST_MEMBERS, WishlistService } from '../../../src/core/chat/wishlist.service.js';
import type { WishlistStore } from '../../../src/core/chat/wishlist.ports.js';
import type { WishlistAlert, WishlistEntry, WishlistMember } from '../../../src/core/chat/wishlist.types.js';
import type { Game } from '../../../src/core/prices/price.types.js';
import { ManualClock } from '../../helpers/clock.js';
import { makeGame } from '../../helpers/game-factory.js';

/** The store's contract in memory (the lowdb and PostgreSQL stores are held to it in their own tests). */
class MemoryWishlists implements WishlistStore {
  entries: WishlistEntry[] = [];
  opted: WishlistMember[] = [];
  async list(chatKey?: string) {
    return structuredClone(this.entries.filter((e) => chatKey === undefined || e.chatKey === chatKey));
  }
  async put(entries: readonly WishlistEntry[]) {
    for (const e of entries) this.entries = [...this.entries.filter((x) => x.id !== e.id), structuredClone(e)];
  }
  async delete(ids: readonly string[]) {
    this.entries = this.entries.filter((e) => !ids.includes(e.id));
    this.opted = this.opted.filter((m) => !ids.includes(m.entryId));
  }
  async setMember(member: WishlistMember, on: boolean) {
    const mine = (m: WishlistMember) => m.entryId === member.entryId && m.userId === member.userId;
    if (!on) this.opted = this.opted.filter((m) => !mine(m));
    else if (!this.opted.some(mine)) this.opted.push({ ...member });
    return this.opted.filter((m) => m.entryId === member.entryId).length;
  }
  async members(ids: readonly string[]) {
    return this.opted.filter((m) => ids.includes(m.entryId));
  }
  async disableChat() {
    return 0;
  }
  async flush() {}
}

const GROUP: ChatCaller = { platform: 'telegram', userId: '1', owner: 'o', chat: { platform: 'telegram', chatId: -5, userId: '1', replyTo: null } };
const admin = async () => true;

function world() {
  const state = { cut: 0 };
  const game = (appid: number): Game =>
    makeGame({ title: appid === 620 ? 'Portal 2' : 'Portal', platform_appid: appid, best_official: { price: 20 * (1 - state.cut / 100), store: 'Steam', cut: state.cut } });
  const prices: PriceLookup = {
    lookup: async (id) => game(Number(id)),
    search: async (q: string) => (q.startsWith('portal') ? [{ appid: 620, title: 'Portal 2' }, { appid: 400, title: 'Portal' }] : []),
  } as PriceLookup;
  const store = new MemoryWishlists();
  const posted: WishlistAlert[] = [];
  const service = new WishlistService({ store, prices, clock: new ManualClock(1_000) });
  service.attach('telegram', { alert: async (a) => void posted.push(a), isDeadChat: () => false });
  return { state, store, posted, service };
}

describe('shared wishlist rules', () => {
  it('a cut nobody opted in to posts nothing and is taken as seen; the next sale pings whoever opted in by then', async () => {
    const w = world();
    const added = await w.service.add(GROUP, '620', admin);
    if (added.kind !== 'added') throw new Error(added.kind);
    w.state.cut = 50;
    expect(await w.service.check()).toEqual([]);
    await w.service.press({ platform: 'telegram', chatKey: 'telegram:-5' }, added.entry.id, { userId: '9', name: 'Nine' }, true);
    expect(await w.service.check()).toEqual([]);
    w.state.cut = 0;
    expect(await w.service.check()).toEqual([]);
    w.state.cut = 30;
    const [alert] = await w.service.check();
    expect(alert.reasons).toEqual(['cut']);
    expect(alert.members.map((m) => m.userId)).toEqual(['9']);
  });

  it('a button pressed in another chat, or on a removed game, finds nothing; a game holds at most MAX_WISHLIST_MEMBERS', async () => {
    const w = world();
    const added = await w.service.add(GROUP, '620', admin);
    if (added.kind !== 'added') throw new Error(added.kind);
    const member = (n: number) => ({ userId: String(n), name: `M${n}` });
    expect((await w.service.press({ platform: 'telegram', chatKey: 'telegram:-6' }, added.entry.id, member(1), true)).kind).toBe('gone');
    for (let n = 0; n < MAX_WISHLIST_MEMBERS; n++) await w.service.press({ platform: 'telegram', chatKey: 'telegram:-5' }, added.entry.id, member(n), true);
    expect(await w.service.press({ platform: 'telegram', chatKey: 'telegram:-5' }, added.entry.id, member(999), true)).toEqual({ kind: 'full', max: MAX_WISHLIST_MEMBERS });
    // One already in may press again.
    expect((await w.service.press({ platform: 'telegram', chatKey: 'telegram:-5' }, added.entry.id, member(3), true)).kind).toBe('on');
    await w.service.remove(GROUP, 'portal 2', admin);
    expect((await w.service.press({ platform: 'telegram', chatKey: 'telegram:-5' }, added.entry.id, member(3), false)).kind).toBe('gone');
    expect(w.store.opted).toEqual([]);
  });

  it('a title matching several games answers the choices; a refusal comes before any price lookup', async () => {
    const w = world();
    expect(await w.service.add(GROUP, 'portal series', admin)).toMatchObject({ kind: 'choices', choices: [{ appid: 620 }, { appid: 400 }] });
    expect(await w.service.add(GROUP, 'nothing matches', async () => false)).toEqual({ kind: 'admins_only' });
    const dm: ChatCaller = { ...GROUP, chat: { platform: 'telegram', chatId: 1, userId: '1', replyTo: null } };
    expect(await w.service.add(dm, '620', admin)).toEqual({ kind: 'groups_only' });
    expect(w.store.entries).toEqual([]);
  });
});
