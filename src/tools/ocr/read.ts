/**
 * Reading page images upright. A page is read as it comes; when that reading is unsure (low confidence), it is read
 * again turned a quarter and three quarters (and, if neither is sure either, half a turn), and the reading with the
 * most confident characters wins.
 * This "best of four orientations" works the same with both engines (tesseract.js has no OSD with its LSTM-only
 * core), and an upright page, the common case, costs a single reading.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { ToolError } from '../../core/errors.js';
import type { OcrEngine, OcrImage, OcrPage, OcrRun } from '../../core/tools/engines/ocr.js';
import { meanConfidence, parseTsvWords, readingScore, type OcrWord } from './tsv.js';

export type Rotation = 0 | 90 | 180 | 270;

/** A page image to read, with its pixel size. */
export interface PageImage extends OcrImage {
  width: number;
  height: number;
}

export interface Reading {
  page: OcrPage;
  words: OcrWord[];
  /** Clockwise turn applied to the image before this reading (boxes refer to the turned image). */
  rotation: Rotation;
  /** Size of the image read (the turned one). */
  width: number;
  height: number;
}

/** Below this mean confidence a reading is checked against the other orientations (measured: upright text reads at 85–96, sideways at under 50). */
export const UNSURE_CONFIDENCE = 70;
const QUARTER_TURNS: readonly Rotation[] = [90, 270];
const HALF_TURN: readonly Rotation[] = [180];

function reading(page: OcrPage, rotation: Rotation, image: PageImage): Reading {
  const turned = rotation === 90 || rotation === 270;
  return {
    page,
    words: parseTsvWords(page.tsv),
    rotation,
    width: turned ? image.height : image.width,
    height: turned ? image.width : image.height,
  };
}

export interface ReadOptions {
  /** Turn unsure pages (automatic rotation); off: every page is read once, as it is. */
  autoRotate: boolean;
  /** Called as pages are read: pages done of total, and how many readings were needed for orientation. */
  onPage?(done: number, total: number): void;
}

/** Reads every image with the languages, turning the unsure ones; one engine call per pass. */
export async function readUpright(
  engine: OcrEngine,
  images: readonly PageImage[],
  languages: readonly string[],
  run: Omit<OcrRun, 'onImage'>,
  opts: ReadOptions,
): Promise<Reading[]> {
  if (images.length === 0) return [];
  const deadline = Date.now() + run.timeoutMs;
  const left = (): number => {
    const ms = deadline - Date.now();
    if (ms <= 0) throw new ToolError('timeout', `the OCR job exceeds the time limit of ${run.timeoutMs} ms`);
    return ms;
  };
  const first = await engine.recognize(images, languages, { ...run, timeoutMs: left(), onImage: (d, t) => opts.onPage?.(d, t) });
  const readings = first.map((page, i) => reading(page, 0, images[i]!));
  if (!opts.autoRotate) return readings;
  const unsure = readings.map((r, i) => ({ r, i })).filter(({ r }) => meanConfidence(r.words) < UNSURE_CONFIDENCE);
  if (unsure.length === 0) return readings;

  // Sideways first (a phone photo of a page is most often a quarter turn off); upside down only where neither
  // quarter turn reads with confidence, which saves a reading per sideways page.
  for (const turns of [QUARTER_TURNS, HALF_TURN]) {
    const pending = unsure.filter(({ i }) => meanConfidence(readings[i]!.words) < UNSURE_CONFIDENCE);
    if (pending.length === 0) break;
    const turned: Array<{ index: number; rotation: Rotation; image: PageImage }> = [];
    for (const { i } of pending) {
      const image = images[i]!;
      for (const rotation of turns) {
        const path = join(run.workDir, `ocr-turn-${i + 1}-${rotation}.png`);
        await sharp(image.path, { limitInputPixels: false }).rotate(rotation).png({ compressionLevel: 1 }).toFile(path);
        turned.push({ index: i, rotation, image: { ...image, path } });
      }
    }
    const again = await engine.recognize(
      turned.map((t) => t.image),
      languages,
      { ...run, timeoutMs: left() },
    );
    for (const [k, t] of turned.entries()) {
      const candidate = reading(again[k]!, t.rotation, images[t.index]!);
      if (readingScore(candidate.words) > readingScore(readings[t.index]!.words)) readings[t.index] = candidate;
    }
  }
  return readings;
}

/** A point of the turned image back on the image as it came (the inverse of a clockwise turn). */
export function unturn([x, y]: [number, number], rotation: Rotation, original: { width: number; height: number }): [number, number] {
  switch (rotation) {
    case 90:
      return [y, original.height - x];
    case 180:
      return [original.width - x, original.height - y];
    case 270:
      return [original.width - y, x];
    default:
      return [x, y];
  }
}
