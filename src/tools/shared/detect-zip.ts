import yauzl from 'yauzl';
import type { DetectedType } from './detect.js';

export const CBZ_MIME = 'application/vnd.comicbook+zip';

/** Picture files a comic archive holds; anything else but its metadata makes the ZIP an ordinary one. */
export const COMIC_PAGE = /\.(jpe?g|png|gif|webp|bmp|tiff?)$/i;
const COMIC_EXTRA = /(^|\/)(comicinfo\.xml|thumbs\.db|\.ds_store)$|^__macosx\//i;

/** Entries read before a ZIP is judged: a comic's pages are the first thousand entries as much as all of them. */
const ENTRIES_SEEN = 5000;

/**
 * A ZIP file-type could not name: a comic book archive (CBZ) when its files are pictures, read from the central
 * directory only (nothing is inflated).
 */
export async function refineZip(source: string | Buffer): Promise<DetectedType | null> {
  let names: string[];
  try {
    names = await entryNames(source);
  } catch {
    return null;
  }
  const files = names.filter((n) => !n.endsWith('/') && !COMIC_EXTRA.test(n));
  if (files.length > 0 && files.every((n) => COMIC_PAGE.test(n))) return { mime: CBZ_MIME, ext: 'cbz' };
  return null;
}

async function entryNames(source: string | Buffer): Promise<string[]> {
  const options = { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true };
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (err: Error | null, file?: yauzl.ZipFile) => (err || !file ? reject(err ?? new Error('no zip')) : resolve(file));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      if (names.length >= ENTRIES_SEEN) {
        zip.close();
        resolve();
      } else zip.readEntry();
    });
    zip.readEntry();
  });
  return names;
}
