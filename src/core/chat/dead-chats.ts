import type { Clock } from '../clock.ports.js';
import { chatKey, type ChatTarget } from './chat-target.js';
import type { OutboxStore } from './outbox.ports.js';
import type { WatchStore } from './watch.ports.js';

export interface DeadChatsOptions {
  outbox: OutboxStore;
  watches: WatchStore;
  clock: Clock;
  log?: (level: 'info' | 'warn', msg: string, meta: Record<string, unknown>) => void;
}

/**
 * A chat the bot can no longer write into (the user blocked it, it was kicked or left, the chat is gone):
 * its price alerts are disabled and its pending deliveries dropped, once, so nothing retries against it forever.
 */
export class DeadChats {
  readonly #o: DeadChatsOptions;
  /** Chats already handled by this process; a chat that comes back is forgotten (`revived`). */
  readonly #handled = new Set<string>();

  constructor(opts: DeadChatsOptions) {
    this.#o = opts;
  }

  /** `target` or a chat key (`telegram:<chat id>`, `discord:<channel id>`). */
  async gone(target: ChatTarget | string, reason: string): Promise<void> {
    const key = typeof target === 'string' ? target : chatKey(target);
    if (this.#handled.has(key)) {
      // Known gone: a delivery started meanwhile is dropped too, without another log line.
      await this.#o.outbox.dropChat(key);
      return;
    }
    this.#handled.add(key);
    const [dropped, disabled] = await Promise.all([
      this.#o.outbox.dropChat(key),
      this.#o.watches.disableChat(key, this.#o.clock.now()),
    ]);
    this.#o.log?.('warn', 'chat gone: its watches are disabled and its pending deliveries dropped', {
      chat: key,
      reason,
      dropped,
      disabled,
    });
  }

  /** The bot was added back to the chat: a later refusal is handled again. */
  revived(key: string): void {
    this.#handled.delete(key);
  }
}
