import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, posix } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ByteRange, FileLinkHeaders, JobFiles, LocalFile, ServedFile } from '../../core/jobs/job.ports.js';
import { DiskJobFiles, inputName } from '../job-files.js';
import { JOB_ID_RE } from '../job-store.js';
import { UploadMirror } from './upload-mirror.js';

export interface S3JobFilesOptions {
  client: S3Client;
  bucket: string;
  /** Start of every key, e.g. `jobs/`: a job's files are `<prefix><jobId>/input.png`, `<prefix><jobId>/work/out.png`. */
  prefix: string;
  /** This process's own DATA_DIR: temporary uploads and run scratch live there, never shared. */
  dataDir: string;
  /** How long a presigned download link works. */
  linkTtlS?: number;
  /** `serve` streams the object through this process instead of handing out a presigned link (S3_PROXY_DOWNLOADS). */
  proxyDownloads?: boolean;
  /**
   * Keep an adopted upload as this process's scratch copy of the input, so a run here need not fetch it back.
   * Only where every job runs (or is removed) in this process — the embedded deployment: in a fleet the copy would
   * stay behind on an api process whose jobs run elsewhere.
   */
  keepInputCopy?: boolean;
  /**
   * How long a run waits for a bucket that does not answer (connection refused, timeouts, 5xx) before its input
   * fetch or output upload fails the job. Default 120 s.
   */
  unreachableWaitMs?: number;
  /** Told each time a run waits for the bucket (the service's log). */
  onWait?: (what: string, err: unknown, waitedMs: number) => void;
  /** Pauses between attempts (tests shorten them). */
  sleep?: (ms: number) => Promise<void>;
}

// Socket-level failures and the SDK's own words for a bucket that is not there right now.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Whether an S3 call failed because the store was out of reach (worth waiting for), not because of the request. */
export function storeUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number }; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout') return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return e.cause !== undefined && e.cause !== err && storeUnreachable(e.cause);
}

/** Parts of a multipart upload: S3's minimum, read from disk as they are sent. */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * Bytes read from disk at a time into a request body. Node's default of 64 KB made a 16 MB input 250 reads, each a
 * thread-pool round trip and a socket write of its own (strace: 242 pread64 per 24 MP job); 1 MB makes it 16.
 */
const READ_CHUNK_BYTES = 1024 * 1024;
/** Parts of one upload in flight at once. */
const PARTS_AT_ONCE = 2;
/** Uploads into the bucket at once per process (each with its parts in flight); the rest wait with their file on disk. */
const UPLOADS_AT_ONCE = 4;
/**
 * Uploads mirrored into the bucket as they arrive, per process. Each holds up to two 5 MB parts in memory: 4 added
 * 48 MB to the peak RSS of 20 concurrent 44 MB uploads in bench/storage.ts, 2 added 24 MB. One more arriving
 * meanwhile is written to disk only and sent from there once checked, as before.
 */
const MIRRORS_AT_ONCE = 2;
/** Where mirrored uploads wait under the prefix until their job's key is known (no job id has this shape). */
const UPLOADS_FOLDER = 'uploads/';
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback, for the presigned response header. */
function disposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Job files in an S3-compatible bucket (AWS, Ceph RGW, MinIO, R2, B2…). The bucket is the store; a run works in a
 * local scratch folder laid out like the disk store (`DATA_DIR/jobs/<id>/`), fetching its input there first and
 * uploading its output before the job is marked completed. Any process of a fleet can then serve any job.
 */
export class S3JobFiles implements JobFiles {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #linkTtlS: number;
  readonly #proxyDownloads: boolean;
  readonly #keepInputCopy: boolean;
  readonly #waitMs: number;
  readonly #onWait: NonNullable<S3JobFilesOptions['onWait']>;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #uploads = new Gate(UPLOADS_AT_ONCE);
  readonly #aborting = new Set<Promise<void>>();
  /** Uploads being mirrored into the bucket, by the temporary file the intake checks. */
  readonly #mirrors = new Map<string, UploadMirror>();
  /** The local scratch, with the disk store's rules for paths, temp uploads and the stale sweep. */
  readonly scratch: DiskJobFiles;

  constructor(opts: S3JobFilesOptions) {
    this.#client = opts.client;
    this.#bucket = opts.bucket;
    this.#prefix = opts.prefix;
    this.#linkTtlS = opts.linkTtlS ?? 300;
    this.#proxyDownloads = opts.proxyDownloads ?? false;
    this.#keepInputCopy = opts.keepInputCopy ?? false;
    this.#waitMs = opts.unreachableWaitMs ?? 120_000;
    this.#onWait = opts.onWait ?? (() => undefined);
    this.#sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.scratch = new DiskJobFiles(opts.dataDir);
  }

  get jobsDir(): string {
    return this.scratch.jobsDir;
  }

  get tmpDir(): string {
    return this.scratch.tmpDir;
  }

  /** The scratch belongs to this process alone, so whatever a previous run left there goes. */
  async init(): Promise<void> {
    await rm(this.scratch.jobsDir, { recursive: true, force: true });
    await this.scratch.init({ shared: false });
  }

  /**
   * Old temporary uploads go: this process's files, and mirrored uploads in the bucket that no request adopted or
   * dropped (their process stopped mid-request). The bucket's share is best effort: one listing per sweep.
   */
  async sweepTemp(maxAgeMs: number, now = Date.now()): Promise<number> {
    const local = await this.scratch.sweepTemp(maxAgeMs, now);
    let remote = 0;
    try {
      let token: string | undefined;
      do {
        const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix + UPLOADS_FOLDER, ContinuationToken: token }));
        const old = (page.Contents ?? []).filter((o) => o.Key && o.LastModified && now - o.LastModified.getTime() > maxAgeMs).map((o) => o.Key!);
        await this.#deleteKeys(old, UPLOADS_FOLDER);
        remote += old.length;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch {
      // The bucket out of reach: the next sweep tries again.
    }
    return local + remote;
  }

  /** Answers whether the bucket answers (health checks). */
  async reachable(): Promise<boolean> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
      return true;
    } catch {
      return false;
    }
  }

  #jobPrefix(jobId: string): string {
    if (!JOB_ID_RE.test(jobId)) throw new Error(`bad job id ${jobId}`);
    return `${this.#prefix}${jobId}/`;
  }

  #key(jobId: string, file: string): string {
    const clean = posix.normalize(file.split('\\').join('/'));
    if (clean.startsWith('/') || clean === '.' || clean.split('/').includes('..')) throw new Error('job file outside its folder');
    return this.#jobPrefix(jobId) + clean;
  }

  /**
   * Streams a local file into the bucket. Its size is known, so each part is read from disk straight into its
   * request (`lib-storage` copies a stream into part-sized buffers first: ~90 MB more for 20 uploads at once); a
   * failed upload aborts its multipart upload, so no part is left behind.
   */
  async #put(key: string, path: string, mime: string): Promise<void> {
    await this.#uploads.run(async () => {
      const { size } = await stat(path);
      const target = { Bucket: this.#bucket, Key: key };
      if (size <= PART_BYTES) {
        await this.#client.send(new PutObjectCommand({ ...target, Body: createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }), ContentLength: size, ContentType: mime }));
        return;
      }
      const { UploadId } = await this.#client.send(new CreateMultipartUploadCommand({ ...target, ContentType: mime }));
      try {
        const count = Math.ceil(size / PART_BYTES);
        const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
        let next = 0;
        const sendParts = async () => {
          for (let n = next++; n < count; n = next++) {
            const start = n * PART_BYTES;
            const end = Math.min(size, start + PART_BYTES) - 1;
            const { ETag } = await this.#client.send(
              new UploadPartCommand({ ...target, UploadId, PartNumber: n + 1, Body: createReadStream(path, { start, end, highWaterMark: READ_CHUNK_BYTES }), ContentLength: end - start + 1 }),
            );
            parts[n] = { ETag, PartNumber: n + 1 };
          }
        };
        await Promise.all(Array.from({ length: Math.min(PARTS_AT_ONCE, count) }, sendParts));
        await this.#client.send(new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }));
      } catch (err) {
        await this.#abandon(target, UploadId);
        throw err;
      }
    });
  }

  /**
   * Aborts a multipart upload that failed, so its parts do not stay in the bucket. When the store itself went away
   * mid-part (the usual reason a part fails), the abort cannot reach it either: it is tried again in the background
   * until the store answers (within the run's wait), while the caller has its failure at once.
   */
  async #abandon(target: { Bucket: string; Key: string }, uploadId: string | undefined): Promise<void> {
    const abort = async () => {
      await this.#client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }));
    };
    try {
      await abort();
    } catch (err) {
      if (!storeUnreachable(err)) return;
      const pending = this.#patiently(`the abort of an unfinished upload to ${target.Key}`, abort).catch(() => undefined);
      this.#aborting.add(pending);
      void pending.finally(() => this.#aborting.delete(pending));
    }
  }

  /** Settles once every abort still waiting for the store has been sent or given up (tests, shutdown). */
  async abortsSettled(): Promise<void> {
    await Promise.all([...this.#aborting]);
  }

  resolve(jobId: string, file: string): string {
    return this.scratch.resolve(jobId, file);
  }

  /**
   * Sends an upload on into the bucket while it arrives (to a temporary key: the job's key is known only once the
   * upload has passed its checks), or null when enough uploads are being mirrored already. The local file is still
   * written for the checks, but never read back to be sent.
   */
  mirrorUpload(tempPath: string): { write(chunk: Buffer): Promise<void>; end(): void; abandon(): Promise<void> } | null {
    if (this.#mirrors.size >= MIRRORS_AT_ONCE || this.#mirrors.has(tempPath)) return null;
    const mirror = new UploadMirror({
      client: this.#client,
      bucket: this.#bucket,
      key: `${this.#prefix}${UPLOADS_FOLDER}${randomBytes(18).toString('base64url')}`,
      release: () => {
        if (this.#mirrors.get(tempPath) === mirror) this.#mirrors.delete(tempPath);
      },
      abandon: (target, uploadId) => this.#abandon(target, uploadId),
    });
    this.#mirrors.set(tempPath, mirror);
    return {
      write: (chunk) => mirror.write(chunk),
      end: () => mirror.end(),
      // A request that ends without its upload adopted (refused, cut off) leaves nothing in the bucket.
      abandon: () => mirror.discard().catch(() => undefined),
    };
  }

  async adoptInput(jobId: string, tempPath: string, ext: string, slot?: number): Promise<string> {
    const name = inputName(ext, slot);
    const key = this.#key(jobId, name);
    if (!(await this.#adoptMirrored(tempPath, key))) await this.#put(key, tempPath, 'application/octet-stream');
    if (this.#keepInputCopy) {
      // The bucket holds it now; the local file becomes the copy the run here reads (renamed, so never partial).
      const copy = this.scratch.resolve(jobId, name);
      await mkdir(dirname(copy), { recursive: true });
      await rename(tempPath, copy);
      return name;
    }
    // Adopting moves the file: the temporary upload is gone once the store holds it.
    await this.scratch.discardTemp(tempPath);
    return name;
  }

  /**
   * Moves a mirrored upload to the job's key by a copy inside the bucket (no byte passes through here) and drops
   * the temporary key. False when there is no whole mirror to move: the caller sends the local file instead.
   */
  async #adoptMirrored(tempPath: string, key: string): Promise<boolean> {
    const mirror = this.#mirrors.get(tempPath);
    if (!mirror) return false;
    try {
      const from = await mirror.stored();
      if (!from) return false;
      const source = `${this.#bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
      await this.#client.send(new CopyObjectCommand({ Bucket: this.#bucket, Key: key, CopySource: source }));
      return true;
    } catch {
      // A copy the store refuses (over its single-copy size, or out of reach): the local file is still here.
      return false;
    } finally {
      await mirror.discard();
    }
  }

  createWorkDir(jobId: string): Promise<string> {
    return this.scratch.createWorkDir(jobId);
  }

  async inputPath(jobId: string, file: string): Promise<string> {
    const path = this.scratch.resolve(jobId, file);
    if (this.#keepInputCopy && (await exists(path))) return path;
    await mkdir(dirname(path), { recursive: true });
    await this.#patiently(`the input of job ${jobId}`, async () => {
      const got = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(jobId, file) }));
      if (!got.Body) throw new Error(`stored input of job ${jobId} has no body`);
      // Written beside and renamed, so a cut-off download never passes for the input.
      const partial = `${path}.part`;
      await pipeline(got.Body as Readable, createWriteStream(partial));
      await rename(partial, path);
    });
    return path;
  }

  /**
   * A job taken while the bucket is out of reach waits for it (backing off up to 5 s a try) rather than failing at
   * once: the job was accepted, and its input is safe in the store.
   */
  async #patiently(what: string, work: () => Promise<void>): Promise<void> {
    let waited = 0;
    for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
      try {
        return await work();
      } catch (err) {
        if (!storeUnreachable(err) || waited >= this.#waitMs) throw err;
        this.#onWait(what, err, waited);
        await this.#sleep(pause);
        waited += pause;
      }
    }
  }

  relativeToJob(jobId: string, absPath: string): string | null {
    return this.scratch.relativeToJob(jobId, absPath);
  }

  async keepOutput(jobId: string, file: string, mime: string): Promise<void> {
    await this.#patiently(`the output of job ${jobId}`, () => this.#put(this.#key(jobId, file), this.scratch.resolve(jobId, file), mime));
  }

  async link(jobId: string, file: string, headers: FileLinkHeaders): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.#bucket,
      Key: this.#key(jobId, file),
      ResponseContentType: headers.mime,
      ResponseContentDisposition: disposition(headers.name, headers.inline),
    });
    return getSignedUrl(this.#client, command, { expiresIn: this.#linkTtlS });
  }

  /** A presigned link to the object, or (proxied) its bytes streamed from the bucket by this process. */
  async serve(jobId: string, file: string, headers: FileLinkHeaders): Promise<ServedFile> {
    // A preview of a type that can run script (HTML, SVG, XML) is always sent from here: the bucket would serve it
    // inline in its own origin, without the sandbox policy and nosniff the HTTP adapter adds (issue 37).
    const active = headers.inline && ACTIVE_TYPES.test(headers.mime);
    if (!this.#proxyDownloads && !active) return { link: await this.link(jobId, file, headers) };
    return { open: (range?: ByteRange) => this.read(jobId, file, range) };
  }

  /**
   * The output where this process ran the job and still has it in its scratch folder; else the object streamed
   * into a temporary file of `tmpDir`, removed on release.
   */
  async localCopy(jobId: string, file: string, tmpDir: string): Promise<LocalFile> {
    const here = this.scratch.resolve(jobId, file);
    try {
      await access(here);
      return { path: here, release: async () => undefined };
    } catch {
      // Not on this machine: fetched below.
    }
    const copy = join(tmpDir, `result-${randomBytes(9).toString('base64url')}`);
    try {
      await pipeline(await this.read(jobId, file), createWriteStream(copy, { mode: 0o600 }));
    } catch (err) {
      await rm(copy, { force: true });
      throw err;
    }
    return { path: copy, release: () => rm(copy, { force: true }) };
  }

  async read(jobId: string, file: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    const got = await this.#client.send(
      new GetObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(jobId, file),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!got.Body) throw new Error(`stored file of job ${jobId} has no body`);
    return got.Body as Readable;
  }

  /** Every key under `prefix`, a page (up to 1000) at a time. */
  async *#keys(prefix: string): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }));
      const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => !!k);
      if (keys.length > 0) yield keys;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async #deleteUnder(prefix: string): Promise<void> {
    for await (const keys of this.#keys(prefix)) await this.#deleteKeys(keys, prefix);
  }

  async #deleteKeys(keys: readonly string[], what: string): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const res = await this.#client.send(
        new DeleteObjectsCommand({ Bucket: this.#bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = res.Errors ?? [];
      if (failed.length > 0) throw new Error(`could not delete ${failed.length} objects under ${what}: ${failed[0]?.Code ?? ''}`);
    }
  }

  /**
   * The named files of the job, deleted in one request with no listing first (a record names them); the prefix is
   * listed only for a caller that cannot name them (a job still running, whose run may be keeping files).
   */
  async #remove(jobId: string, prefix: string, stored: readonly string[] | undefined): Promise<void> {
    if (!stored) return this.#deleteUnder(prefix);
    await this.#deleteKeys([...new Set(stored.map((file) => this.#key(jobId, file)))], prefix);
  }

  async removeInput(jobId: string, stored?: readonly string[]): Promise<void> {
    await this.#remove(jobId, `${this.#jobPrefix(jobId)}input.`, stored);
    // The run is over (or never happens): its scratch copy of input and outputs is no longer needed here.
    await this.scratch.removeAll(jobId);
  }

  async removeWork(jobId: string): Promise<void> {
    await this.#deleteUnder(`${this.#jobPrefix(jobId)}work/`);
    await this.scratch.removeWork(jobId);
  }

  async removeAll(jobId: string, stored?: readonly string[]): Promise<void> {
    await this.#remove(jobId, this.#jobPrefix(jobId), stored);
    await this.scratch.removeAll(jobId);
  }

  async discardTemp(tempPath: string): Promise<void> {
    const mirror = this.#mirrors.get(tempPath);
    if (mirror) await mirror.discard();
    await this.scratch.discardTemp(tempPath);
  }

  size(absPath: string): Promise<number> {
    return this.scratch.size(absPath);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** At most `limit` tasks at once; the others wait in arrival order. */
class Gate {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running++;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** Types a browser runs script in when they are shown inline. */
const ACTIVE_TYPES = /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml|text\/xsl)\b/i;
