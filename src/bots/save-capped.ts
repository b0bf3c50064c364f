import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * Streams a downloaded body into `dest`, failing with `tooLarge()` as soon as more than `maxBytes` have
 * arrived: a size the platform stated beforehand is not trusted. Returns the bytes written; on failure the
 * caller removes `dest`.
 */
export async function saveCapped(
  body: ReadableStream<Uint8Array>,
  dest: string,
  maxBytes: number,
  tooLarge: () => Error,
  signal?: AbortSignal,
): Promise<number> {
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), cap, createWriteStream(dest), { signal });
  return size;
}
