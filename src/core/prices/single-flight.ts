/** Concurrent calls for one key share a single run of the work; the key is free again once it settles. */
export class SingleFlight<T> {
  readonly #inFlight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const promise = work().finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.#inFlight.size;
  }
}
