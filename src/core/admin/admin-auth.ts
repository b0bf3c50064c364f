import { AppError } from '../errors.js';
import { safeEqual, sha256Hex } from '../ids.js';
import type { FailureLock } from '../limits/failure-lock.ports.js';

/**
 * The admin sign-in rule: one shared token (ADMIN_TOKEN) compared in constant time, with a lock-out per
 * client after repeated failures (ADMIN_MAX_FAILURES within ADMIN_LOCKOUT_S). The lock is the root's: in a
 * fleet every api process counts an address's wrong tokens together. Without a token the admin is off entirely.
 */
export class AdminAuth {
  readonly #tokenHash: string | null;

  constructor(
    token: string | undefined,
    private readonly lock: FailureLock,
  ) {
    this.#tokenHash = token ? sha256Hex(token) : null;
  }

  get enabled(): boolean {
    return this.#tokenHash !== null;
  }

  /**
   * Throws unauthorized (off, missing or wrong token) or rate_limited (locked out). The right token is never
   * locked out, so nobody can lock the admin out by failing from a shared address; the lock-out only refuses
   * wrong tries, and the token's length (at least 24 characters) is what makes guessing hopeless.
   */
  async check(client: string, presented: string | null): Promise<void> {
    if (this.#tokenHash === null) {
      throw new AppError('unauthorized', 'The admin panel is off on this server: set ADMIN_TOKEN to turn it on.');
    }
    // Hashing first gives both sides the same length, so the comparison time says nothing about the token.
    const right = presented !== null && presented !== '' && safeEqual(sha256Hex(presented), this.#tokenHash);
    if (right) return;
    const wait = await this.lock.lockedFor(client);
    if (wait > 0) {
      throw new AppError('rate_limited', `Too many failed sign-ins from your address. Try again in ${wait} s.`, {
        retryAfter: wait,
      });
    }
    if (!presented) {
      throw new AppError('unauthorized', 'Sign in: send the admin token as Authorization: Bearer <token>.');
    }
    const locked = await this.lock.fail(client);
    throw new AppError(
      'unauthorized',
      locked > 0 ? `Wrong admin token. Too many failures: locked out for ${locked} s.` : 'Wrong admin token.',
      locked > 0 ? { retryAfter: locked } : {},
    );
  }
}
