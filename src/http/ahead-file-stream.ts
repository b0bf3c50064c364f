import { createWriteStream, type WriteStream } from 'node:fs';
import { Writable } from 'node:stream';

/** Bytes an upload may run ahead of its file: enough to keep the socket busy, small next to the upload limit. */
const AHEAD_BYTES = 1024 * 1024;

/**
 * A file being written that takes each chunk as soon as the disk is no more than AHEAD_BYTES behind. formidable
 * pauses the request until each chunk's write callback, so with a plain file stream the upload stops for every
 * 64 KB write to land; here it keeps flowing and the chunks waiting meanwhile go to disk in one writev. It
 * finishes (and closes) only once every byte is written and the file is closed, and a failed write (a full disk)
 * is this stream's error, so nothing reads a cut file.
 */
export class AheadFileStream extends Writable {
  readonly #file: WriteStream;
  #failure: Error | null = null;

  constructor(path: string) {
    super();
    this.#file = createWriteStream(path, { highWaterMark: AHEAD_BYTES });
    this.#file.once('error', (err) => {
      this.#failure = err;
      this.destroy(err);
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    if (this.#failure) return done(this.#failure);
    if (this.#file.write(chunk)) return done();
    this.#file.once('drain', () => done());
  }

  override _final(done: (err?: Error | null) => void): void {
    if (this.#failure || this.#file.closed) return done(this.#failure);
    this.#file.once('close', () => done(this.#failure));
    this.#file.end();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    if (this.#file.closed) return done(err);
    this.#file.once('close', () => done(err));
    this.#file.destroy();
  }
}
