/**
 * The update ids seen lately, so an update Telegram posts again (it re-sends when a webhook answer is
 * late) is handled once. Bounded: the oldest ids are forgotten first; Telegram re-sends within minutes.
 */
export class RecentUpdates {
  readonly #seen = new Set<number>();

  constructor(private readonly capacity = 10_000) {}

  /** True the first time an id is seen, false for a repeat. */
  firstTime(updateId: number): boolean {
    if (this.#seen.has(updateId)) return false;
    this.#seen.add(updateId);
    if (this.#seen.size > this.capacity) this.#seen.delete(this.#seen.values().next().value!);
    return true;
  }
}
