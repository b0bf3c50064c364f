import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * MCP session ids that carry their own proof: a random part and an HMAC binding it to the key's owner. Any api
 * process of a fleet that holds the session secret checks one without a shared store, and an id made for one key
 * is refused for every other (issue 42). Visible ASCII only, as the transport requires.
 */
export class McpSessionIds {
  constructor(private readonly secret: string) {}

  issue(owner: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.#mac(owner, nonce)}`;
  }

  /** Whether `id` was issued by this service for `owner`; compared in constant time. */
  belongsTo(id: string, owner: string): boolean {
    const m = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(id);
    if (!m) return false;
    const want = Buffer.from(this.#mac(owner, m[1]));
    const got = Buffer.from(m[2]);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  #mac(owner: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`mcp-session\0${owner}\0${nonce}`).digest('base64url');
  }
}
