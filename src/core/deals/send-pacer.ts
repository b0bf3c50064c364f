import type { Clock } from '../clock.ports.js';

/**
 * Spaces the sends of one platform: starts at least `1000 / perSecond` ms apart across every chat (a bot's global
 * limit: Telegram about 30 messages a second), and at least `chatGapMs` apart within one chat. A send takes its
 * turn only when the real time since the last start has passed, checked and taken in one step: a process that was
 * busy for a moment does not catch up with a burst of the turns it missed.
 */
export class SendPacer {
  #last = -Infinity;
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

  /** Resolves when `chatKey`'s send may start (the send is counted as started then). */
  async turn(chatKey: string): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const ready = Math.max(this.#last + this.#spacing, this.#chats.get(chatKey) ?? -Infinity);
      if (now >= ready) {
        this.#last = now;
        this.#chats.set(chatKey, now + this.chatGapMs);
        // Chats whose gap is over hold nothing back; forgetting them keeps the map as small as the burst.
        if (this.#chats.size > 10_000) for (const [k, t] of this.#chats) if (t <= now) this.#chats.delete(k);
        return;
      }
      await new Promise<void>((resolve) => setTimeout(resolve, ready - now));
    }
  }
}
