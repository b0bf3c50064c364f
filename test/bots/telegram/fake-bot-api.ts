import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { readBody } from '../../helpers/http.js';
import { parseMultipart } from './multipart.js';

/**
 * A local stand-in for the Telegram Bot API on 127.0.0.1, enough for a real grammY Bot: getMe, getUpdates
 * (long poll honouring offset), sendMessage, editMessageText ("message is not modified"), sendDocument, sendPhoto
 * (multipart with attach://), sendChatAction, answerCallbackQuery, answerInlineQuery (inline_query updates), getFile and /file downloads,
 * setMyCommands, setWebhook/deleteWebhook, and sticker sets (getStickerSet, createNewStickerSet, addStickerToSet: the
 * Bot API's naming rules, file checks, the 120-sticker limit and its error texts). Test hooks queue user messages and button taps, fail a call
 * once (e.g. 429 with retry_after), or hold a call unanswered.
 */

export const BOT_ID = 7000;
/** Telegram's text and caption limits (the fake counts the raw text, which is never shorter). */
const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;
export const BOT_USERNAME = 'gametools_test_bot';

export interface ApiCall {
  method: string;
  payload: Record<string, unknown>;
  /** Uploaded files by part name. */
  files: Record<string, { filename: string | null; data: Buffer }>;
  at: number;
  /** HTTP status answered (0 while held). */
  status: number;
}

/** A message the bot sent, as it currently is, with its edit history. */
export interface BotMessage {
  message_id: number;
  chatId: number;
  text?: string;
  caption?: string;
  document?: { file_id: string; file_name: string; data: Buffer };
  /** A photo the bot sent (sendPhoto), as uploaded. */
  photo?: { file_id: string; data: Buffer };
  reply_markup?: { inline_keyboard?: Array<Array<{ text: string; callback_data?: string; web_app?: { url: string } }>> };
  reply_to?: number;
  sentAt: number;
  /** Every text it showed after the first, with the time of the edit. */
  edits: Array<{ text: string; at: number; hadKeyboard: boolean }>;
}

/** A sticker set as the fake keeps it; `stickers` hold the uploaded bytes. */
export interface FakeStickerSet {
  name: string;
  title: string;
  owner: number;
  stickers: Array<{ format: string; emoji_list: string[]; data: Buffer }>;
}

/** Telegram's per-set limit for regular stickers (addStickerToSet, Bot API 7.2+). */
export const STICKER_SET_LIMIT = 120;
const STICKER_METHODS = new Set(['getStickerSet', 'createNewStickerSet', 'addStickerToSet']);

interface StoredFile {
  file_id: string;
  file_unique_id: string;
  file_path: string;
  file_size: number;
  data: Buffer | null;
}

interface Failure {
  method: string;
  match: (payload: Record<string, unknown>) => boolean;
  body: Record<string, unknown>;
  status: number;
}

interface Hold {
  method: string;
  match: (payload: Record<string, unknown>) => boolean;
  /** Resolved when a matching call arrives. */
  arrived: Promise<ApiCall>;
  resolveArrived: (call: ApiCall) => void;
  /** The held response; destroying it drops the connection as a crash would. */
  res: ServerResponse | null;
  finish: (() => void) | null;
}

export interface UserMessageOptions {
  replyTo?: number;
  /** A group the user writes in (negative id); a private chat with the user by default. */
  chat?: { id: number; type: 'group' | 'supergroup' };
  /** Post in a group (supergroup) with this negative chat id instead of the private chat. */
  groupId?: number;
  sticker?: { file_id: string; is_animated: boolean; is_video: boolean; file_size?: number };
  document?: { file_id: string; file_name: string; file_size?: number; mime_type?: string };
  photo?: { file_id: string; file_size?: number };
  /** A video as Telegram describes it (`Video`: width, height and duration are always given). */
  video?: { file_id: string; file_size?: number; file_name?: string; mime_type?: string; width: number; height: number; duration: number };
  /** An album item: Telegram posts each with the album's `media_group_id` (the caption rides on one of them). */
  mediaGroupId?: string;
  /** The user's Telegram app language, as Telegram sends it in `from.language_code`. */
  languageCode?: string;
}

/**
 * Telegram's rules for Mini App buttons in a message: `web_app` buttons only in a private chat, and only to an https
 * page. Answers the refusal Telegram gives, or null.
 */
function webAppButtonRefusal(p: Record<string, unknown>): string | null {
  const markup = (typeof p.reply_markup === 'string' ? JSON.parse(p.reply_markup) : p.reply_markup) as
    | { inline_keyboard?: Array<Array<{ web_app?: { url?: string } }>> }
    | undefined;
  const buttons = (markup?.inline_keyboard ?? []).flat().filter((b) => b.web_app !== undefined);
  if (buttons.length === 0) return null;
  if (Number(p.chat_id) < 0) return 'Bad Request: BUTTON_TYPE_INVALID';
  if (buttons.some((b) => !String(b.web_app?.url ?? '').startsWith('https://'))) return 'Bad Request: BUTTON_URL_INVALID';
  return null;
}

export class FakeBotApi {
  readonly calls: ApiCall[] = [];
  readonly messages: BotMessage[] = [];
  readonly #files = new Map<string, StoredFile>();
  readonly #updates: Array<Record<string, unknown>> = [];
  readonly #waiters = new Set<() => void>();
  readonly #failures: Failure[] = [];
  readonly #holds: Hold[] = [];
  readonly #sockets = new Set<Socket>();
  readonly #callWaiters = new Set<() => void>();
  /** The default menu button, as `setChatMenuButton` without a chat set it. */
  menuButton: Record<string, unknown> | null = null;
  /** Sticker sets by name. */
  readonly stickerSets = new Map<string, FakeStickerSet>();
  /** Set names held by someone else (a set the bot cannot see): creating one is refused as occupied. */
  readonly occupiedSetNames = new Set<string>();
  /** What users sent, by message id: a reply carries the message it answers, file and all, as Telegram's does. */
  readonly #userMessages = new Map<number, Record<string, unknown>>();
  /** Group id → its administrators' user ids (what `getChatMember` answers). */
  readonly admins = new Map<number, Set<number>>();
  #nextUpdate = 1;
  #nextMessage = 100;
  #nextFile = 1;
  // A request the bot cuts off mid-body (its stop aborts what it was sending) ends that request, not the test process;
  // any other failure of the fake stays loud.
  #server = createServer((req, res) =>
    void this.#handle(req, res).catch((err: unknown) => {
      res.destroy();
      if (!req.destroyed) throw err;
    }),
  );
  url = '';

  private constructor(readonly token: string) {}

  static async start(token: string): Promise<FakeBotApi> {
    const api = new FakeBotApi(token);
    api.#server.on('connection', (s) => {
      api.#sockets.add(s);
      s.on('close', () => api.#sockets.delete(s));
    });
    await new Promise<void>((r) => api.#server.listen(0, '127.0.0.1', r));
    api.url = `http://127.0.0.1:${(api.#server.address() as AddressInfo).port}`;
    return api;
  }

  async stop(): Promise<void> {
    for (const hold of this.#holds) hold.res?.destroy();
    this.#wake();
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((r) => this.#server.close(() => r()));
  }

  // ---- the user side ---------------------------------------------------------------------------------

  /** Registers a file users can send; `data: null` stands for a file known only by its (claimed) size. */
  addFile(data: Buffer | null, ext: string, claimedSize?: number): { file_id: string; file_size: number } {
    const n = this.#nextFile++;
    const file: StoredFile = {
      file_id: `file-${n}`,
      file_unique_id: `uniq-${n}`,
      file_path: `documents/file_${n}.${ext}`,
      file_size: claimedSize ?? data?.length ?? 0,
      data,
    };
    this.#files.set(file.file_id, file);
    return { file_id: file.file_id, file_size: file.file_size };
  }

  /** A user writes in a private chat (chat id = user id); commands get their bot_command entity. */
  sendUserMessage(userId: number, text: string, opts: UserMessageOptions = {}): number {
    const messageId = this.#nextMessage++;
    const message: Record<string, unknown> = {
      message_id: messageId,
      from: { id: userId, is_bot: false, first_name: `User${userId}`, ...(opts.languageCode ? { language_code: opts.languageCode } : {}) },
      chat: opts.chat
        ? { ...opts.chat, title: `Group${opts.chat.id}` }
        : opts.groupId === undefined
          ? { id: userId, type: 'private', first_name: `User${userId}` }
          : { id: opts.groupId, type: 'supergroup', title: `Group ${opts.groupId}` },
      date: Math.floor(Date.now() / 1000),
    };
    const command = /^\/[A-Za-z0-9_@]+/.exec(text);
    const entities = command ? [{ type: 'bot_command', offset: 0, length: command[0].length }] : undefined;
    if (opts.sticker) {
      message.sticker = { file_unique_id: `u-${opts.sticker.file_id}`, type: 'regular', width: 512, height: 512, ...opts.sticker };
    } else if (opts.document || opts.photo || opts.video) {
      if (opts.video) message.video = { file_unique_id: `u-${opts.video.file_id}`, ...opts.video };
      if (opts.document) message.document = { file_unique_id: `u-${opts.document.file_id}`, ...opts.document };
      if (opts.photo) {
        message.photo = [{ file_unique_id: `u-${opts.photo.file_id}`, width: 64, height: 48, ...opts.photo }];
      }
      if (text) {
        message.caption = text;
        if (entities) message.caption_entities = entities;
      }
    } else {
      message.text = text;
      if (entities) message.entities = entities;
    }
    if (opts.mediaGroupId !== undefined) message.media_group_id = opts.mediaGroupId;
    if (opts.replyTo !== undefined) message.reply_to_message = this.#userOrBotMessage(userId, opts.replyTo);
    this.#userMessages.set(messageId, message);
    this.#push({ message });
    return messageId;
  }

  /**
   * The bot's membership in a chat changed, as Telegram reports it in `my_chat_member`: `kicked` when a user
   * blocks the bot in a private chat or a group removes it, `member` when it is added back.
   */
  memberUpdate(chat: { id: number; type: 'private' | 'group' | 'supergroup' }, status: 'kicked' | 'left' | 'member', byUser = 1): void {
    const bot = { id: BOT_ID, is_bot: true, first_name: 'GameTools', username: BOT_USERNAME };
    this.#push({
      my_chat_member: {
        chat: chat.type === 'private' ? { ...chat, first_name: `User${chat.id}` } : { ...chat, title: `Group${chat.id}` },
        from: { id: byUser, is_bot: false, first_name: `User${byUser}` },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: status === 'member' ? 'left' : 'member', user: bot },
        new_chat_member: status === 'kicked' ? { status, user: bot, until_date: 0 } : { status, user: bot },
      },
    });
  }

  /** A user taps an inline button of a bot message. */
  pressButton(userId: number, message: BotMessage, data: string, opts: { languageCode?: string } = {}): string {
    const id = `cbq-${this.#nextUpdate}`;
    this.#push({
      callback_query: {
        id,
        from: { id: userId, is_bot: false, first_name: `User${userId}`, ...(opts.languageCode ? { language_code: opts.languageCode } : {}) },
        chat_instance: `ci-${message.chatId}`,
        data,
        message: this.#wireMessage(message),
      },
    });
    return id;
  }

  /** A user types `@bot <query>` in some chat: an inline query (answered with answerInlineQuery). */
  sendInlineQuery(userId: number, query: string): string {
    const id = `iq-${this.#nextUpdate}`;
    this.#push({
      inline_query: { id, from: { id: userId, is_bot: false, first_name: `User${userId}` }, query, offset: '', chat_type: 'supergroup' },
    });
    return id;
  }

  /** An update as Telegram would post it to a webhook (not queued for getUpdates). */
  webhookUpdate(userId: number, text: string): Record<string, unknown> {
    const command = /^\/[A-Za-z0-9_@]+/.exec(text);
    return {
      update_id: this.#nextUpdate++,
      message: {
        message_id: this.#nextMessage++,
        from: { id: userId, is_bot: false, first_name: `User${userId}` },
        chat: { id: userId, type: 'private' },
        date: Math.floor(Date.now() / 1000),
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
      },
    };
  }

  // ---- hooks -------------------------------------------------------------------------------------------

  /** The next matching call fails once with this Bot API error (e.g. 429 with retry_after). */
  failOnce(
    method: string,
    error: { error_code: number; description: string; retry_after?: number },
    match: (payload: Record<string, unknown>) => boolean = () => true,
  ): void {
    const body: Record<string, unknown> = { ok: false, error_code: error.error_code, description: error.description };
    if (error.retry_after !== undefined) body.parameters = { retry_after: error.retry_after };
    this.#failures.push({ method, match, body, status: error.error_code });
  }

  /**
   * The next matching call is left unanswered. `arrived` resolves when it comes; `drop()` cuts the
   * connection (the caller sees a network error), as a process dying mid-request would.
   */
  hold(method: string, match: (payload: Record<string, unknown>) => boolean = () => true) {
    let resolveArrived!: (call: ApiCall) => void;
    const hold: Hold = {
      method,
      match,
      arrived: new Promise<ApiCall>((r) => (resolveArrived = r)),
      resolveArrived,
      res: null,
      finish: null,
    };
    this.#holds.push(hold);
    return {
      arrived: hold.arrived,
      drop: () => {
        hold.res?.destroy();
        hold.finish?.();
      },
    };
  }

  // ---- reading what the bot did ---------------------------------------------------------------------

  callsTo(method: string): ApiCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  chatMessages(chatId: number): BotMessage[] {
    return this.messages.filter((m) => m.chatId === chatId);
  }

  /** Whether the bot has confirmed (by a later getUpdates offset) every update queued so far. */
  updatesTaken(): boolean {
    const last = this.#nextUpdate - 1;
    return this.callsTo('getUpdates').some((c) => Number(c.payload.offset ?? 0) > last);
  }

  /** Waits until `pick` finds something among the calls/messages (checked after every call). */
  async waitFor<T>(pick: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await pick();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`fake Bot API: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 200));
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.#callWaiters.add(done);
      });
    }
  }

  // ---- server ------------------------------------------------------------------------------------------

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const fileRoute = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && fileRoute) {
      const file = [...this.#files.values()].find((f) => f.file_path === decodeURIComponent(fileRoute[2]));
      if (fileRoute[1] !== this.token || !file?.data) {
        res.writeHead(404).end('Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.data.length });
      res.end(file.data);
      return;
    }
    const route = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    if (route[1] !== this.token) {
      send(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const { payload, files } = decodePayload(req.headers['content-type'] ?? '', body);
    const call: ApiCall = { method: route[2], payload, files, at: Date.now(), status: 0 };
    this.calls.push(call);
    const finish = (status: number, reply: Record<string, unknown>) => {
      call.status = status;
      send(res, status, reply);
      this.#notify();
    };

    const failure = this.#failures.findIndex((f) => f.method === call.method && f.match(payload));
    if (failure >= 0) {
      const [f] = this.#failures.splice(failure, 1);
      finish(f.status, f.body);
      return;
    }
    const held = this.#holds.findIndex((h) => h.method === call.method && h.match(payload) && !h.res);
    if (held >= 0) {
      const hold = this.#holds[held];
      hold.res = res;
      hold.finish = () => this.#holds.splice(this.#holds.indexOf(hold), 1);
      hold.resolveArrived(call);
      this.#notify();
      return;
    }
    if (call.method === 'getUpdates') {
      await this.#getUpdates(payload, req);
      if (res.destroyed) return;
      finish(200, { ok: true, result: this.#pending(payload) });
      return;
    }
    const [status, reply] = STICKER_METHODS.has(call.method) ? await this.#stickerCall(call) : this.#answer(call);
    finish(status, reply);
  }

  #answer(call: ApiCall): [number, Record<string, unknown>] {
    const p = call.payload;
    const ok = (result: unknown): [number, Record<string, unknown>] => [200, { ok: true, result }];
    const bad = (description: string, code = 400): [number, Record<string, unknown>] => [
      code,
      { ok: false, error_code: code, description },
    ];
    const webAppRefusal = webAppButtonRefusal(p);
    if (webAppRefusal) return bad(webAppRefusal);
    switch (call.method) {
      case 'setChatMenuButton': {
        const button = (typeof p.menu_button === 'string' ? JSON.parse(p.menu_button) : p.menu_button) as Record<string, unknown> | undefined;
        const url = String((button?.web_app as { url?: string } | undefined)?.url ?? '');
        if (button?.type === 'web_app' && !url.startsWith('https://')) return bad('Bad Request: BUTTON_URL_INVALID');
        if (button?.type === 'web_app' && !String(button.text ?? '')) return bad('Bad Request: BUTTON_TEXT_INVALID');
        if (p.chat_id === undefined) this.menuButton = button ?? null;
        return ok(true);
      }
      case 'getMe':
        return ok({ id: BOT_ID, is_bot: true, first_name: 'GameTools', username: BOT_USERNAME, can_join_groups: true });
      case 'deleteWebhook':
      case 'setWebhook':
      case 'setMyCommands':
      case 'sendChatAction':
      case 'answerCallbackQuery':
        return ok(true);
      case 'getChatMember': {
        const chatId = Number(p.chat_id);
        const userId = Number(p.user_id);
        const user = { id: userId, is_bot: false, first_name: `User${userId}` };
        if (chatId === userId) return ok({ status: 'member', user });
        if (this.admins.get(chatId)?.has(userId)) return ok({ status: 'administrator', user, can_be_edited: false });
        return ok({ status: 'member', user });
      }
      case 'answerInlineQuery': {
        const results = p.results as unknown[] | undefined;
        if (!Array.isArray(results) || results.length > 50) return bad('Bad Request: RESULTS_TOO_MUCH');
        return ok(true);
      }
      case 'sendMessage': {
        if (String(p.text ?? '').length > MAX_TEXT) return bad('Bad Request: message is too long');
        const msg = this.#newMessage(p);
        msg.text = String(p.text);
        return ok(this.#wireMessage(msg));
      }
      case 'editMessageText': {
        if (String(p.text ?? '').length > MAX_TEXT) return bad('Bad Request: message is too long');
        const msg = this.messages.find((m) => m.chatId === Number(p.chat_id) && m.message_id === Number(p.message_id));
        if (!msg) return bad('Bad Request: message to edit not found');
        const markup = (p.reply_markup as BotMessage['reply_markup']) ?? undefined;
        if (msg.text === p.text && JSON.stringify(msg.reply_markup) === JSON.stringify(markup)) {
          return bad(
            'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
          );
        }
        msg.text = String(p.text);
        msg.reply_markup = markup;
        msg.edits.push({ text: msg.text, at: Date.now(), hadKeyboard: Boolean(markup?.inline_keyboard?.length) });
        return ok(this.#wireMessage(msg));
      }
      case 'sendDocument': {
        if (String(p.caption ?? '').length > MAX_CAPTION) return bad('Bad Request: message caption is too long');
        const ref = String(p.document ?? '');
        const attached = ref.startsWith('attach://') ? call.files[ref.slice('attach://'.length)] : undefined;
        if (!attached) return bad('Bad Request: there is no document in the request');
        const stored = this.addFile(attached.data, (attached.filename ?? 'bin').split('.').pop() ?? 'bin');
        const msg = this.#newMessage(p);
        msg.caption = p.caption === undefined ? undefined : String(p.caption);
        msg.document = { file_id: stored.file_id, file_name: attached.filename ?? 'file', data: attached.data };
        return ok(this.#wireMessage(msg));
      }
      case 'sendPhoto': {
        // Telegram: a caption of at most 1,024 characters; the photo uploaded as a file (or a file_id/URL, unused here).
        if (String(p.caption ?? '').length > MAX_CAPTION) return bad('Bad Request: message caption is too long');
        const ref = String(p.photo ?? '');
        const attached = ref.startsWith('attach://') ? call.files[ref.slice('attach://'.length)] : undefined;
        if (!attached) return bad('Bad Request: there is no photo in the request');
        const stored = this.addFile(attached.data, 'png');
        const msg = this.#newMessage(p);
        msg.caption = p.caption === undefined ? undefined : String(p.caption);
        msg.photo = { file_id: stored.file_id, data: attached.data };
        return ok(this.#wireMessage(msg));
      }
      case 'getFile': {
        const file = this.#files.get(String(p.file_id));
        if (!file) return bad('Bad Request: invalid file_id');
        if (file.file_size > 20 * 1000 * 1000) return bad('Bad Request: file is too big');
        return ok({ file_id: file.file_id, file_unique_id: file.file_unique_id, file_size: file.file_size, file_path: file.file_path });
      }
      default:
        return bad('Not Found: method not found', 404);
    }
  }

  /** The sticker-set methods, checked as Telegram checks them (the texts are the Bot API's own). */
  async #stickerCall(call: ApiCall): Promise<[number, Record<string, unknown>]> {
    const p = call.payload;
    const ok = (result: unknown): [number, Record<string, unknown>] => [200, { ok: true, result }];
    const bad = (description: string): [number, Record<string, unknown>] => [400, { ok: false, error_code: 400, description }];
    const name = String(p.name ?? '');
    const set = this.stickerSets.get(name.toLowerCase());
    if (call.method === 'getStickerSet') {
      if (!set) return bad('Bad Request: STICKERSET_INVALID');
      return ok({
        name: set.name,
        title: set.title,
        sticker_type: 'regular',
        stickers: set.stickers.map((s, i) => ({
          file_id: `${set.name}-${i}`,
          file_unique_id: `${set.name}-u${i}`,
          type: 'regular',
          width: 512,
          height: 512,
          is_animated: false,
          is_video: s.format === 'video',
          emoji: s.emoji_list[0],
        })),
      });
    }
    const userId = Number(p.user_id);
    const inputs = call.method === 'createNewStickerSet' ? (p.stickers as unknown[]) : [p.sticker];
    const stickers: FakeStickerSet['stickers'] = [];
    for (const raw of Array.isArray(inputs) ? inputs : []) {
      const s = raw as { sticker?: string; format?: string; emoji_list?: unknown };
      const ref = String(s.sticker ?? '');
      const file = ref.startsWith('attach://') ? call.files[ref.slice('attach://'.length)] : undefined;
      if (!file) return bad('Bad Request: there is no sticker file in the request');
      if (!Array.isArray(s.emoji_list) || s.emoji_list.length === 0) return bad('Bad Request: STICKER_EMOJI_INVALID');
      const refusal = await checkStickerFile(s.format, file.data);
      if (refusal) return bad(refusal);
      stickers.push({ format: String(s.format), emoji_list: s.emoji_list.map(String), data: file.data });
    }
    if (stickers.length === 0) return bad('Bad Request: sticker not found');
    if (call.method === 'createNewStickerSet') {
      const suffix = `_by_${BOT_USERNAME}`;
      const valid = /^[a-z][a-z0-9_]*$/i.test(name) && !name.includes('__') && name.length <= 64 && name.toLowerCase().endsWith(suffix);
      if (!valid) return bad('Bad Request: invalid sticker set name is specified');
      if (set || this.occupiedSetNames.has(name.toLowerCase())) return bad('Bad Request: sticker set name is already occupied');
      const title = String(p.title ?? '');
      if (title.length < 1 || title.length > 64) return bad('Bad Request: STICKERSET_TITLE_INVALID');
      this.stickerSets.set(name.toLowerCase(), { name, title, owner: userId, stickers });
      return ok(true);
    }
    if (!set || set.owner !== userId) return bad('Bad Request: STICKERSET_INVALID');
    if (set.stickers.length >= STICKER_SET_LIMIT) return bad('Bad Request: STICKERS_TOO_MUCH');
    set.stickers.push(...stickers);
    return ok(true);
  }

  #newMessage(p: Record<string, unknown>): BotMessage {
    const reply = p.reply_parameters as { message_id?: number } | undefined;
    const msg: BotMessage = {
      message_id: this.#nextMessage++,
      chatId: Number(p.chat_id),
      // A multipart request (a photo) carries the markup as JSON text.
      reply_markup: ((typeof p.reply_markup === 'string' ? JSON.parse(p.reply_markup) : p.reply_markup) as BotMessage['reply_markup']) ?? undefined,
      reply_to: reply?.message_id,
      sentAt: Date.now(),
      edits: [],
    };
    this.messages.push(msg);
    return msg;
  }

  #wireMessage(msg: BotMessage): Record<string, unknown> {
    const wire: Record<string, unknown> = {
      message_id: msg.message_id,
      from: { id: BOT_ID, is_bot: true, first_name: 'GameTools', username: BOT_USERNAME },
      chat: msg.chatId < 0 ? { id: msg.chatId, type: 'group', title: `Group${msg.chatId}` } : { id: msg.chatId, type: 'private' },
      date: Math.floor(msg.sentAt / 1000),
    };
    if (msg.text !== undefined) wire.text = msg.text;
    if (msg.caption !== undefined) wire.caption = msg.caption;
    if (msg.photo) wire.photo = [{ file_id: msg.photo.file_id, file_unique_id: `u-${msg.photo.file_id}`, width: 800, height: 400 }];
    if (msg.document) wire.document = { file_id: msg.document.file_id, file_unique_id: `u-${msg.document.file_id}`, file_name: msg.document.file_name };
    if (msg.reply_markup) wire.reply_markup = msg.reply_markup;
    if (msg.reply_to !== undefined) wire.reply_to_message = this.#repliedTo(msg.reply_to, wire);
    return wire;
  }

  /**
   * The message a bot message replies to, as Telegram nests it: the whole message (its file, its text), but without a
   * reply_to_message of its own.
   */
  #repliedTo(id: number, wire: Record<string, unknown>): Record<string, unknown> {
    const user = this.#userMessages.get(id);
    const bot = user ? undefined : this.messages.find((m) => m.message_id === id);
    const whole = user ?? (bot ? this.#wireMessage(bot) : null);
    if (!whole) return { message_id: id, chat: wire.chat, date: wire.date };
    const { reply_to_message: _nested, ...plain } = whole;
    return plain;
  }

  #userOrBotMessage(userId: number, id: number): Record<string, unknown> {
    const bot = this.messages.find((m) => m.message_id === id);
    if (bot) return this.#wireMessage(bot);
    const sent = this.#userMessages.get(id);
    if (sent) {
      const { reply_to_message: _nested, ...plain } = sent;
      return plain;
    }
    return { message_id: id, chat: { id: userId, type: 'private' }, date: Math.floor(Date.now() / 1000) };
  }

  #push(update: Record<string, unknown>): void {
    this.#updates.push({ update_id: this.#nextUpdate++, ...update });
    this.#wake();
  }

  #pending(payload: Record<string, unknown>): Array<Record<string, unknown>> {
    const offset = Number(payload.offset ?? 0);
    // Offset confirms everything before it, as Telegram does.
    while (this.#updates.length > 0 && Number(this.#updates[0].update_id) < offset) this.#updates.shift();
    return this.#updates.slice(0, Number(payload.limit ?? 100));
  }

  async #getUpdates(payload: Record<string, unknown>, req: IncomingMessage): Promise<void> {
    if (this.#pending(payload).length > 0) return;
    const timeoutS = Math.min(Number(payload.timeout ?? 0), 30);
    if (timeoutS <= 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutS * 1000);
      this.#waiters.add(done);
      req.once('close', done);
    });
  }

  #wake(): void {
    for (const w of [...this.#waiters]) w();
  }

  #notify(): void {
    for (const w of [...this.#callWaiters]) w();
    this.#callWaiters.clear();
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** JSON, urlencoded or multipart (grammY uses multipart when a file is attached; values may be JSON). */
function decodePayload(
  contentType: string,
  body: Buffer,
): { payload: Record<string, unknown>; files: ApiCall['files'] } {
  if (body.length === 0) return { payload: {}, files: {} };
  if (contentType.startsWith('application/json')) return { payload: JSON.parse(body.toString('utf8')), files: {} };
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (contentType.startsWith('multipart/form-data') && boundary) {
    const payload: Record<string, unknown> = {};
    const files: ApiCall['files'] = {};
    for (const part of parseMultipart(body, boundary)) {
      if (part.filename !== undefined) {
        files[part.name] = { filename: part.filename, data: part.data };
      } else {
        const text = part.data.toString('utf8');
        payload[part.name] = /^[[{]/.test(text) ? JSON.parse(text) : text;
      }
    }
    return { payload, files };
  }
  return { payload: Object.fromEntries(new URLSearchParams(body.toString('utf8'))), files: {} };
}

/**
 * Telegram's checks of an uploaded sticker: a static one is a PNG or WebP with one side exactly 512 px, the other at
 * most 512, within 512 KB; a video one is a WebM within 256 KB. Null when it passes, else the Bot API's refusal.
 */
async function checkStickerFile(format: unknown, data: Buffer): Promise<string | null> {
  if (format === 'static') {
    const meta = await sharp(data).metadata().catch(() => null);
    if (!meta || (meta.format !== 'png' && meta.format !== 'webp')) return 'Bad Request: STICKER_PNG_NOPNG';
    const { width, height } = meta;
    if (Math.max(width, height) !== 512 || Math.min(width, height) > 512) return 'Bad Request: STICKER_PNG_DIMENSIONS';
    if (data.length > 512 * 1024) return 'Bad Request: file is too big';
    return null;
  }
  if (format === 'video') {
    if (data.subarray(0, 4).toString('hex') !== '1a45dfa3') return 'Bad Request: STICKER_VIDEO_NOWEBM';
    if (data.length > 256 * 1024) return 'Bad Request: file is too big';
    return null;
  }
  return 'Bad Request: STICKER_FORMAT_INVALID';
}
