import type { Clock } from '../clock.ports.js';
import type { DealPostStore } from './deal.ports.js';
import type { DealPost, Follow } from './deal.types.js';
import type { SendPacer } from './send-pacer.js';

/** What is posted into a chat and edited as it changes: a deal or a giveaway (both keyed in the deal post store). */
export interface Postable {
  id: string;
  version: number;
}

export interface PostSending<T extends Postable> {
  posts: DealPostStore;
  clock: Clock;
  holder: string;
  leaseMs: number;
  pacer: SendPacer;
  /** Sends a platform allows a second, across its chats: as many sends run at once. */
  perSecond: number;
  /** Posts the item (no message yet) or edits the message the post holds; answers the message id. */
  show(post: DealPost, item: T, follow: Follow): Promise<string>;
  isDeadChat(err: unknown): boolean;
  /** The chat refused for good: its follows go (once per chat and pass). */
  chatGone(chatKey: string, reason: string): Promise<void>;
  /** A send failed for now; its claim is released and the next pass tries again. */
  failed(item: T, follow: Follow, err: unknown): void;
}

/**
 * One posting pass: each (item, chat) is claimed in the shared post store first, so a post or an edit happens once
 * across processes; sends are paced per chat and per platform, and the pass stops taking new work at `stopAt`.
 */
export async function sendPosts<T extends Postable>(work: ReadonlyArray<{ item: T; follow: Follow }>, stopAt: number, o: PostSending<T>): Promise<void> {
  if (work.length === 0) return;
  const gone = new Set<string>();
  const workers = Math.max(1, Math.min(work.length, Math.ceil(o.perSecond)));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < work.length && o.clock.now() < stopAt) {
        const { item, follow } = work[next++];
        if (!gone.has(follow.chatKey)) await sendOne(item, follow, gone, o);
      }
    }),
  );
}

async function sendOne<T extends Postable>(item: T, follow: Follow, gone: Set<string>, o: PostSending<T>): Promise<void> {
  const claimed = await o.posts.claim(
    { dealId: item.id, chatKey: follow.chatKey, followId: follow.id, platform: follow.platform },
    item.version,
    o.holder,
    o.clock.now(),
    o.leaseMs,
  );
  if (!claimed) return;
  try {
    await o.pacer.turn(follow.chatKey);
    // The chat refused another post while this one waited for its turn: nothing more goes there.
    if (gone.has(follow.chatKey)) return;
    const messageId = await o.show(claimed, item, follow);
    await o.posts.settle(item.id, follow.chatKey, o.holder, messageId, item.version, o.clock.now());
  } catch (err) {
    if (o.isDeadChat(err)) {
      gone.add(follow.chatKey);
      await o.chatGone(follow.chatKey, err instanceof Error ? err.message : String(err));
      return;
    }
    o.failed(item, follow, err);
    await o.posts.release(item.id, follow.chatKey, o.holder).catch(() => undefined);
  }
}
