import { createHmac } from 'node:crypto';
import { randomId, safeEqual } from '../ids.js';

const SIGNED_SID_RE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

/**
 * Session ids the server issued: 256 random bits and an HMAC-SHA256 of them under a server secret. A client
 * cannot invent one (session fixation needs an id the victim will be handed), so only issued ids count.
 */
export class SidSigner {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  issue(): string {
    const id = randomId(32);
    return `${id}.${this.#mac(id)}`;
  }

  verify(sid: unknown): sid is string {
    if (typeof sid !== 'string') return false;
    const m = SIGNED_SID_RE.exec(sid);
    return m !== null && safeEqual(m[2], this.#mac(m[1]));
  }

  #mac(id: string): string {
    return createHmac('sha256', this.#secret).update(`sid:${id}`).digest('base64url');
  }
}
