import type { Readable, Writable } from 'node:stream';

/** Largest message read from the browser: a screenshot within the pixel budget is far below it. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

type Pending = { resolve: (value: Record<string, unknown>) => void; reject: (err: Error) => void; method: string };
type Listener = (params: Record<string, unknown>, sessionId: string | undefined) => void;

/**
 * A Chrome DevTools Protocol client over `--remote-debugging-pipe` (fd 3 to the browser, fd 4 from it; messages are
 * JSON, each ended by a NUL byte). A pipe instead of `--remote-debugging-port` means no debugging port is open on the
 * machine for another local process to drive the browser through.
 */
export class CdpPipe {
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #chunks: Buffer[] = [];
  #buffered = 0;
  #closed: Error | null = null;

  constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
  ) {
    fromBrowser.on('data', (chunk: Buffer) => this.#read(chunk));
    fromBrowser.on('close', () => this.close(new Error('the browser closed its connection')));
    fromBrowser.on('error', (err) => this.close(err));
    toBrowser.on('error', (err) => this.close(err));
  }

  /** Sends one command (to a page when `sessionId` is given) and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closed);
    const id = this.#nextId++;
    const message = JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params });
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: Record<string, unknown>) => void, reject, method });
      this.toBrowser.write(`${message}\0`);
    });
  }

  /** Calls `listener` for each event of this name until the returned function is called. */
  on(event: string, listener: Listener): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Fails every command still waiting; later ones fail at once. */
  close(reason: Error): void {
    if (this.#closed) return;
    this.#closed = reason;
    for (const p of this.#pending.values()) p.reject(reason);
    this.#pending.clear();
  }

  #read(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(0, start); end !== -1; end = chunk.indexOf(0, start)) {
      this.#chunks.push(chunk.subarray(start, end));
      const text = Buffer.concat(this.#chunks).toString('utf8');
      this.#chunks = [];
      this.#buffered = 0;
      this.#dispatch(text);
      start = end + 1;
    }
    if (start < chunk.length) {
      this.#chunks.push(chunk.subarray(start));
      this.#buffered += chunk.length - start;
      if (this.#buffered > MAX_MESSAGE_BYTES) this.close(new Error('the browser sent a message over the size limit'));
    }
  }

  #dispatch(text: string): void {
    let msg: { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: { message?: string }; sessionId?: string };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      return;
    }
    if (typeof msg.id === 'number') {
      const pending = this.#pending.get(msg.id);
      if (!pending) return;
      this.#pending.delete(msg.id);
      if (msg.error) pending.reject(new Error(`${pending.method}: ${msg.error.message ?? 'failed'}`));
      else pending.resolve(msg.result ?? {});
      return;
    }
    if (typeof msg.method === 'string') {
      for (const listener of this.#listeners.get(msg.method) ?? []) listener(msg.params ?? {}, msg.sessionId);
    }
  }
}
