import { Writable } from 'node:stream';

/** Where an upload's bytes are also sent while they arrive (the bucket of an S3 deployment). */
export interface UploadSink {
  /** Settles once the next bytes may follow; a sink never fails the upload (it falls back on the file). */
  write(chunk: Buffer): Promise<void>;
  end(): void;
  /** The request is over: whatever the sink stored and nobody adopted goes (settles once it has). */
  abandon(): Promise<void>;
}

/**
 * An upload written to its local file and to a sink at once: each chunk is taken once both have it, so the sink
 * holds no more than it chooses to. The file decides how the stream ends: its failure (a full disk) is this
 * stream's error, and the stream closes only once the file is closed.
 */
export class MirroredFileStream extends Writable {
  constructor(
    private readonly file: Writable,
    private readonly sink: UploadSink,
  ) {
    super();
    file.once('error', (err) => this.destroy(err));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    let pending = 2;
    let failure: Error | null = null;
    const one = (err?: Error | null) => {
      if (err) failure ??= err;
      if (--pending === 0) done(failure);
    };
    this.file.write(chunk, one);
    this.sink.write(chunk).then(() => one(), () => one());
  }

  override _final(done: (err?: Error | null) => void): void {
    this.sink.end();
    this.file.end(() => done());
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    if (this.file.closed) return done(err);
    this.file.once('close', () => done(err));
    this.file.destroy();
  }
}
