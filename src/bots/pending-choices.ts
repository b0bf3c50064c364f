import { randomId } from '../core/ids.js';

/**
 * Short keys for payloads that do not fit a button or form id (Telegram's 64-byte callback_data, Discord's
 * 100-character custom ids): a file to run a tool on, a search filter. Kept in memory for a while: after a restart
 * an old button answers "expired".
 */
export class PendingChoices<T> {
  readonly #items = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  put(value: T): string {
    this.#prune();
    const key = randomId(6);
    this.#items.set(key, { value, expires: this.now() + this.ttlMs });
    return key;
  }

  get(key: string): T | undefined {
    const item = this.#items.get(key);
    if (!item || item.expires <= this.now()) return undefined;
    return item.value;
  }

  #prune(): void {
    const now = this.now();
    for (const [key, item] of this.#items) if (item.expires <= now) this.#items.delete(key);
    // Oldest first: Map iteration follows insertion order.
    while (this.#items.size >= this.max) this.#items.delete(this.#items.keys().next().value as string);
  }
}
