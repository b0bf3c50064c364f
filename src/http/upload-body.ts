import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { AppError, isOutOfSpace } from '../core/errors.js';
import { OUT_OF_SPACE_TEXT } from '../core/jobs/storage-room.js';
import { AheadFileStream } from './ahead-file-stream.js';
import { MirroredFileStream, type UploadSink } from './mirrored-file-stream.js';

export interface UploadBodyOptions {
  /** DATA_DIR/tmp: each multipart request gets its own folder inside it, removed when the request ends. */
  tmpDir: string;
  maxFileBytes: number;
  /** Form fields (not files) a multipart body may carry. */
  maxFields: number;
  log: { info(obj: unknown, msg?: string): void };
  /** `file` parts a body may carry (1 unless a route takes several, as the pipelines route does). */
  maxFiles?: number;
  /** The refusal for more `file` parts than `maxFiles` (400 invalid_request unless given). */
  tooManyFiles?: () => AppError;
  /** The refusal for files over `maxFileBytes` (the generic 413 file_too_large unless given). */
  tooLarge?: () => AppError;
  /**
   * Where each file is also sent while it arrives (the bucket, where job files live in one), or null for a file
   * that is only written here. The file is still written: the intake's checks read it.
   */
  mirror?: ((path: string) => UploadSink | null) | undefined;
}

/** One file per job: a second `file` part is refused. */
const MAX_FILE_PARTS = 1;

// formidable's error codes (FormidableError.code) for the limits that are the client's fault, not size.
const ABORTED = 1002;
const TOO_MANY_FIELDS = 1007;
const TOO_MANY_FILES = 1015;
const TOTAL_TOO_LARGE = 1009;
const FILE_TOO_LARGE = 1016;

/**
 * JSON, urlencoded or multipart bodies. Multipart files stream into a folder of their own under the temp
 * folder; whatever happens (success, refusal, a client that goes away), that folder is removed once every
 * write stream has closed, so a refused request leaves nothing behind. formidable keeps parsing parts after
 * its first error and cleans up only the files it had opened by then, so no file is opened after a failure.
 */
export function uploadBody(opts: UploadBodyOptions): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart')) {
      await plainBody(ctx, async () => undefined);
      await next();
      return;
    }
    const dir = await mkdtemp(join(opts.tmpDir, 'up-'));
    const closing: Array<Promise<void>> = [];
    const streams: Writable[] = [];
    const sinks: UploadSink[] = [];
    let failed = false;
    // Where each file came in the body: formidable lists files as their writes finish, which can reorder them.
    const arrival = new Map<string, number>();
    // A write that fails (a full disk) must end the request as such, never hand a cut file to the type check.
    let writeError: unknown = null;
    const parser = koaBody({
      multipart: true,
      urlencoded: false,
      json: false,
      text: false,
      formidable: {
        uploadDir: dir,
        maxFileSize: opts.maxFileBytes,
        maxTotalFileSize: opts.maxFileBytes,
        maxFiles: opts.maxFiles ?? MAX_FILE_PARTS,
        maxFields: opts.maxFields,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: true,
        minFileSize: 0,
        keepExtensions: false,
        filter: (part) => part.name === 'file' && !failed,
        fileWriteStreamHandler: (file) => {
          const path = (file as unknown as { filepath: string }).filepath;
          arrival.set(path, arrival.size);
          const onDisk = new AheadFileStream(path);
          const sink = opts.mirror?.(path) ?? null;
          if (sink) sinks.push(sink);
          const stream = sink ? new MirroredFileStream(onDisk, sink) : onDisk;
          stream.once('error', (err) => (writeError ??= err));
          streams.push(stream);
          closing.push(new Promise<void>((resolve) => stream.once('close', () => resolve())));
          return stream;
        },
      },
    });
    const cleanUp = async () => {
      failed = true;
      for (const s of streams) if (!s.closed) s.destroy();
      await Promise.all(closing);
      // A mirror whose file was adopted has moved on already; any other is removed before the answer goes.
      await Promise.all(sinks.splice(0).map((sink) => sink.abandon()));
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    };
    try {
      await parser(ctx, async () => undefined);
      // Every file is on disk (or its write failed) before anything reads it or the failure is looked at.
      await Promise.all(closing);
      if (writeError) throw writeError;
      const files = ctx.request.files?.file;
      if (Array.isArray(files)) files.sort((a, b) => (arrival.get(a.filepath) ?? 0) - (arrival.get(b.filepath) ?? 0));
    } catch (err) {
      await cleanUp();
      if (isOutOfSpace(err) || isOutOfSpace(writeError)) throw new AppError('insufficient_storage', OUT_OF_SPACE_TEXT);
      throw refusal(err, ctx, opts);
    }
    try {
      await next();
    } finally {
      // The job service moved the file into its job folder, or refused it; either way this folder is done.
      await cleanUp();
    }
  };
}

const plainBody = koaBody({ multipart: false, jsonLimit: '64kb', formLimit: '64kb', text: false });

/** The parser's failure as the client should hear it; a client that went away is only worth a line at info. */
function refusal(err: unknown, ctx: Koa.Context, { log, maxFields, tooManyFiles, tooLarge }: UploadBodyOptions): unknown {
  const code = (err as { code?: unknown }).code;
  if (code === ABORTED || code === 'ECONNRESET') {
    log.info({ method: ctx.method, path: ctx.path }, 'client aborted the upload');
    return new AppError('invalid_request', 'The upload was aborted.');
  }
  if (code === TOO_MANY_FIELDS) {
    return new AppError('invalid_request', `Too many form fields: at most ${maxFields} are accepted.`);
  }
  if (code === TOO_MANY_FILES) {
    if (tooManyFiles) return tooManyFiles();
    return new AppError('invalid_request', 'Send one file per request, in the field "file".');
  }
  if ((code === TOTAL_TOO_LARGE || code === FILE_TOO_LARGE) && tooLarge) return tooLarge();
  return err;
}
