/**
 * Both OCR engines on one drawn page: each reads it within the error-rate aim, and each is held to its job's budget
 * (memory, cancellation) by killing its process.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrEngine, OcrImage } from '../../../src/core/tools/engines/ocr.js';
import { findNativeTesseract, findTesseractJs } from '../../../src/tools/ocr/engine/find.js';
import { characterErrorRate, ENGLISH_LINES, textPagePng } from '../../helpers/ocr-pages.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

let s: Scratch;
let page: OcrImage;

beforeAll(async () => {
  s = await scratch('ocr-engines');
  page = { path: await s.file('page.png', await textPagePng(ENGLISH_LINES)), dpi: 300 };
});
afterAll(() => s.done());

const run = async (name: string, over: { memoryMb?: number; signal?: AbortSignal } = {}) => {
  const workDir = join(s.dir, `${name}-${Math.random().toString(36).slice(2)}`);
  await mkdir(workDir);
  return { signal: over.signal ?? new AbortController().signal, timeoutMs: 60_000, memoryMb: over.memoryMb ?? 1024, workDir };
};

/** Processes whose command line names this folder (the engine runs with its paths inside the job folder). */
function processesIn(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return out.split('\n').filter((l) => l.includes(dir) && !l.startsWith('ps '));
}

const engines: Array<[string, () => OcrEngine | null]> = [
  ['tesseract.js (npm)', () => findTesseractJs()],
  ['native tesseract', () => findNativeTesseract()],
];

describe.each(engines)('%s', (label, find) => {
  const engine = find();
  // tesseract.js arrives with npm ci; the native one where .ci/install-ocr.sh (or the image) installed it.
  const maybe = engine || label.startsWith('tesseract.js') ? it : it.skip;

  maybe('reads the drawn page with a character error rate under 2 %, with words and boxes', async () => {
    const [read] = await engine!.recognize([page], ['eng'], await run('read'));
    expect(characterErrorRate(ENGLISH_LINES.join('\n'), read!.text)).toBeLessThan(0.02);
    expect(read!.tsv).toMatch(/\tquick\s*$/m);
    expect(read!.hocr).toContain('ocrx_word');
  });

  maybe('is killed past its memory budget', async () => {
    await expect(engine!.recognize([page], ['eng'], await run('memory', { memoryMb: 8 }))).rejects.toMatchObject({
      kind: 'too_large',
      message: expect.stringMatching(/exceeds the memory budget of 8 MB/),
    });
  });

  maybe('stops at once when its job is cancelled, leaving no process', async () => {
    const big = { path: await s.file(`big-${label.length}.png`, await sharp(await textPagePng([...ENGLISH_LINES, ...ENGLISH_LINES], { width: 2400, height: 3300 })).png().toBuffer()), dpi: 300 };
    const controller = new AbortController();
    const r = await run('cancel', { signal: controller.signal });
    const pending = engine!.recognize([big], ['eng'], r);
    setImmediate(() => controller.abort());
    await expect(pending).rejects.toMatchObject({ message: 'job cancelled' });
    expect(processesIn(r.workDir)).toEqual([]);
  });
});
