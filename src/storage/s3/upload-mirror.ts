import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Bytes of a part: S3's minimum. Held in memory while they fill, so at most two parts per upload are. */
const PART_BYTES = 5 * 1024 * 1024;

export interface UploadMirrorOptions {
  client: S3Client;
  bucket: string;
  /** The temporary key the bytes go to; the job's key is only known once the upload is checked. */
  key: string;
  /** Told once, when the mirror is settled and its object gone or handed on (frees its place). */
  release: () => void;
  /** Aborts an unfinished multipart upload, retrying while the store is out of reach. */
  abandon: (target: { Bucket: string; Key: string }, uploadId: string | undefined) => Promise<void>;
}

/**
 * An upload's bytes sent on into the bucket as they arrive, beside the local file the intake checks. The request
 * waits for a part only while the one before it is still in flight, so at most two parts of memory are held. The
 * mirror never fails the request: a bucket error only makes `stored` answer null, and the caller sends the local
 * file instead, as before the mirror existed.
 */
export class UploadMirror {
  readonly #o: UploadMirrorOptions;
  #chunks: Buffer[] = [];
  #buffered = 0;
  #uploadId: string | undefined;
  #parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
  #inflight: Promise<void> = Promise.resolve();
  #failure: unknown = null;
  #finish: Promise<boolean> | null = null;
  #discarded = false;
  #released = false;

  constructor(o: UploadMirrorOptions) {
    this.#o = o;
  }

  get key(): string {
    return this.#o.key;
  }

  /** Takes the next bytes; the promise settles once they may be followed (the part before is sent). */
  async write(chunk: Buffer): Promise<void> {
    if (this.#failure || this.#discarded || this.#finish) return;
    this.#chunks.push(chunk);
    this.#buffered += chunk.length;
    if (this.#buffered < PART_BYTES) return;
    const part = this.#take();
    await this.#inflight;
    if (this.#failure || this.#discarded) return;
    this.#inflight = this.#sendPart(part).catch((err: unknown) => void (this.#failure ??= err));
  }

  /** Every byte is written: the last part (or the one small object) goes, and the upload is completed. */
  end(): void {
    this.#finish ??= this.#complete().then(
      () => true,
      (err: unknown) => {
        this.#failure ??= err;
        return false;
      },
    );
  }

  /** The temporary key holding every byte of the upload, or null when the mirror failed or was cut off. */
  async stored(): Promise<string | null> {
    if (!this.#finish || this.#discarded) return null;
    return (await this.#finish) && !this.#failure ? this.#o.key : null;
  }

  /**
   * Removes whatever the mirror put in the bucket (the parts of an unfinished upload, or the finished object) and
   * frees its place. Safe to call more than once; after an adoption it only deletes the temporary key.
   */
  async discard(): Promise<void> {
    if (this.#discarded) return;
    this.#discarded = true;
    this.#chunks = [];
    await this.#inflight;
    const finished = this.#finish ? await this.#finish : false;
    const target = { Bucket: this.#o.bucket, Key: this.#o.key };
    try {
      if (finished) await this.#o.client.send(new DeleteObjectCommand(target)).catch(() => undefined);
      else if (this.#uploadId) await this.#o.abandon(target, this.#uploadId);
    } finally {
      if (!this.#released) {
        this.#released = true;
        this.#o.release();
      }
    }
  }

  /** The chunks held so far, handed over as they are: joining them would hold each part twice. */
  #take(): { chunks: Buffer[]; size: number } {
    const part = { chunks: this.#chunks, size: this.#buffered };
    this.#chunks = [];
    this.#buffered = 0;
    return part;
  }

  async #sendPart({ chunks, size }: { chunks: Buffer[]; size: number }): Promise<void> {
    const target = { Bucket: this.#o.bucket, Key: this.#o.key };
    this.#uploadId ??= (await this.#o.client.send(new CreateMultipartUploadCommand({ ...target, ContentType: 'application/octet-stream' }))).UploadId;
    const PartNumber = this.#parts.length + 1;
    // Numbered before the request goes, so a later part never takes this one's number.
    this.#parts.push({ ETag: undefined, PartNumber });
    const { ETag } = await this.#o.client.send(new UploadPartCommand({ ...target, UploadId: this.#uploadId, PartNumber, Body: Readable.from(chunks, { objectMode: false }), ContentLength: size }));
    this.#parts[PartNumber - 1] = { ETag, PartNumber };
  }

  async #complete(): Promise<void> {
    await this.#inflight;
    if (this.#failure) throw this.#failure;
    if (this.#discarded) throw new Error('upload mirror discarded');
    const target = { Bucket: this.#o.bucket, Key: this.#o.key };
    const rest = this.#take();
    if (!this.#uploadId) {
      // Smaller than one part: a single put of the whole upload.
      const body = Readable.from(rest.chunks, { objectMode: false });
      await this.#o.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: rest.size, ContentType: 'application/octet-stream' }));
      return;
    }
    if (rest.size > 0) await this.#sendPart(rest);
    await this.#o.client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: this.#uploadId, MultipartUpload: { Parts: this.#parts } }));
  }
}
