/** Native tesseract (Debian's tesseract-ocr), run once per image as a supervised process. */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OcrEngine, OcrImage, OcrPage, OcrRun } from '../../../core/tools/engines/ocr.js';
import { engineEnv, supervise } from './supervise.js';

/**
 * One uniform block of text (tesseract's API default, which tesseract.js keeps), not the CLI's automatic layout (3):
 * measured on the bench's A4 page of numbered lines, automatic layout split the numbers into a column of their own
 * and read them as noise (CER 9.8 %), a single block read every character (0 %). Multi-column pages are read across unless the job asks for `layout=columns`.
 */
export const PAGE_SEGMENTATION = '6';
/** Tesseract's automatic page segmentation (3): columns are found and read one after the other (`layout=columns`). */
export const AUTOMATIC_LAYOUT = '3';

export interface NativeTesseractSetup {
  binary: string;
  tessdata: string;
  languages: readonly string[];
  /** e.g. `5` from /usr/share/tesseract-ocr/5/tessdata, for the start-up summary. */
  version: string | null;
}

export class NativeTesseract implements OcrEngine {
  readonly name: string;
  readonly languages: readonly string[];

  constructor(private readonly setup: NativeTesseractSetup) {
    this.name = `tesseract${setup.version ? ` ${setup.version}` : ''} (native, ${setup.languages.length} languages)`;
    this.languages = [...setup.languages].sort();
  }

  async recognize(images: readonly OcrImage[], languages: readonly string[], run: OcrRun): Promise<OcrPage[]> {
    const pages: OcrPage[] = [];
    const deadline = Date.now() + run.timeoutMs;
    for (const [i, image] of images.entries()) {
      const base = join(run.workDir, `ocr-native-${i + 1}`);
      const args = [image.path, base, '-l', languages.join('+'), '--dpi', String(Math.round(image.dpi)), '--psm', run.layout === 'columns' ? AUTOMATIC_LAYOUT : PAGE_SEGMENTATION, 'txt', 'hocr', 'tsv'];
      const child = spawn(this.setup.binary, args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        // One thread: a job's budget is one core, and OpenMP's extra threads only fight the other jobs for the CPU
        // (measured in bench/documents-ocr.ts).
        env: engineEnv({ TESSDATA_PREFIX: this.setup.tessdata, OMP_THREAD_LIMIT: '1' }),
      });
      await supervise(child, { ...run, timeoutMs: Math.max(1, deadline - Date.now()) }, 'tesseract');
      const [text, hocr, tsv] = await Promise.all(['txt', 'hocr', 'tsv'].map((ext) => readFile(`${base}.${ext}`, 'utf8')));
      pages.push({ text: text!, hocr: hocr!, tsv: tsv! });
      run.onImage?.(i + 1, images.length);
    }
    return pages;
  }
}
