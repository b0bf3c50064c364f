import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ToolError } from '../../core/errors.js';

export interface UnzippedFile {
  path: string;
  /** The entry's own file name (folders dropped), as the ZIP named it. */
  name: string;
  /** The entry's whole name, folders kept. */
  entry: string;
}

/**
 * Extracts the files of a ZIP one of our tools wrote into `outDir`, in archive order. Entry names never become
 * paths: each file is written as `<n>.bin` and keeps its name only as a label. More than `maxEntries` files, or
 * more than `maxBytes` unpacked, fails with "exceeds" (the job then says the file is too large).
 */
export async function unzipFiles(
  zipPath: string,
  outDir: string,
  opts: { maxEntries: number; maxBytes: number; signal: AbortSignal; skip?: (entry: string) => boolean },
): Promise<UnzippedFile[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, file) => (err || !file ? reject(err ?? new Error('unzip: no file')) : resolve(file))),
  );
  const files: UnzippedFile[] = [];
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const handle = async () => {
          if (opts.signal.aborted) throw opts.signal.reason;
          if (entry.fileName.endsWith('/') || opts.skip?.(entry.fileName)) return;
          if (files.length >= opts.maxEntries) throw new ToolError('too_large', `the step makes more than ${opts.maxEntries} files, which exceeds the limit`);
          bytes += entry.uncompressedSize;
          if (bytes > opts.maxBytes) throw new ToolError('too_large', `the files of the step together exceed ${opts.maxBytes} bytes`);
          const path = join(outDir, `${files.length}.bin`);
          const stream = await new Promise<NodeJS.ReadableStream>((res, rej) => zip.openReadStream(entry, (err, s) => (err || !s ? rej(err ?? new Error('unzip: no stream')) : res(s))));
          await pipeline(stream, createWriteStream(path), { signal: opts.signal });
          files.push({ path, name: entry.fileName.split('/').pop() || `file-${files.length + 1}`, entry: entry.fileName });
        };
        handle().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
