import { wishlistEntrySchema, wishlistMemberSchema } from '../core/chat/wishlist.schema.js';
import type { WishlistStore } from '../core/chat/wishlist.ports.js';
import type { WishlistEntry, WishlistMember } from '../core/chat/wishlist.types.js';
import { JsonDocument } from './json-file.js';

interface WishlistData {
  entries: WishlistEntry[];
  members: WishlistMember[];
}

/** Shared wishlists and their members' opt-ins in one lowdb file (`<DATA_DIR>/wishlists.json`). */
export class LowWishlistStore implements WishlistStore {
  private constructor(private readonly file: JsonDocument<WishlistData>) {}

  /** Rows that do not read back as entries or members are reported and skipped, never cast. */
  static async open(dataDir: string, onBad: (index: number) => void = () => undefined): Promise<LowWishlistStore> {
    const file = await JsonDocument.open<WishlistData>(dataDir, 'wishlists.json', (read) => {
      const rows = <T>(raw: unknown, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): T[] => {
        const out: T[] = [];
        (Array.isArray(raw) ? (raw as unknown[]) : []).forEach((r, i) => {
          const parsed = schema.safeParse(r);
          if (parsed.success) out.push(parsed.data);
          else onBad(i);
        });
        return out;
      };
      return { entries: rows<WishlistEntry>(read?.entries, wishlistEntrySchema), members: rows<WishlistMember>(read?.members, wishlistMemberSchema) };
    });
    return new LowWishlistStore(file);
  }

  async list(chatKey?: string): Promise<WishlistEntry[]> {
    return this.file.data.entries
      .filter((e) => chatKey === undefined || e.chatKey === chatKey)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((e) => structuredClone(e));
  }

  put(entries: readonly WishlistEntry[]): Promise<void> {
    const list = this.file.data.entries;
    for (const entry of entries) {
      const at = list.findIndex((e) => e.id === entry.id);
      if (at >= 0) list[at] = structuredClone(entry);
      else list.push(structuredClone(entry));
    }
    return this.file.write();
  }

  delete(ids: readonly string[]): Promise<void> {
    const drop = new Set(ids);
    this.file.data.entries = this.file.data.entries.filter((e) => !drop.has(e.id));
    this.file.data.members = this.file.data.members.filter((m) => !drop.has(m.entryId));
    return this.file.write();
  }

  async setMember(member: WishlistMember, on: boolean): Promise<number> {
    const { data } = this.file;
    const at = data.members.findIndex((m) => m.entryId === member.entryId && m.userId === member.userId);
    if (on && at < 0) data.members.push({ ...member });
    // A second "Notify me" keeps the first opt-in's place in the mention order; the name is refreshed.
    else if (on) data.members[at].name = member.name;
    else if (at >= 0) data.members.splice(at, 1);
    await this.file.write();
    return data.members.filter((m) => m.entryId === member.entryId).length;
  }

  async members(entryIds: readonly string[]): Promise<WishlistMember[]> {
    const wanted = new Set(entryIds);
    return this.file.data.members
      .filter((m) => wanted.has(m.entryId))
      .sort((a, b) => a.at - b.at)
      .map((m) => ({ ...m }));
  }

  async disableChat(chatKey: string, at: number): Promise<number> {
    let changed = 0;
    for (const e of this.file.data.entries) {
      if (e.disabledAt === null && e.chatKey === chatKey) {
        e.disabledAt = at;
        changed++;
      }
    }
    if (changed > 0) await this.file.write();
    return changed;
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
