import type { Clock } from '../clock.js';

/**
 * Spaces the sends of one platform: starts at least `1000 / perSecond` ms apart across every chat (a bot's global
 * limit: Telegram about 30 messages a second), and at least `chatGapMs` apart within one chat. Each caller gets the
 * next free slot at once, so callers running side by side never start two sends in one slot.
 */
export class SendPacer {
  #next = 0;
  readonly #chats = new Map<string, number>();
  readonly #spacing: number;

  constructor(
    private readonly clock: Clock,
    perSecond: number,
    private readonly chatGapMs: number,
  ) {
    // Whole milliseconds, rounded up: timers fire on whole milliseconds, and a rounded-down gap would let one more in.
    this.#spacing = Math.ceil(1000 / perSecond);
  }

  /** Resolves when `chatKey`'s send may start. */
  async turn(chatKey: string): Promise<void> {
    const now = this.clock.now();
    const start = Math.max(now, this.#next, this.#chats.get(chatKey) ?? 0);
    this.#next = start + this.#spacing;
    this.#chats.set(chatKey, start + this.chatGapMs);
    // Chats whose gap is over hold nothing back; forgetting them keeps the map as small as the burst.
    if (this.#chats.size > 10_000) for (const [k, t] of this.#chats) if (t <= now) this.#chats.delete(k);
    if (start > now) await new Promise<void>((resolve) => setTimeout(resolve, start - now));
  }
}
