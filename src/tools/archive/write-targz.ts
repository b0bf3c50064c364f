/**
 * A tar.gz streamed from files on disk: each file's tar header, its bytes as read, its padding, then the end blocks,
 * through Node's gzip (zlib compresses on libuv's thread pool, off the event loop). Nothing is held whole in memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ToolError } from '../../core/errors.js';
import { TAR_END, tarFileHeader, tarPadding } from './tar.js';

export interface TarSource {
  /** File on disk. */
  path: string;
  /** Name inside the archive. */
  name: string;
  /** Its size in bytes, as the header declares it. */
  size: number;
}

export async function writeTarGz(files: readonly TarSource[], outPath: string, signal: AbortSignal, onFile?: (done: number) => void): Promise<void> {
  const mtime = Date.now() / 1000;
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const [i, file] of files.entries()) {
      yield tarFileHeader(file.name, file.size, mtime);
      let read = 0;
      for await (const chunk of createReadStream(file.path)) {
        read += (chunk as Buffer).length;
        // A header declares the size before the bytes: a file that grew would shift every member after it.
        if (read > file.size) break;
        yield chunk as Buffer;
      }
      if (read !== file.size) throw new ToolError('internal', `the file ${JSON.stringify(file.name)} changed while it was packed`);
      yield tarPadding(file.size);
      onFile?.(i + 1);
    }
    yield TAR_END;
  }
  await pipeline(Readable.from(blocks(), { objectMode: false }), createGzip(), createWriteStream(outPath), { signal });
}
