import { AppError } from '../errors.js';
import type { Clock } from '../clock.ports.js';
import { randomId, safeEqual, sha256Hex } from '../ids.js';
import { SidSigner } from './sid-signer.js';
import { INIT_DATA_MAX_AGE_MS, verifyTelegramInitData, type TelegramLaunch } from './telegram-init-data.js';
import { TelegramSessions } from './telegram-session.js';
import type { ApiKeyRecord, ApiKeyStore } from './session.ports.js';

/**
 * Who is asking. Every kind has `owner`, the hash that owns jobs; what else a caller may do depends on the kind
 * (only a key has an id that webhooks and watches are filed under), so code asks `kind` rather than the id's shape.
 */
export type Principal = SessionPrincipal | KeyPrincipal | ChatPrincipal;

/** A browser with our signed `sid` cookie; each request without one is a new session. */
export interface SessionPrincipal {
  kind: 'session';
  owner: string;
}

/** A developer key. */
export interface KeyPrincipal {
  kind: 'key';
  owner: string;
  /** Stable id of the key (webhook secrets, watches, the price budget, "last used"). */
  keyId: string;
}

/** A chat user on one platform. */
export interface ChatPrincipal {
  kind: 'chat';
  owner: string;
  platform: 'telegram' | 'discord';
  userId: string;
  /** The language the chat user's client runs in, when the door it came through says (a Mini App launch). */
  locale?: string;
}

const KEY_PREFIX = 'gtk_';
/** "Last used" is informational; refreshing it at most once a minute keeps writes off the hot path. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** Keys whose hashes are remembered; a key is checked on every request, and two SHA-256 runs showed in profiles. */
const HASH_MEMO_SIZE = 1000;

/**
 * Identity rules: browser sessions (random sid → SHA-256 owner hash), developer API keys (hashed at rest,
 * compared in constant time) and chat users (platform:user id).
 */
/** Verified session ids kept in memory (about 150 bytes each). */
const VERIFIED_SIDS_KEPT = 10_000;

export class SessionService {
  readonly #envHashes: string[];
  readonly #sids: SidSigner;
  readonly #telegram: TelegramSessions;
  readonly #telegramToken: string | null;
  /** Session ids already verified, with their owner hash: a cookie is checked (HMAC) and hashed once, not per request. */
  readonly #verifiedSids = new Map<string, string>();
  /** Key → its hash and owner. Whether the key is still valid is checked every time; only the hashing is saved. */
  readonly #keyHashes = new Map<string, { hash: string; owner: string }>();

  constructor(
    private readonly store: ApiKeyStore,
    envKeys: readonly string[],
    private readonly clock: Clock,
    /**
     * `sidSecret` signs session ids (without one, as in the key CLI, ids are only good for this process);
     * `telegramBotToken` checks Mini App launch data (without it there are no Telegram sessions).
     */
    opts: { sidSecret?: string; telegramBotToken?: string } = {},
  ) {
    this.#envHashes = envKeys.map((k) => sha256Hex(k));
    const secret = opts.sidSecret ?? randomId(32);
    this.#sids = new SidSigner(secret);
    this.#telegram = new TelegramSessions(secret);
    this.#telegramToken = opts.telegramBotToken ?? null;
  }

  /**
   * Opens the Mini App's session from Telegram's signed launch data: the caller becomes that Telegram user, so jobs
   * made there are owned as the chat's. Answers the session token and when it ends. Throws AppError('not_found')
   * when the bot is not configured, AppError('unauthorized') for data that fails the check (see verifyTelegramInitData).
   */
  openTelegramSession(initData: string): { token: string; principal: ChatPrincipal; expiresAt: number } {
    if (this.#telegramToken === null) throw new AppError('not_found', 'The Telegram Mini App is not enabled on this server.');
    const launch = verifyTelegramInitData(initData, this.#telegramToken, this.clock.now());
    return { token: this.#telegram.issue(launch), principal: this.#telegramPrincipal(launch), expiresAt: launch.authDate + INIT_DATA_MAX_AGE_MS };
  }

  /** The Telegram user a Mini App session token stands for, while it is valid; null otherwise. */
  telegramSessionPrincipal(token: unknown): ChatPrincipal | null {
    if (this.#telegramToken === null) return null;
    const launch = this.#telegram.verify(token, this.clock.now());
    return launch ? this.#telegramPrincipal(launch) : null;
  }

  #telegramPrincipal(launch: TelegramLaunch): ChatPrincipal {
    const principal = this.chatPrincipal('telegram', launch.userId);
    return launch.languageCode ? { ...principal, locale: launch.languageCode } : principal;
  }

  newSid(): string {
    return this.#sids.issue();
  }

  /** Only ids this server issued (and signed) count; an invented or altered one is answered with a new id. */
  isValidSid(sid: unknown): sid is string {
    if (typeof sid === 'string' && this.#verifiedSids.has(sid)) return true;
    if (!this.#sids.verify(sid)) return false;
    // Bounded: the oldest verified id is forgotten first (and simply verified again when it comes back).
    if (this.#verifiedSids.size >= VERIFIED_SIDS_KEPT) this.#verifiedSids.delete(this.#verifiedSids.keys().next().value as string);
    this.#verifiedSids.set(sid, sha256Hex(sid));
    return true;
  }

  ownerForSid(sid: string): string {
    return this.#verifiedSids.get(sid) ?? sha256Hex(sid);
  }

  sessionPrincipal(sid: string): SessionPrincipal {
    return { kind: 'session', owner: this.ownerForSid(sid) };
  }

  ownerForChat(platform: 'telegram' | 'discord', userId: string | number): string {
    return this.chatPrincipal(platform, userId).owner;
  }

  chatPrincipal(platform: 'telegram' | 'discord', userId: string | number): ChatPrincipal {
    return { kind: 'chat', owner: sha256Hex(`${platform}:${userId}`), platform, userId: String(userId) };
  }

  /** Checks a developer key; throws missing_api_key / invalid_api_key. */
  async authenticateKey(key: string | undefined | null): Promise<KeyPrincipal> {
    if (!key) throw new AppError('missing_api_key', 'An API key is required: send it as X-API-Key or Authorization: Bearer.');
    if (key.length > 200) throw new AppError('invalid_api_key', 'The API key is not valid.');
    const hashes = this.#hashesOf(key);
    const { hash, owner } = hashes;
    // Every candidate is compared, so timing does not reveal which (if any) matched.
    const record = await this.store.findByHash(hash);
    const matchId = record && record.revokedAt === null ? record.id : null;
    let envMatch = false;
    for (const envHash of this.#envHashes) {
      if (safeEqual(envHash, hash)) envMatch = true;
    }
    if (matchId === null && !envMatch) throw new AppError('invalid_api_key', 'The API key is not valid.');
    if (record && matchId !== null) this.#touch(record);
    this.#remember(key, hashes);
    return { kind: 'key', owner, keyId: matchId ?? `env-${hash.slice(0, 12)}` };
  }

  #hashesOf(key: string): { hash: string; owner: string } {
    let known = this.#keyHashes.get(key);
    if (!known) {
      const hash = sha256Hex(key);
      known = { hash, owner: sha256Hex(`apikey:${hash}`) };
    }
    return known;
  }

  /** Only keys that passed are remembered, so guessing cannot fill the memo. */
  #remember(key: string, hashes: { hash: string; owner: string }): void {
    if (this.#keyHashes.has(key)) return;
    if (this.#keyHashes.size >= HASH_MEMO_SIZE) this.#keyHashes.clear();
    this.#keyHashes.set(key, hashes);
  }

  async createKey(label: string): Promise<{ id: string; key: string; label: string; created_at: string }> {
    const cleanLabel = label.trim().slice(0, 100);
    if (!cleanLabel) throw new AppError('invalid_request', 'A key needs a label.');
    const key = KEY_PREFIX + randomId(32);
    const record: ApiKeyRecord = {
      id: randomId(9),
      label: cleanLabel,
      hash: sha256Hex(key),
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.store.addKey(record);
    return { id: record.id, key, label: record.label, created_at: new Date(record.createdAt).toISOString() };
  }

  async listKeys(): Promise<Array<Omit<ApiKeyRecord, 'hash'>>> {
    return (await this.store.listKeys()).map(({ hash: _hash, ...rest }) => rest);
  }

  async revokeKey(id: string): Promise<void> {
    const record = (await this.store.listKeys()).find((k) => k.id === id);
    if (!record) throw new AppError('not_found', 'No such key.');
    if (record.revokedAt === null) await this.store.updateKey(id, { revokedAt: this.clock.now() });
  }

  #touch(record: ApiKeyRecord): void {
    const now = this.clock.now();
    if (record.lastUsedAt === null || now - record.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
      // Informational only: a lost update never fails the request it rode on.
      this.store.updateKey(record.id, { lastUsedAt: now }).catch(() => undefined);
    }
  }
}
