import type { ServerResponse } from 'node:http';

/**
 * One piece of an event stream's body, encoded once however many streams carry it: as an HTTP/1.1 chunk
 * (`<length in hex>\r\n<bytes>\r\n`, the framing Node's response would add to each write) and as the bare bytes an
 * HTTP/1.0 answer carries. The two share one allocation.
 */
export interface Frame {
  chunked: Buffer;
  raw: Buffer;
}

export function frameOf(text: string): Frame {
  const length = Buffer.byteLength(text);
  const head = `${length.toString(16)}\r\n`;
  const chunked = Buffer.from(`${head}${text}\r\n`);
  return { chunked, raw: chunked.subarray(head.length, head.length + length) };
}

/** How many streams are written before the event loop gets a turn: about 3 ms of writes on the bench machine. */
const STREAMS_PER_SLICE = 256;

/**
 * The writes of every open event stream of the process. An event goes to every stream of an owner: with 2,000 of
 * them that was 2,000 `res.write` calls (each framing its chunk, corking the socket and uncorking it on the next
 * tick) in one block of about 27 ms CPU, during which no poll or other event was answered. Here a stream's frames
 * wait in its outlet, and the outlets are written `STREAMS_PER_SLICE` at a time, one slice per turn of the event
 * loop, each as one write of preframed bytes straight to its socket. Frames that meet in an outlet (two jobs'
 * progress in the same few milliseconds) leave in one write; the bytes on the wire are the same.
 */
export class StreamWrites {
  readonly #due: Outlet[] = [];
  #next = 0;
  #scheduled = false;

  constructor(private readonly maxBufferedBytes: number) {}

  /** The outlet of one response whose headers are out; `overflow` is called once its client falls too far behind. */
  open(res: ServerResponse, overflow: () => void): Outlet {
    return new Outlet(res, this, this.maxBufferedBytes, overflow);
  }

  /** Puts an outlet with frames waiting in line, and makes sure a slice is coming. */
  queue(outlet: Outlet): void {
    this.#due.push(outlet);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(this.#slice);
  }

  readonly #slice = (): void => {
    this.#scheduled = false;
    const due = this.#due;
    const stop = Math.min(due.length, this.#next + STREAMS_PER_SLICE);
    while (this.#next < stop) due[this.#next++].flush();
    if (this.#next < due.length) {
      this.#scheduled = true;
      setImmediate(this.#slice);
      return;
    }
    due.length = 0;
    this.#next = 0;
  };
}

/**
 * Where one stream's frames wait until its turn. The client's unread bytes (waiting here, in the response and in its
 * socket) are bounded: past `maxBufferedBytes` the stream is given up (`overflow`), so a client that stops reading
 * does not make the server hold every event for it.
 */
export class Outlet {
  #pending: Frame | Frame[] | null = null;
  #pendingBytes = 0;
  #open = true;

  constructor(
    private readonly res: ServerResponse,
    private readonly writes: StreamWrites,
    private readonly maxBufferedBytes: number,
    private readonly overflow: () => void,
  ) {}

  send(frame: Frame): void {
    if (!this.#open) return;
    const pending = this.#pending;
    if (pending === null) {
      this.#pending = frame;
      this.writes.queue(this);
    } else if (Array.isArray(pending)) pending.push(frame);
    else this.#pending = [pending, frame];
    this.#pendingBytes += frame.chunked.length;
    if (this.#pendingBytes + this.res.writableLength > this.maxBufferedBytes) this.#giveUp();
  }

  /** Writes what waits, now: before the stream's last words, and when its turn in the slice comes. */
  flush(): void {
    const pending = this.#pending;
    if (pending === null) return;
    this.#pending = null;
    this.#pendingBytes = 0;
    const res = this.res;
    if (!this.#open || res.writableEnded || res.destroyed) return;
    const socket = res.socket;
    if (socket === null) {
      // A response not yet on its socket (a pipelined request behind another) keeps its writes in order itself.
      for (const frame of Array.isArray(pending) ? pending : [pending]) res.write(frame.raw);
    } else {
      // The headers went out with the stream's first write, so the framing is settled: chunked unless HTTP/1.0.
      const chunked = res.chunkedEncoding;
      const bytes = Array.isArray(pending) ? Buffer.concat(pending.map((f) => (chunked ? f.chunked : f.raw))) : chunked ? pending.chunked : pending.raw;
      socket.write(bytes);
    }
    if (res.writableLength > this.maxBufferedBytes) this.#giveUp();
  }

  /** Nothing more is written; what still waits is dropped. */
  close(): void {
    this.#open = false;
    this.#pending = null;
    this.#pendingBytes = 0;
  }

  #giveUp(): void {
    if (!this.#open) return;
    this.close();
    this.overflow();
  }
}
