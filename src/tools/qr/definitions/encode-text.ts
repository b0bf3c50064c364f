import { join } from 'node:path';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import { defineTool, type InputFile } from '../../../core/tools/tool.types.js';
import { QR_ENCODE_PARAMS, QR_OUTPUT, QR_TEXT_MAX_BYTES, outputFor, readForValidate } from '../encode-common.js';
import { qrCapacityProblem, writeQr, type EcLevel } from '../engine/qr-render.js';
import { readTextInput, stripTrailingNewlines } from '../text-input.js';
import { TEXT_INPUTS } from '../../shared/detect-data.js';

interface TextKind {
  /** How the input is named in messages. */
  what: string;
  /** Content check beyond "UTF-8 and not empty"; returns a problem or null. */
  check?: (text: string) => string | null;
}

async function symbolText(input: InputFile | null, kind: TextKind): Promise<string> {
  if (!input) throw new ToolError('internal', `a ${kind.what} is required`);
  const text = stripTrailingNewlines(await readTextInput(input.path, QR_TEXT_MAX_BYTES, kind.what));
  if (text.trim() === '') throw new ToolError('invalid_input', `the ${kind.what} is empty`);
  const problem = kind.check?.(text);
  if (problem) throw rawToolError(problem);
  return text;
}

async function checkFits(input: InputFile | null, level: EcLevel, kind: TextKind): Promise<void> {
  const text = await readForValidate(() => symbolText(input, kind));
  const problem = qrCapacityProblem(text, level);
  if (problem) throw new AppError('invalid_params', `level: ${problem}`, { field: 'level' });
}

interface Spec {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  accepts: string[];
  kind: TextKind;
}

function qrFromFileTool(spec: Spec) {
  return defineTool({
    id: spec.id,
    slug: spec.slug,
    operation: spec.operation,
    kind: 'upload',
    category: 'qr',
    title: spec.title,
    description: spec.description,
    params: QR_ENCODE_PARAMS,
    accepts: spec.accepts,
    output: QR_OUTPUT,
    limits: { maxTextBytes: QR_TEXT_MAX_BYTES },
    validate: (params, input) => checkFits(input, params.level, spec.kind),
    async run(ctx) {
      const text = await symbolText(ctx.input, spec.kind);
      ctx.progress(20, 'encoding');
      const { ext, mime } = outputFor(ctx.params.format);
      const name = `${ctx.baseName}.${ext}`;
      const path = join(ctx.workDir, name);
      await writeQr(text, ctx.params, path);
      ctx.progress(100);
      return { path, name, mime };
    },
  });
}

export const qrFromTextFile = qrFromFileTool({
  id: 119,
  slug: 'qr-from-text-file',
  operation: 'qr.encode.text',
  title: 'Text file to QR code',
  description: 'Encodes the content of a UTF-8 text file as one QR code (up to 2331 bytes at level M).',
  accepts: [...TEXT_INPUTS],
  kind: { what: 'text file' },
});

export const qrFromVcard = qrFromFileTool({
  id: 120,
  slug: 'qr-from-vcard',
  operation: 'qr.encode.vcard',
  title: 'vCard to QR code',
  description: 'Turns a contact card (.vcf) into a QR code that phones offer to save as a contact.',
  accepts: ['text/vcard'],
  kind: {
    what: 'vCard',
    // A card cut short would be rejected by the phone that scans it; say so now instead.
    check: (text) => (/^END:VCARD\s*$/im.test(text) ? null : 'the vCard has no END:VCARD line'),
  },
});
