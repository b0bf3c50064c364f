/** pdf-compress's target_size: the lossless rewrite first, then images made smaller until the file fits. */
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../core/errors.js';
import type { ToolContext, ToolOutput } from '../../core/tools/tool.types.js';
import { describeBytes } from '../shared/target-size.js';
import { outputFile, PDF_MIME, requireInput, runToFile, workerOptions } from './common.js';
import { runPdfWorker } from './engine/pool.js';
import { workerLimits } from './limits.js';

/** The smallest target pdf-compress takes: a page of text with its font already fills a few kilobytes. */
export const PDF_MIN_TARGET_BYTES = 10_000;

/** The images' JPEG quality and longest side, from barely visible to the least that still reads as a picture. */
export const PDF_FIT_STEPS: ReadonlyArray<{ quality: number; maxSide: number }> = [
  { quality: 80, maxSide: 2400 },
  { quality: 70, maxSide: 1800 },
  { quality: 60, maxSide: 1400 },
  { quality: 50, maxSide: 1000 },
  { quality: 40, maxSide: 700 },
  { quality: 30, maxSide: 500 },
  { quality: 25, maxSide: 300 },
];

const describe = (s: { quality: number; maxSide: number }) => `images as JPEG quality ${s.quality}, at most ${s.maxSide} px`;

/**
 * Writes the document no larger than `targetBytes`: the lossless rewrite when that is enough, else the least lossy
 * step of PDF_FIT_STEPS that fits, found by a binary search over the steps (three tries for seven steps; the size
 * falls with each step). Each try is written from the original to a file of its own, so the best one found is kept.
 * Fails naming the smallest size reached, at the last step, which is then what the text, fonts and drawings take.
 */
export async function compressPdfToFit(ctx: ToolContext<{ level: number }>, targetBytes: number): Promise<ToolOutput> {
  const lossless = await runToFile(ctx, 'compress', { garbage: ctx.params.level }, { stage: 'compressing' });
  const losslessBytes = (await stat(lossless.path)).size;
  if (losslessBytes <= targetBytes) {
    ctx.progress(100, `fitted: lossless, ${losslessBytes} bytes`);
    return { ...lossless, settings: { targetBytes, reachedBytes: losslessBytes, lossless: true } };
  }
  const input = requireInput(ctx);
  const limits = workerLimits(ctx.env.limits);
  const tried = new Map<number, { path: string; size: number }>();
  const attempt = async (index: number) => {
    const step = PDF_FIT_STEPS[index];
    const path = join(ctx.workDir, `fit-${index}.pdf`);
    const args = { ...step, garbage: ctx.params.level, input: input.path, output: path, limits };
    await runPdfWorker('shrinkImages', args, workerOptions(ctx, `trying ${describe(step)}`));
    const size = (await stat(path)).size;
    tried.set(index, { path, size });
    return size <= targetBytes;
  };
  let lo = 0;
  let hi = PDF_FIT_STEPS.length - 1;
  let best: number | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (await attempt(mid)) {
      best = mid;
      hi = mid - 1;
    } else {
      lo = mid + 1;
    }
  }
  const last = PDF_FIT_STEPS.length - 1;
  if (best === null) {
    const smallest = tried.get(last)?.size ?? losslessBytes;
    throw new ToolError(
      'too_large',
      `the smallest PDF reached is ${describeBytes(smallest)} with ${describe(PDF_FIT_STEPS[last])}, which exceeds the ` +
        `target size of ${describeBytes(targetBytes)}; choose a larger target_size or split the PDF`,
    );
  }
  const out = outputFile(ctx, 'pdf', PDF_MIME);
  const chosen = tried.get(best)!;
  await rename(chosen.path, out.path);
  await Promise.all([...tried.values()].filter((t) => t !== chosen).map((t) => rm(t.path, { force: true })));
  const step = PDF_FIT_STEPS[best];
  ctx.progress(100, `fitted: ${describe(step)}, ${chosen.size} bytes`);
  return { ...out, settings: { targetBytes, reachedBytes: chosen.size, quality: step.quality, maxSide: step.maxSide, lossless: false } };
}
