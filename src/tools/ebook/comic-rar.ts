import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Archive, type ArchiveReader, type CompressedFile } from 'libarchive.js/dist/libarchive-node.mjs';
import sharp from 'sharp';
import { AppError } from '../../core/errors.js';
import { COMIC_PAGE } from '../shared/detect-zip.js';
import { zipFiles } from '../shared/zip.js';
import type { ComicCaps } from './comic-check.js';

/** What detection names a RAR archive (file-type); a CBR comic is a RAR of pictures. */
export const RAR_MIME = 'application/x-rar-compressed';

/** Entries of any kind an archive may list before it is refused unread (a comic has pages and a little metadata). */
const MAX_ENTRIES = 5000;
/**
 * Most unpacked bytes per archive byte. Pictures barely compress (JPEG, PNG and WebP are compressed already), so a
 * comic's ratio is near 1; a RAR that claims a hundredfold is a bomb, refused before anything is unpacked.
 */
const MAX_RATIO = 100;
/** What sharp must find in a page's bytes, whatever its name says. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'tiff']);
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

interface Page {
  entry: CompressedFile;
  /** The entry's path inside the archive, as its header names it. */
  path: string;
}

/**
 * The pictures of a comic book RAR (CBR), judged from its headers only: at most MAX_ENTRIES entries, no name that
 * leaves the archive (absolute, a drive, `..`), at most `maxPages` pictures, and their declared unpacked size within
 * `maxBytes` and MAX_RATIO times the archive's size. Nothing is unpacked. Throws AppErrors naming the limit.
 */
async function pagesOf(archive: ArchiveReader, archiveBytes: number, caps: ComicCaps): Promise<Page[]> {
  if ((await archive.hasEncryptedData()) === true) throw new AppError('unsupported_type', 'the comic book archive is encrypted');
  const listed = await archive.getFilesArray();
  if (listed.length > MAX_ENTRIES) throw new AppError('file_too_large', `the comic book archive lists more than ${MAX_ENTRIES} entries, which exceeds the limit`);
  const pages: Page[] = [];
  let declared = 0;
  for (const { file, path: folder } of listed) {
    const path = `${folder}${file.name}`;
    if (/^[\\/]|^[a-z]:|(^|[\\/])\.\.([\\/]|$)|\0/i.test(path)) {
      throw new AppError('unsupported_type', `the comic book archive names a file outside itself (${path.slice(0, 200)})`);
    }
    if (!COMIC_PAGE.test(path)) continue;
    pages.push({ entry: file, path });
    if (pages.length > caps.maxPages) {
      throw new AppError('file_too_large', `the comic has more than ${caps.maxPages} pictures, which exceeds the limit of ${caps.maxPages} pages`);
    }
    declared += file.size;
  }
  if (pages.length === 0) throw new AppError('unsupported_type', 'the comic book archive holds no pictures');
  if (declared > caps.maxBytes) throw new AppError('file_too_large', `the comic's pictures unpack to more than ${caps.maxBytes} bytes, which exceeds the limit`);
  if (declared > MAX_RATIO * Math.max(archiveBytes, 1)) {
    throw new AppError('file_too_large', `the comic's pictures unpack to more than ${MAX_RATIO} times the archive's size, which exceeds the limit`);
  }
  return pages.sort((a, b) => byName.compare(a.path, b.path));
}

async function openRar(path: string): Promise<{ archive: ArchiveReader; bytes: number }> {
  const bytes = (await stat(path)).size;
  const data = await readFile(path);
  try {
    return { archive: await Archive.open(new File([data], 'comic.cbr')), bytes };
  } catch {
    throw new AppError('unsupported_type', 'the comic book archive could not be read as a RAR archive');
  }
}

async function withRar<T>(path: string, use: (archive: ArchiveReader, bytes: number) => Promise<T>): Promise<T> {
  const { archive, bytes } = await openRar(path);
  try {
    return await use(archive, bytes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unsupported_type', 'the comic book archive could not be read as a RAR archive');
  } finally {
    // Ends the archive's worker thread and the WebAssembly memory it holds.
    await archive.close().catch(() => undefined);
  }
}

/** The enqueue check: the archive's headers within the limits (see `pagesOf`). Answers the page count. */
export async function checkComicRar(path: string, caps: ComicCaps): Promise<number> {
  return withRar(path, async (archive, bytes) => (await pagesOf(archive, bytes, caps)).length);
}

/**
 * Unpacks a CBR's pictures one at a time into a CBZ at `outPath`, in name order as `page-0001.<ext>`…, so the ZIP
 * path (its checks, MuPDF's reading) does the rest. Each picture must unpack to exactly its declared size and be a
 * picture in its bytes (sharp reads its header), whatever its name says; names never reach the disk.
 */
export async function comicRarToCbz(path: string, caps: ComicCaps, workDir: string, outPath: string): Promise<number> {
  return withRar(path, async (archive, bytes) => {
    const pages = await pagesOf(archive, bytes, caps);
    const files: Array<{ path: string; name: string }> = [];
    for (const [i, page] of pages.entries()) {
      const data = Buffer.from(await (await page.entry.extract()).arrayBuffer());
      if (data.length !== page.entry.size) {
        throw new AppError('unsupported_type', `the picture ${page.path} unpacks to ${data.length} bytes where the archive declares ${page.entry.size}`);
      }
      const format = await sharp(data, { limitInputPixels: false })
        .metadata()
        .then((m) => m.format as string | undefined)
        .catch(() => undefined);
      if (!format || !PICTURE_FORMATS.has(format)) throw new AppError('unsupported_type', `the file ${page.path} in the comic is not a picture`);
      const name = `page-${String(i + 1).padStart(4, '0')}.${format === 'jpeg' ? 'jpg' : format}`;
      const file = join(workDir, name);
      await writeFile(file, data);
      files.push({ path: file, name });
    }
    await zipFiles(files, outPath);
    return pages.length;
  });
}
