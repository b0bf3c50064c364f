import sharp from 'sharp';
import yauzl from 'yauzl';
import { AppError } from '../../core/errors.js';
import type { ToolLimits } from '../../core/tools/tool.types.js';
import { COMIC_PAGE } from '../shared/detect-zip.js';

/** Bytes read from the start of each picture: enough for any header sharp needs to give the size. */
const HEADER_BYTES = 64 * 1024;

export interface ComicCaps {
  /** Most pictures (pages). */
  maxPages: number;
  /** Most pixels of one picture. */
  maxPixels: number;
  /** Most pixels of all pictures together. */
  maxTotalPixels: number;
  /** Most bytes of all pictures unpacked (the PDF holds every one of them). */
  maxBytes: number;
}

export const comicCaps = (limits: ToolLimits): ComicCaps => ({
  maxPages: limits.maxPdfPages,
  maxPixels: limits.maxInputPixels,
  maxTotalPixels: limits.maxTotalPixels,
  maxBytes: limits.maxOutputBytes,
});

/**
 * Checks a comic book archive before MuPDF opens it: how many pictures, their unpacked size as the central directory
 * declares it (MuPDF inflates no more than that; yauzl refuses an entry that inflates to more), and each picture's
 * pixel size from its header. A zip bomb or a picture bomb is refused here, naming the limit, with nothing decoded.
 */
export async function checkComic(path: string, caps: ComicCaps): Promise<number> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, file) =>
      err || !file ? reject(err ?? new Error('no zip')) : resolve(file),
    ),
  ).catch(() => {
    throw new AppError('unsupported_type', 'the comic book archive could not be read as a ZIP archive');
  });
  let pages = 0;
  let bytes = 0;
  let pixels = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        const visit = async () => {
          if (entry.fileName.endsWith('/') || !COMIC_PAGE.test(entry.fileName)) return;
          if (++pages > caps.maxPages) {
            throw new AppError('file_too_large', `the comic has more than ${caps.maxPages} pictures, which exceeds the limit of ${caps.maxPages} pages`);
          }
          bytes += entry.uncompressedSize;
          if (bytes > caps.maxBytes) {
            throw new AppError('file_too_large', `the comic's pictures unpack to more than ${caps.maxBytes} bytes, which exceeds the limit`);
          }
          const [w, h] = await pictureSize(zip, entry);
          if (w * h > caps.maxPixels) {
            throw new AppError('file_too_large', `the picture ${entry.fileName} (${w}×${h} px) exceeds the limit of ${caps.maxPixels} pixels`);
          }
          pixels += w * h;
          if (pixels > caps.maxTotalPixels) {
            throw new AppError('file_too_large', `the comic's pictures exceed the limit of ${caps.maxTotalPixels} pixels in all`);
          }
        };
        visit().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (pages === 0) throw new AppError('unsupported_type', 'the comic book archive holds no pictures');
  return pages;
}

async function pictureSize(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<[number, number]> {
  const stream = await new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error('no stream')) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  let got = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      got += (chunk as Buffer).length;
      if (got >= HEADER_BYTES) break;
    }
  } catch {
    throw new AppError('unsupported_type', `the picture ${entry.fileName} in the comic could not be read`);
  } finally {
    stream.destroy();
  }
  try {
    const meta = await sharp(Buffer.concat(chunks), { limitInputPixels: false }).metadata();
    return [meta.width ?? 0, meta.pageHeight ?? meta.height ?? 0];
  } catch {
    throw new AppError('unsupported_type', `the picture ${entry.fileName} in the comic is not an image sharp can read`);
  }
}
