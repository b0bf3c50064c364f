import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ZipEntry {
  /** File on disk to add (unused when `data` is given). */
  path: string;
  /** Name inside the archive. */
  name: string;
  /**
   * The member's bytes, already in memory: added as they are, which spares writing each of many small files to disk
   * only for the archive to open and read it back (500 members: 1,000 opens, reads and closes).
   */
  data?: Buffer;
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
    const options = { compress: !compressedAlready(entry.name) };
    if (entry.data) zip.addBuffer(entry.data, entry.name, options);
    else zip.addFile(entry.path, entry.name, options);
  }
  // yazl reads each member only when its turn comes and reports one it cannot read (gone: a job cancelled or timed
  // out while its files were zipped; or changed size) on the ZipFile itself, not on the output stream. Unheard, that
  // error is thrown out of the process: it took a whole service down. Every error is heard; the first ends the zip.
  const unreadable = new Promise<never>((_, reject) => zip.on('error', reject));
  const out = createWriteStream(outPath);
  zip.end();
  try {
    await Promise.race([pipeline(zip.outputStream, out), unreadable]);
  } catch (err) {
    // The pipeline then closes the archive stream too, and the partial file is left to the job's folder clean-up.
    out.destroy();
    throw err;
  }
}

const STORED = /\.(png|jpe?g|webp|avif|gif|mp3|mp4|m4a|ogg|opus|webm|zip|pdf)$/i;

/** Whether a file's name says it is compressed already, so an archive stores it rather than compress it again. */
export function compressedAlready(name: string): boolean {
  return STORED.test(name);
}
