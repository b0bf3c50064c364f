import type { Clock } from '../clock.ports.js';

export interface LoginGuardOptions {
  /** Failed attempts within `windowMs` that lock a client out. */
  maxFailures: number;
  windowMs: number;
  /** How long a locked-out client is refused, even with the right token. */
  lockMs: number;
  clock: Clock;
  /** Clients remembered at once; the oldest are forgotten first, so a flood of addresses cannot exhaust memory. */
  maxClients?: number;
}

interface Entry {
  failures: number;
  firstFailure: number;
  lockedUntil: number;
}

/**
 * Counts failed sign-ins per client (IP address) and locks a client out after too many, so the admin token
 * cannot be guessed by brute force. A correct token clears the count, but not an active lock.
 */
export class LoginGuard {
  readonly #entries = new Map<string, Entry>();
  readonly #opts: Required<LoginGuardOptions>;

  constructor(opts: LoginGuardOptions) {
    this.#opts = { maxClients: 10_000, ...opts };
  }

  /** Clients currently remembered. */
  get size(): number {
    return this.#entries.size;
  }

  /** Seconds until the client may try again, or 0 when it is not locked out. */
  lockedFor(client: string): number {
    const entry = this.#entries.get(client);
    const now = this.#opts.clock.now();
    if (!entry || entry.lockedUntil <= now) return 0;
    return Math.max(1, Math.ceil((entry.lockedUntil - now) / 1000));
  }

  /** Records a failure; returns the seconds of lock-out it caused (0 when the client may still try). */
  fail(client: string): number {
    const now = this.#opts.clock.now();
    let entry = this.#entries.get(client);
    if (!entry || now - entry.firstFailure > this.#opts.windowMs) {
      entry = { failures: 0, firstFailure: now, lockedUntil: 0 };
    }
    entry.failures++;
    if (entry.failures >= this.#opts.maxFailures) {
      entry.lockedUntil = now + this.#opts.lockMs;
      // The next window starts after the lock, so one more failure then does not lock again at once.
      entry.failures = 0;
      entry.firstFailure = entry.lockedUntil;
    }
    // Re-inserting keeps the map in least-recently-failed order for eviction.
    this.#entries.delete(client);
    this.#entries.set(client, entry);
    this.#evict(now);
    return this.lockedFor(client);
  }

  succeed(client: string): void {
    const entry = this.#entries.get(client);
    if (entry && entry.lockedUntil <= this.#opts.clock.now()) this.#entries.delete(client);
  }

  #evict(now: number): void {
    if (this.#entries.size <= this.#opts.maxClients) return;
    for (const [client, entry] of this.#entries) {
      const stale = entry.lockedUntil <= now && now - entry.firstFailure > this.#opts.windowMs;
      if (stale || this.#entries.size > this.#opts.maxClients) this.#entries.delete(client);
      if (this.#entries.size <= this.#opts.maxClients / 2) break;
    }
  }
}
