import { join } from 'node:path';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import { defineTool, type InputFile } from '../../../core/tools/tool.types.js';
import { zipFiles } from '../../shared/zip.js';
import { QR_ENCODE_PARAMS, QR_OUTPUT, outputFor, readForValidate } from '../encode-common.js';
import { qrCapacityProblem, writeQr, type EcLevel } from '../engine/qr-render.js';
import { readTextInput } from '../text-input.js';
import { TEXT_INPUTS } from '../../shared/detect-data.js';

export const MAX_BATCH_LINES = 100;
// 100 lines at the largest QR payload, plus line breaks and blank lines.
const MAX_BATCH_BYTES = 512 * 1024;
/** One image per line, so the lines cap the ZIP's files too. */
const BATCH_CAPS = { maxLines: MAX_BATCH_LINES, maxOutputs: MAX_BATCH_LINES, maxTextBytes: MAX_BATCH_BYTES } as const;

async function readLines(input: InputFile | null): Promise<string[]> {
  if (!input) throw new ToolError('internal', 'a text file is required');
  const text = await readTextInput(input.path, BATCH_CAPS.maxTextBytes);
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0) throw new ToolError('invalid_input', 'the text file has no non-empty lines');
  if (lines.length > BATCH_CAPS.maxLines) {
    throw new ToolError('too_large', `the file has ${lines.length} non-empty lines, which exceeds the limit of ${BATCH_CAPS.maxLines} lines`);
  }
  return lines;
}

function firstCapacityProblem(lines: string[], level: EcLevel): string | null {
  for (const [i, line] of lines.entries()) {
    const problem = qrCapacityProblem(line, level);
    if (problem) return `line ${i + 1}: ${problem}`;
  }
  return null;
}

export const qrBatchFromLines = defineTool({
  id: 121,
  slug: 'qr-batch-from-lines',
  operation: 'qr.encode.batch',
  title: 'QR codes from lines',
  description: `One QR code per non-empty line of a text file (at most ${MAX_BATCH_LINES}), delivered as a ZIP of images.`,
  params: QR_ENCODE_PARAMS,
  kind: 'upload',
  category: 'qr',
  accepts: TEXT_INPUTS,
  output: 'application/zip',
  members: QR_OUTPUT,
  limits: BATCH_CAPS,
  async validate(params, input) {
    const lines = await readForValidate(() => readLines(input));
    const problem = firstCapacityProblem(lines, params.level);
    if (problem) throw new AppError('invalid_params', `level: ${problem}`, { field: 'level' });
  },
  async run(ctx) {
    const lines = await readLines(ctx.input);
    const problem = firstCapacityProblem(lines, ctx.params.level);
    if (problem) throw rawToolError(problem);
    const { ext } = outputFor(ctx.params.format);
    const digits = String(lines.length).length;
    const entries: { path: string; name: string }[] = [];
    for (const [i, line] of lines.entries()) {
      if (ctx.signal.aborted) throw new ToolError('internal', 'job cancelled');
      // Numbered names keep the file order equal to the line order and never derive from user text.
      const name = `${ctx.baseName}-${String(i + 1).padStart(Math.max(3, digits), '0')}.${ext}`;
      const path = join(ctx.workDir, name);
      await writeQr(line, ctx.params, path);
      entries.push({ path, name });
      ctx.progress(Math.round(((i + 1) / lines.length) * 90), 'encoding');
    }
    const name = `${ctx.baseName}.zip`;
    const path = join(ctx.workDir, name);
    await zipFiles(entries, path);
    ctx.progress(100);
    return { path, name, mime: 'application/zip' };
  },
});
