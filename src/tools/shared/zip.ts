import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ZipEntry {
  /** File on disk to add. */
  path: string;
  /** Name inside the archive. */
  name: string;
}

/**
 * Streams files into one ZIP. Already-compressed formats are stored, not deflated again,
 * which saves CPU and keeps the archive the same size.
 */
export async function zipFiles(entries: readonly ZipEntry[], outPath: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`zip: duplicate entry name ${entry.name}`);
    seen.add(entry.name);
    zip.addFile(entry.path, entry.name, { compress: !STORED.test(entry.name) });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(outPath));
}

const STORED = /\.(png|jpe?g|webp|avif|gif|mp3|mp4|m4a|ogg|opus|webm|zip|pdf)$/i;
