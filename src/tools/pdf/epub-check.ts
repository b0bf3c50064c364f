import yauzl from 'yauzl';
import { AppError } from '../../core/errors.js';

/**
 * Chapters (XHTML/HTML documents) one EPUB may hold: a book of 20,000 chapters kept MuPDF's layout busy until the
 * job's timeout (issue 37). Real books have tens to a few hundred.
 */
export const MAX_EPUB_CHAPTERS = 2000;
/** Bytes of markup laid out, all chapters together (unpacked): about 30,000 pages of prose. */
export const MAX_EPUB_MARKUP_BYTES = 64 * 1_048_576;

const CHAPTER = /\.(x?html?|xml)$/i;

/**
 * Counts the book's chapters and their unpacked size from the ZIP's central directory (nothing is inflated) and
 * refuses a book over either cap with file_too_large ("exceeds").
 */
export async function checkEpubSize(path: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: false }, (err, file) => (err || !file ? reject(err ?? new Error('no zip')) : resolve(file))),
  ).catch(() => {
    throw new AppError('unsupported_type', 'the EPUB could not be read as a ZIP archive');
  });
  let chapters = 0;
  let markup = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (CHAPTER.test(entry.fileName) && !/^META-INF\//i.test(entry.fileName)) {
        chapters++;
        markup += entry.uncompressedSize;
      }
      if (chapters > MAX_EPUB_CHAPTERS) {
        zip.close();
        resolve();
        return;
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
  if (chapters > MAX_EPUB_CHAPTERS) {
    throw new AppError('file_too_large', `the EPUB has more than ${MAX_EPUB_CHAPTERS} chapters, which exceeds the limit`);
  }
  if (markup > MAX_EPUB_MARKUP_BYTES) {
    throw new AppError('file_too_large', `the EPUB's chapters unpack to ${markup} bytes, which exceeds the limit of ${MAX_EPUB_MARKUP_BYTES}`);
  }
}
