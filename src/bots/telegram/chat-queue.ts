/**
 * Runs work one at a time per chat and concurrently across chats. grammY handles polled updates one after
 * another, so a handler waiting out one chat's 429 would stall every other chat; handing each update to
 * this queue keeps a chat's own messages in order without making others wait.
 */
export class ChatQueue {
  readonly #tails = new Map<string, Promise<void>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Queues `work` behind the chat's earlier work; returns at once. */
  push(key: string, work: () => Promise<void>): void {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.then(work).catch(this.onError);
    this.#tails.set(key, next);
    void next.then(() => {
      if (this.#tails.get(key) === next) this.#tails.delete(key);
    });
  }

  /** Resolves when all queued work has finished. */
  async idle(): Promise<void> {
    while (this.#tails.size > 0) await Promise.allSettled([...this.#tails.values()]);
  }
}
