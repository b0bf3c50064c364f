/** A Map that forgets its oldest entries beyond `max`, for id mappings that must not grow without bound. */
export class BoundedMap<K, V> {
  readonly #map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }
}
