import { EventEmitter } from 'node:events';
import sharp from 'sharp';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../../helpers/http.js';
import { FakeGateway, type FakeBotUser } from './gateway.js';
import { checkCommand, checkMessageLimits, checkModal, IS_COMPONENTS_V2, snowflake, type FakeAttachment, type FakeMessage, type ReceivedFile } from './messages.js';

/** One REST request the fake answered, as the tests inspect it. */
export interface RestCall {
  method: string;
  /** Path after `/api/v10`, percent-decoded (`@original`, not `%40original`). */
  path: string;
  query: URLSearchParams;
  /** JSON body, or the parsed `payload_json` of a multipart body. */
  body: Record<string, unknown> | null;
  files: ReceivedFile[];
  status: number;
  auth: string | null;
  at: number;
}

interface InteractionState {
  id: string;
  token: string;
  type: number;
  dispatchedAt: number;
  acknowledged: boolean;
  expired: boolean;
  /** Id of the message `@original` refers to (the response, or the message holding a clicked button). */
  originalId: string | null;
  channelId: string;
}

interface ChannelState {
  id: string;
  type: number;
  guild_id?: string;
  name?: string;
  recipients?: unknown[];
}

/** A guild emoji or sticker the fake keeps, with the image bytes as uploaded. */
export interface FakeExpression {
  id: string;
  name: string;
  animated: boolean;
  mime: string;
  data: Buffer;
  tags?: string;
}

interface FailRule {
  method: string;
  path: RegExp;
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export interface FakeDiscordOptions {
  token?: string;
  applicationId?: string;
  botUser?: FakeBotUser;
  /** Per-file upload limit the fake enforces (413, code 40005); Discord's default is 10 MiB. */
  uploadLimit?: number;
  /** Time within which an interaction must be answered, as on Discord (3 s). */
  ackWindowMs?: number;
  /** The shard count `/gateway/bot` recommends (1). */
  recommendedShards?: number;
}

/**
 * A local stand-in for Discord: REST under /api/v10 (gateway discovery, interaction callbacks, webhook
 * messages incl. `@original`, channel messages, command registration, multipart uploads), a gateway
 * WebSocket, and a CDN route serving the attachments a test puts there. It enforces the rules a bot can
 * get wrong (3-s acknowledgement, one acknowledgement, message limits, upload size) and can answer 429.
 */
export class FakeDiscord {
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: FakeBotUser;
  readonly uploadLimit: number;
  readonly ackWindowMs: number;
  readonly recommendedShards: number;
  readonly calls: RestCall[] = [];
  readonly messages = new Map<string, FakeMessage>();
  readonly channelMessages = new Map<string, FakeMessage[]>();
  readonly commands = new Map<string, unknown[]>();
  /** Answer 400 to any message with the Components V2 flag, as an API that does not take it would. */
  refuseComponentsV2 = false;
  /** The forms (modals) shown, by the token of the interaction they answered. */
  readonly modals = new Map<string, Record<string, unknown>>();
  /** Guild emoji and stickers by guild id. */
  readonly guildEmojis = new Map<string, FakeExpression[]>();
  readonly guildStickers = new Map<string, FakeExpression[]>();
  /** Slots per guild, as a server without boosts has them (50 static emoji, 5 stickers). */
  emojiSlots = 50;
  stickerSlots = 5;
  readonly #interactions = new Map<string, InteractionState>();
  readonly #channels = new Map<string, ChannelState>();
  readonly #cdn = new Map<string, { data: Buffer; type: string }>();
  readonly #failures: FailRule[] = [];
  readonly #events = new EventEmitter();
  readonly #server: Server;
  readonly gateway: FakeGateway;
  #base = '';

  constructor(opts: FakeDiscordOptions = {}) {
    this.token = opts.token ?? 'fake-bot-token';
    this.applicationId = opts.applicationId ?? '100000000000000001';
    this.botUser = opts.botUser ?? { id: this.applicationId, username: 'gametools' };
    this.uploadLimit = opts.uploadLimit ?? 10 * 1024 * 1024;
    this.ackWindowMs = opts.ackWindowMs ?? 3000;
    this.recommendedShards = opts.recommendedShards ?? 1;
    this.#events.setMaxListeners(100);
    this.gateway = new FakeGateway(this.token, this.applicationId, this.botUser, () => this.gatewayUrl);
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(err), code: 0 }));
      });
    });
    this.#server.on('upgrade', (req, socket, head) => {
      if (req.url?.startsWith('/gateway')) this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.#base = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await this.gateway.close();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** What DISCORD_API_URL should be: discord.js appends `/v10`. */
  get apiUrl(): string {
    return `${this.#base}/api`;
  }

  get gatewayUrl(): string {
    return `ws://${this.#base.slice('http://'.length)}/gateway`;
  }

  get baseUrl(): string {
    return this.#base;
  }

  // ---- test hooks -------------------------------------------------------------------------------

  addChannel(channel: ChannelState): void {
    this.#channels.set(channel.id, channel);
  }

  /** Puts a file on the fake CDN and returns the attachment object an interaction carries. */
  putAttachment(data: Buffer, filename: string, contentType: string): FakeAttachment {
    const id = snowflake();
    this.#cdn.set(`${id}/${filename}`, { data, type: contentType });
    const url = `${this.#base}/attachments/${id}/${encodeURIComponent(filename)}`;
    return { id, filename, size: data.length, content_type: contentType, url, proxy_url: url };
  }

  /** The next request matching method and path is answered with 429 and `Retry-After`. */
  rateLimitNext(method: string, path: RegExp, retryAfterS = 0.3): void {
    const body = { message: 'You are being rate limited.', retry_after: retryAfterS, global: false, code: 0 };
    this.#failures.push({
      method,
      path,
      status: 429,
      body,
      headers: {
        'retry-after': String(retryAfterS),
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': String(retryAfterS),
        'x-ratelimit-bucket': 'fakebucket',
        'x-ratelimit-scope': 'user',
      },
    });
  }

  /** The next request matching method and path gets this error answer instead of its normal one. */
  failNext(method: string, path: RegExp, status: number, body: Record<string, unknown>): void {
    this.#failures.push({ method, path, status, body, headers: {} });
  }

  /** Makes an interaction token invalid, as Discord does after 15 minutes (code 50027). */
  expireToken(token: string): void {
    const state = this.#interactions.get(token);
    if (state) state.expired = true;
  }

  /** Sends INTERACTION_CREATE over the gateway and remembers the token so callbacks can be checked. */
  dispatchInteraction(payload: { id: string; token: string; type: number; channel_id?: string; message?: { id: string } }): void {
    this.#interactions.set(payload.token, {
      id: payload.id,
      token: payload.token,
      type: payload.type,
      dispatchedAt: Date.now(),
      acknowledged: false,
      expired: false,
      originalId: payload.message?.id ?? null,
      channelId: payload.channel_id ?? '0',
    });
    this.gateway.dispatch('INTERACTION_CREATE', payload);
  }

  /** The message `@original` of an interaction currently refers to. */
  original(token: string): FakeMessage | undefined {
    const id = this.#interactions.get(token)?.originalId;
    return id ? this.messages.get(id) : undefined;
  }

  /** Adds a bot message to a channel directly, e.g. one a button can then be attached to. */
  seedMessage(channelId: string, body: Record<string, unknown>): FakeMessage {
    return this.#createMessage(channelId, body, [], null);
  }

  /** Resolves with the first call (already made or future) that matches. */
  async waitFor(match: (call: RestCall) => boolean, timeoutMs = 10_000, what = 'a matching request'): Promise<RestCall> {
    const seen = this.calls.find(match);
    if (seen) return seen;
    return new Promise<RestCall>((resolve, reject) => {
      const onCall = (call: RestCall) => {
        if (!match(call)) return;
        clearTimeout(timer);
        this.#events.off('call', onCall);
        resolve(call);
      };
      const timer = setTimeout(() => {
        this.#events.off('call', onCall);
        reject(new Error(`fake Discord: timed out waiting for ${what}`));
      }, timeoutMs);
      this.#events.on('call', onCall);
    });
  }

  /** Calls made with an interaction's token (callback and webhook routes), in order. */
  callsFor(token: string): RestCall[] {
    return this.calls.filter((c) => c.path.includes(`/${token}`));
  }

  // ---- HTTP ---------------------------------------------------------------------------------------

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#base);
    if (req.method === 'GET' && url.pathname.startsWith('/attachments/')) {
      const key = url.pathname.slice('/attachments/'.length).split('/').map(decodeURIComponent).join('/');
      const file = this.#cdn.get(key);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.data.length) });
      res.end(file.data);
      return;
    }
    if (!url.pathname.startsWith('/api/v10/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"404: Not Found","code":0}');
      return;
    }
    const path = decodeURIComponent(url.pathname.slice('/api/v10'.length));
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const { body, files } = await parseBody(raw, req.headers['content-type']);
    const call: RestCall = {
      method,
      path,
      query: url.searchParams,
      body,
      files,
      status: 0,
      auth: req.headers.authorization ?? null,
      at: Date.now(),
    };

    let status: number;
    let payload: unknown;
    let headers: Record<string, string> = {};
    const failIndex = this.#failures.findIndex((f) => f.method === method && f.path.test(path));
    if (failIndex >= 0) {
      const [rule] = this.#failures.splice(failIndex, 1);
      status = rule.status;
      payload = rule.body;
      headers = rule.headers;
    } else {
      try {
        const expression = /^\/guilds\/(\d+)\/(emojis|stickers)$/.exec(path);
        [status, payload] =
          expression && method === 'POST' ? await this.#expression(expression[1], expression[2], call) : this.#route(method, path, call);
      } catch (err) {
        if (!(err instanceof HttpFailure)) throw err;
        status = err.status;
        payload = err.body;
      }
    }
    call.status = status;
    this.calls.push(call);
    if (status === 204) res.writeHead(204, headers).end();
    else {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    }
    this.#events.emit('call', call);
  }

  /**
   * Guild emoji (JSON with a data URI image) and stickers (multipart: `file` with name, tags and description), checked
   * as Discord checks them: the name, the type and byte size of the image (256 KiB for an emoji, 512 KiB PNG or APNG
   * for a sticker) and the guild's free slots (codes 30008 and 30039).
   */
  async #expression(guildId: string, kind: string, call: RestCall): Promise<[number, unknown]> {
    this.#requireAuth(call);
    const invalid = (message: string) => new HttpFailure(400, { message: 'Invalid Form Body', code: 50035, errors: { message } });
    const name = String(call.body?.name ?? '');
    if (kind === 'emojis') {
      if (!/^[A-Za-z0-9_]{2,32}$/.test(name)) throw invalid('name: 2-32 letters, digits or underscores');
      const m = /^data:(image\/(?:png|jpeg|gif|webp|avif));base64,([A-Za-z0-9+/=]+)$/.exec(String(call.body?.image ?? ''));
      if (!m) throw invalid('image: must be a data URI of an image');
      const data = Buffer.from(m[2], 'base64');
      if (data.length > 256 * 1024) throw new HttpFailure(400, { message: 'File cannot be larger than 256.0 kb.', code: 50045 });
      const meta = await sharp(data, { animated: true }).metadata().catch(() => null);
      if (!meta) throw invalid('image: cannot be decoded');
      const list = this.guildEmojis.get(guildId) ?? [];
      if (list.length >= this.emojiSlots) {
        throw new HttpFailure(400, { message: `Maximum number of emojis reached (${this.emojiSlots})`, code: 30008 });
      }
      const emoji = { id: snowflake(), name, animated: (meta.pages ?? 1) > 1, mime: m[1], data };
      this.guildEmojis.set(guildId, [...list, emoji]);
      return [201, { id: emoji.id, name, roles: [], require_colons: true, managed: false, animated: emoji.animated, available: true }];
    }
    const file = call.files.find((f) => f.field === 'file');
    if (!/^.{2,30}$/.test(name)) throw invalid('name: 2-30 characters');
    if (!call.body?.tags) throw invalid('tags: required');
    if (!file) throw invalid('file: required');
    if (file.data.length > 512 * 1024) throw new HttpFailure(400, { message: 'File cannot be larger than 512.0 kb.', code: 50045 });
    const meta = await sharp(file.data).metadata().catch(() => null);
    if (meta?.format !== 'png' || meta.width !== 320 || meta.height !== 320) throw invalid('file: must be a 320x320 PNG or APNG');
    const list = this.guildStickers.get(guildId) ?? [];
    if (list.length >= this.stickerSlots) {
      throw new HttpFailure(400, { message: `Maximum number of stickers reached (${this.stickerSlots})`, code: 30039 });
    }
    const apng = file.data.includes(Buffer.from('acTL'));
    const sticker = { id: snowflake(), name, animated: apng, mime: apng ? 'image/apng' : 'image/png', data: file.data, tags: String(call.body.tags) };
    this.guildStickers.set(guildId, [...list, sticker]);
    return [200, { id: sticker.id, name, tags: sticker.tags, type: 2, format_type: apng ? 2 : 1, guild_id: guildId, available: true }];
  }

  #route(method: string, path: string, call: RestCall): [number, unknown] {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/gateway/bot') {
      this.#requireAuth(call);
      return [
        200,
        {
          url: this.gatewayUrl,
          shards: this.recommendedShards,
          // Large bots get a higher identify concurrency; 16 lets a sharded test client identify without waiting 5 s a shard.
          session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 16 },
        },
      ];
    }
    if (method === 'GET' && path === '/users/@me') {
      this.#requireAuth(call);
      return [200, { ...this.botUser, discriminator: '0', avatar: null, bot: true }];
    }
    if ((m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path)) && method === 'PUT') {
      this.#requireAuth(call);
      if (m[1] !== this.applicationId) throw new HttpFailure(403, { message: 'Missing Access', code: 50001 });
      const list = (Array.isArray(call.body) ? call.body : []) as Array<Record<string, unknown>>;
      const invalid = list.map(checkCommand).find((e) => e !== null);
      if (invalid) throw new HttpFailure(400, { message: 'Invalid Form Body', code: 50035, errors: invalid });
      const stored = list.map((c) => ({ ...c, id: snowflake(), application_id: this.applicationId, version: '1' }));
      this.commands.set(m[2] ? `guild:${m[2]}` : 'global', stored);
      return [200, stored];
    }
    if ((m = /^\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(path)) && method === 'POST') {
      return this.#callback(m[1], m[2], call);
    }
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/([^/]+)$/.exec(path))) {
      return this.#webhookMessage(method, m[1], m[2], m[3], call);
    }
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(path)) && method === 'POST') {
      const state = this.#liveInteraction(m[1], m[2]);
      if (!state.acknowledged) throw new HttpFailure(404, { message: 'Unknown Webhook', code: 10015 });
      this.#checkUpload(call);
      const msg = this.#createMessage(state.channelId, call.body ?? {}, call.files, this.applicationId);
      return [200, msg];
    }
    if ((m = /^\/channels\/(\d+)$/.exec(path)) && method === 'GET') {
      this.#requireAuth(call);
      const channel = this.#channels.get(m[1]);
      if (!channel) throw new HttpFailure(404, { message: 'Unknown Channel', code: 10003 });
      return [200, channel];
    }
    if ((m = /^\/channels\/(\d+)\/messages$/.exec(path)) && method === 'POST') {
      this.#requireAuth(call);
      if (!this.#channels.has(m[1])) throw new HttpFailure(404, { message: 'Unknown Channel', code: 10003 });
      this.#checkUpload(call);
      return [200, this.#createMessage(m[1], call.body ?? {}, call.files, null)];
    }
    if ((m = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path)) && method === 'PATCH') {
      this.#requireAuth(call);
      if (!this.#channels.has(m[1])) throw new HttpFailure(404, { message: 'Unknown Channel', code: 10003 });
      const msg = this.messages.get(m[2]);
      if (!msg || msg.channel_id !== m[1]) throw new HttpFailure(404, { message: 'Unknown Message', code: 10008 });
      // A bot may edit only its own messages (an interaction reply is authored by the application).
      if (msg.author.id !== this.botUser.id) throw new HttpFailure(403, { message: 'Cannot edit a message authored by another user', code: 50005 });
      this.#checkUpload(call);
      this.#patchMessage(msg, call.body ?? {}, call.files);
      return [200, msg];
    }
    if ((m = /^\/users\/(\d+)$/.exec(path)) && method === 'GET') {
      this.#requireAuth(call);
      return [200, { id: m[1], username: `user${m[1]}`, discriminator: '0', avatar: null, global_name: null }];
    }
    if (method === 'POST' && path === '/users/@me/channels') {
      this.#requireAuth(call);
      const recipient = String((call.body as { recipient_id?: string } | null)?.recipient_id ?? '');
      const channel: ChannelState = {
        id: `9${recipient}`.slice(0, 19),
        type: 1,
        recipients: [{ id: recipient, username: `user${recipient}`, discriminator: '0', avatar: null }],
      };
      this.#channels.set(channel.id, channel);
      return [200, channel];
    }
    throw new HttpFailure(404, { message: '404: Not Found', code: 0 });
  }

  #requireAuth(call: RestCall): void {
    if (call.auth !== `Bot ${this.token}`) throw new HttpFailure(401, { message: '401: Unauthorized', code: 0 });
  }

  #liveInteraction(appId: string, token: string): InteractionState {
    const state = this.#interactions.get(token);
    if (appId !== this.applicationId || !state) throw new HttpFailure(404, { message: 'Unknown Webhook', code: 10015 });
    if (state.expired) throw new HttpFailure(401, { message: 'Invalid Webhook Token', code: 50027 });
    return state;
  }

  #callback(id: string, token: string, call: RestCall): [number, unknown] {
    const state = this.#interactions.get(token);
    if (!state || state.id !== id) throw new HttpFailure(404, { message: 'Unknown interaction', code: 10062 });
    if (Date.now() - state.dispatchedAt > this.ackWindowMs) {
      throw new HttpFailure(404, { message: 'Unknown interaction', code: 10062 });
    }
    if (state.acknowledged) {
      throw new HttpFailure(400, { message: 'Interaction has already been acknowledged.', code: 40060 });
    }
    const body = call.body ?? {};
    const type = Number(body.type);
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (type === 8) {
      const choices = (data.choices ?? []) as unknown[];
      if (state.type !== 4) throw new HttpFailure(400, { message: 'Invalid interaction response type', code: 50035 });
      if (choices.length > 25) throw new HttpFailure(400, { message: 'choices: must be 25 or fewer', code: 50035 });
    } else if (type === 4 || type === 5) {
      this.#checkUpload(call);
      const msg = this.#createMessage(state.channelId, type === 5 ? { flags: data.flags } : data, call.files, this.applicationId);
      state.originalId = msg.id;
    } else if (type === 7) {
      const msg = state.originalId ? this.messages.get(state.originalId) : undefined;
      if (!msg) throw new HttpFailure(400, { message: 'Cannot update: no component message', code: 50035 });
      this.#checkUpload(call);
      this.#patchMessage(msg, data, call.files);
    } else if (type === 9) {
      // A form answers a command or a component, never a form's submission or an autocomplete.
      if (state.type !== 2 && state.type !== 3) throw new HttpFailure(400, { message: 'Invalid interaction response type', code: 50035 });
      const breach = checkModal(data);
      if (breach) throw new HttpFailure(400, { message: 'Invalid Form Body', code: 50035, errors: breach });
      this.modals.set(token, data);
    } else if (type !== 6) {
      throw new HttpFailure(400, { message: `unsupported callback type ${type}`, code: 50035 });
    }
    state.acknowledged = true;
    return [204, null];
  }

  #webhookMessage(method: string, appId: string, token: string, which: string, call: RestCall): [number, unknown] {
    const state = this.#liveInteraction(appId, token);
    const id = which === '@original' ? state.originalId : which;
    const msg = id ? this.messages.get(id) : undefined;
    if (!state.acknowledged || !msg) throw new HttpFailure(404, { message: 'Unknown Message', code: 10008 });
    if (method === 'GET') return [200, msg];
    if (method === 'DELETE') {
      this.messages.delete(msg.id);
      return [204, null];
    }
    if (method !== 'PATCH') throw new HttpFailure(405, { message: '405: Method Not Allowed', code: 0 });
    this.#checkUpload(call);
    this.#patchMessage(msg, call.body ?? {}, call.files);
    return [200, msg];
  }

  #checkUpload(call: RestCall): void {
    const sent = (call.body?.data as Record<string, unknown> | undefined) ?? call.body ?? {};
    if (this.refuseComponentsV2 && (Number(sent.flags ?? 0) & IS_COMPONENTS_V2) !== 0) {
      // What an API that does not take the flag answers.
      throw new HttpFailure(400, { message: 'Invalid Form Body', code: 50035, errors: { flags: { _errors: [{ code: 'MESSAGE_FLAGS_INVALID', message: 'Invalid flags' }] } } });
    }
    const limitBreach = checkMessageLimits((call.body?.data as Record<string, unknown> | undefined) ?? call.body ?? {});
    if (limitBreach) throw new HttpFailure(400, { message: 'Invalid Form Body', code: 50035, errors: limitBreach });
    for (const f of call.files) {
      if (f.data.length > this.uploadLimit) throw new HttpFailure(413, { message: 'Request entity too large', code: 40005 });
    }
  }

  #createMessage(channelId: string, body: Record<string, unknown>, files: ReceivedFile[], webhookId: string | null): FakeMessage {
    const msg: FakeMessage = {
      id: snowflake(),
      type: webhookId ? 20 : 0,
      channel_id: channelId,
      author: { ...this.botUser, discriminator: '0', avatar: null, bot: true },
      content: '',
      embeds: [],
      components: [],
      attachments: [],
      flags: 0,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      pinned: false,
      ...(webhookId ? { webhook_id: webhookId, application_id: this.applicationId } : {}),
    };
    this.#patchMessage(msg, body, files);
    msg.edited_timestamp = null;
    this.messages.set(msg.id, msg);
    const list = this.channelMessages.get(channelId) ?? [];
    list.push(msg);
    this.channelMessages.set(channelId, list);
    return msg;
  }

  /** Applies an edit the way Discord does: given fields replace, `attachments` lists what stays. */
  #patchMessage(msg: FakeMessage, body: Record<string, unknown>, files: ReceivedFile[]): void {
    if (typeof body.content === 'string') msg.content = body.content;
    if (Array.isArray(body.embeds)) msg.embeds = body.embeds as FakeMessage['embeds'];
    if (Array.isArray(body.components)) msg.components = body.components as FakeMessage['components'];
    if (typeof body.flags === 'number') msg.flags = body.flags;
    if (body.allowed_mentions !== undefined) msg.allowed_mentions = body.allowed_mentions;
    const uploaded = files.map((f, i) => {
      const att = this.putAttachment(f.data, f.name, f.contentType);
      return { index: String(i), att };
    });
    if (Array.isArray(body.attachments)) {
      const next: FakeAttachment[] = [];
      for (const entry of body.attachments as Array<{ id: string | number }>) {
        const fresh = uploaded.find((u) => u.index === String(entry.id));
        const kept = msg.attachments.find((a) => a.id === String(entry.id));
        if (fresh) next.push(fresh.att);
        else if (kept) next.push(kept);
      }
      msg.attachments = next;
    } else if (uploaded.length > 0) {
      msg.attachments = [...msg.attachments, ...uploaded.map((u) => u.att)];
    }
    msg.edited_timestamp = new Date().toISOString();
  }
}

async function parseBody(raw: Buffer, type: string | undefined): Promise<{ body: Record<string, unknown> | null; files: ReceivedFile[] }> {
  if (raw.length === 0) return { body: null, files: [] };
  if (type?.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    const files: ReceivedFile[] = [];
    let body: Record<string, unknown> | null = null;
    const parts: Array<[string, FormDataEntryValue]> = [];
    form.forEach((value, field) => parts.push([field, value]));
    for (const [field, value] of parts) {
      if (field === 'payload_json' && typeof value === 'string') body = JSON.parse(value) as Record<string, unknown>;
      // Routes such as guild stickers take plain form fields beside the file.
      else if (typeof value === 'string') body = { ...(body ?? {}), [field]: value };
      else {
        files.push({ field, name: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
      }
    }
    return { body, files };
  }
  return { body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, files: [] };
}
