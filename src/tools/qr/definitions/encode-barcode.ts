import { join } from 'node:path';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { defineTool, formatOutput, type InputFile } from '../../../core/tools/tool.types.js';
import { readForValidate } from '../encode-common.js';
import { BARCODE_FORMATS, BARCODE_MIME, BARCODE_PRESETS, encodeBarcode, writeBarcodeFile } from '../engine/barcode-render.js';
import { readTextInput } from '../text-input.js';
import { TEXT_INPUTS } from '../../shared/detect-data.js';

// The roomiest symbology offered (DataMatrix) holds 3116 digits; nothing larger can fit.
const MAX_BARCODE_BYTES = 8 * 1024;

async function barcodeText(input: InputFile | null): Promise<string> {
  if (!input) throw new ToolError('internal', 'a text file is required');
  // Surrounding whitespace and the final line break are never part of a product or serial number.
  const text = (await readTextInput(input.path, MAX_BARCODE_BYTES)).trim();
  if (text === '') throw new ToolError('invalid_input', 'the text file is empty');
  return text;
}

export const barcodeFromTextFile = defineTool({
  id: 122,
  slug: 'barcode-from-text-file',
  operation: 'barcode.encode',
  kind: 'upload',
  category: 'qr',
  title: 'Text file to barcode',
  description:
    'Encodes the text of a file as Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 or Aztec, as SVG or PNG.',
  params: z.object({
    preset: enumParam(BARCODE_PRESETS, 'Code128', 'Symbology'),
    format: enumParam(BARCODE_FORMATS, 'svg', 'Output format'),
    width: intParam({ min: 64, max: 4096, default: 600, description: 'Image width in pixels' }),
  }),
  accepts: TEXT_INPUTS,
  output: formatOutput(BARCODE_MIME),
  limits: { maxTextBytes: MAX_BARCODE_BYTES },
  async validate(params, input) {
    const text = await readForValidate(() => barcodeText(input));
    // A trial encode is the only exact check: each symbology has its own alphabet, length and check digit rules.
    try {
      await encodeBarcode(text, params.preset);
    } catch (err) {
      throw new AppError('invalid_params', `preset: ${err instanceof Error ? err.message : String(err)}`, { field: 'preset' });
    }
  },
  async run(ctx) {
    const text = await barcodeText(ctx.input);
    ctx.progress(20, 'encoding');
    const ext = ctx.params.format;
    const name = `${ctx.baseName}.${ext}`;
    const path = join(ctx.workDir, name);
    await writeBarcodeFile(text, ctx.params, path);
    ctx.progress(100);
    return { path, name, mime: ext === 'svg' ? 'image/svg+xml' : 'image/png' };
  },
});
