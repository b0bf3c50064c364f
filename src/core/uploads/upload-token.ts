import { createHmac } from 'node:crypto';
import { safeEqual } from '../ids.js';
import type { UploadBinding } from './upload-link.schema.js';

const TOKEN_RE = /^([A-Za-z0-9_-]{16,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The parts of a token, before its signature is checked. */
export interface TokenParts {
  id: string;
  expiresAt: number;
  mac: string;
}

/** What a binding is signed as: who and where, so a link cannot be moved to another user or chat. */
export function bindingKey(binding: UploadBinding): string {
  if (binding.kind === 'key') return `key:${binding.owner}`;
  const { chat } = binding;
  const where = chat.platform === 'telegram' ? String(chat.chatId) : chat.channelId;
  return `${chat.platform}:${where}:${chat.userId}:${binding.owner}`;
}

/**
 * Upload link tokens: `<nonce>.<expiry, base 36>.<HMAC-SHA256>` under the same server secret as signed download
 * links, with its own purpose prefix so no other signed value can stand in for one. The MAC covers the nonce,
 * the expiry and the binding (platform, chat, user, owner); the binding itself stays in the store, so the link
 * carries no interaction token or chat id in the clear.
 */
export class UploadTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  sign(id: string, expiresAt: number, binding: UploadBinding): string {
    return `${id}.${expiresAt.toString(36)}.${this.#mac(id, expiresAt, binding)}`;
  }

  /** The token's parts when it is well formed (its signature is not checked yet); else null. */
  parse(token: unknown): TokenParts | null {
    if (typeof token !== 'string' || token.length > 140) return null;
    const m = TOKEN_RE.exec(token);
    if (!m) return null;
    const expiresAt = parseInt(m[2], 36);
    return Number.isSafeInteger(expiresAt) ? { id: m[1], expiresAt, mac: m[3] } : null;
  }

  /** Constant-time check of the MAC against the link the store holds for the token's nonce. */
  verify(parts: TokenParts, expiresAt: number, binding: UploadBinding): boolean {
    return parts.expiresAt === expiresAt && safeEqual(parts.mac, this.#mac(parts.id, expiresAt, binding));
  }

  #mac(id: string, expiresAt: number, binding: UploadBinding): string {
    return createHmac('sha256', this.#secret).update(`upload:${id}.${expiresAt}.${bindingKey(binding)}`).digest('base64url');
  }
}
