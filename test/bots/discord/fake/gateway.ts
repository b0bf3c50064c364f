import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/** The bot user the fake gateway announces in READY. */
export interface FakeBotUser {
  id: string;
  username: string;
}

/**
 * A minimal Discord gateway (v10, JSON, no compression): HELLO, IDENTIFY → READY with no guilds,
 * heartbeat ACKs, and dispatches with increasing sequence numbers. Enough for discord.js to reach
 * `clientReady` and receive INTERACTION_CREATE.
 */
export class FakeGateway {
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #ready = new Set<WebSocket>();
  #seq = 0;
  /** IDENTIFY payloads received, newest last. */
  readonly identifies: Array<{ token: string; intents: number; shard: [number, number] | null }> = [];
  heartbeats = 0;
  #waiters: Array<() => void> = [];

  constructor(
    private readonly token: string,
    private readonly applicationId: string,
    private readonly botUser: FakeBotUser,
    private readonly resumeUrl: () => string,
  ) {
    this.#wss.on('connection', (socket) => this.#onConnection(socket));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#wss.emit('connection', ws, req));
  }

  /** Sessions that completed IDENTIFY and got READY. */
  get readyCount(): number {
    return this.#ready.size;
  }

  /** Resolves once some client has identified and received READY. */
  async waitReady(timeoutMs = 10_000): Promise<void> {
    if (this.#ready.size > 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no client identified on the fake gateway')), timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Sends a dispatch event to every ready session. */
  dispatch(event: string, data: unknown): void {
    if (this.#ready.size === 0) throw new Error(`dispatch ${event}: no client is connected`);
    for (const socket of this.#ready) this.#send(socket, { op: 0, s: ++this.#seq, t: event, d: data });
  }

  async close(): Promise<void> {
    for (const client of this.#wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #onConnection(socket: WebSocket): void {
    this.#send(socket, { op: 10, d: { heartbeat_interval: 41_250 } });
    socket.on('message', (raw) => {
      let msg: { op?: number; d?: Record<string, unknown> };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      if (msg.op === 1) {
        this.heartbeats++;
        this.#send(socket, { op: 11 });
      } else if (msg.op === 2) {
        this.#identify(socket, msg.d ?? {});
      }
    });
    socket.on('close', () => this.#ready.delete(socket));
  }

  #identify(socket: WebSocket, d: Record<string, unknown>): void {
    const token = String(d.token ?? '').replace(/^Bot\s+/i, '');
    const shard = Array.isArray(d.shard) && d.shard.length === 2 ? ([Number(d.shard[0]), Number(d.shard[1])] as [number, number]) : null;
    this.identifies.push({ token, intents: Number(d.intents ?? 0), shard });
    if (shard && !(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      socket.close(4010, 'Invalid shard.');
      return;
    }
    if (token !== this.token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    this.#ready.add(socket);
    this.#send(socket, {
      op: 0,
      s: ++this.#seq,
      t: 'READY',
      d: {
        v: 10,
        user: { ...this.botUser, discriminator: '0', avatar: null, bot: true, global_name: null },
        // Listing guilds here would make discord.js wait for GUILD_CREATE before clientReady.
        guilds: [],
        session_id: 'fake-session',
        resume_gateway_url: this.resumeUrl(),
        application: { id: this.applicationId, flags: 0 },
        ...(shard ? { shard } : {}),
        private_channels: [],
      },
    });
    this.#waiters.splice(0).forEach((w) => w());
  }

  #send(socket: WebSocket, payload: unknown): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  }
}
