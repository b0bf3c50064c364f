/** Stamps, redaction and forms (issue 39): a text watermark, removal of matching text, and AcroForm fields. */
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { colorParam, enumParam, intParam, numberParam, pagesParam, textParam, NO_PARAMS } from '../../../core/tools/params.js';
import type { InputFile, ToolEnv } from '../../../core/tools/tool.types.js';
import { checkPdfInput, pageSelection, runToFile, validatePages } from '../common.js';
import { pdfTool } from '../define.js';
import { runPdfWorker } from '../engine/pool.js';
import { workerLimits } from '../limits.js';

/** The watermark is written with a standard PDF font, which holds the Windows-1252 characters only. */
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]*$/;

export const pdfWatermark = pdfTool({
  id: 210,
  slug: 'pdf-watermark',
  operation: 'pdf.watermark',
  title: 'Watermark PDF (text)',
  description:
    'Writes a text across the chosen pages, once in the middle or tiled over the page, at an angle, in a colour and an opacity. ' +
    'The text is drawn with a standard PDF font: Latin letters, digits and common signs.',
  params: z.object({
    text: textParam({ max: 100, description: 'The words to write (Latin letters, digits and common signs)' }).refine(
      (t) => WIN_ANSI.test(t),
      'must use Latin letters, digits and common signs (a standard PDF font has no others)',
    ),
    level: intParam({ min: 6, max: 200, default: 48, description: 'Font size in points (6–200)' }),
    color: colorParam('#808080', 'Colour as #rrggbb'),
    opacity: numberParam({ min: 0.05, max: 1, default: 0.3, description: 'Opacity from 0.05 (faint) to 1 (solid)' }),
    degrees: intParam({ min: -90, max: 90, default: 45, description: 'Angle of the text in degrees, counter-clockwise (−90 to 90)' }),
    direction: enumParam(['center', 'tile'] as const, 'center', 'center: once in the middle of the page; tile: over the whole page'),
    pages: pagesParam('all'),
  }),
  validate: validatePages,
  run: (ctx) =>
    runToFile(
      ctx,
      'watermark',
      {
        text: ctx.params.text,
        fontSize: ctx.params.level,
        color: ctx.params.color,
        opacity: ctx.params.opacity,
        angle: ctx.params.degrees,
        layout: ctx.params.direction,
        pages: pageSelection(ctx),
      },
      { stage: 'stamping' },
    ),
});

export const pdfRedact = pdfTool({
  id: 211,
  slug: 'pdf-redact',
  operation: 'pdf.redact',
  title: 'Redact PDF',
  description:
    'Removes every occurrence of a text (or a regular expression) from the chosen pages: the words leave the page content, ' +
    'so text extraction and search no longer find them, and a black box marks each place.',
  params: z.object({
    text: textParam({ max: 200, description: 'The text (or pattern) to remove' }),
    match: enumParam(['ignore-case', 'exact', 'regex'] as const, 'ignore-case', 'ignore-case, exact (same case) or regex (a regular expression, case ignored)'),
    pages: pagesParam('all'),
  }),
  validate: validatePages,
  run: (ctx) =>
    runToFile(
      ctx,
      'redact',
      { needle: ctx.params.text, match: ctx.params.match, pages: pageSelection(ctx) },
      { stage: 'redacting', finished: (r) => `redacted ${r.matches} on ${r.pages} pages` },
    ),
});

export const pdfFormFields = pdfTool({
  id: 212,
  slug: 'pdf-form-fields',
  operation: 'pdf.formFields',
  title: 'List PDF form fields',
  description: 'Lists the fillable fields of a PDF form as JSON: name, type, current value, choices and page of each.',
  params: NO_PARAMS,
  output: 'application/json',
  run: (ctx) => runToFile(ctx, 'formFields', {}, { stage: 'reading', ext: 'json', mime: 'application/json', finished: (r) => `${r.fields} fields` }),
});

/** The `fields` parameter: a JSON object of field name → text or true/false, at most 64 KB. */
const fieldValues = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(z.string().min(1).max(200), z.union([z.string().max(10_000), z.boolean()]), {
      error: 'must be a JSON object of field names to text or true/false, e.g. {"name": "Ada", "agree": true}',
    })
    .refine((o) => Object.keys(o).length >= 1 && Object.keys(o).length <= 500, 'must name between 1 and 500 fields')
    .refine((o) => JSON.stringify(o).length <= 65_536, 'must be at most 64 KB of JSON')
    .describe('The values to set: a JSON object of field name → text (a choice by its text) or true/false for a checkbox'),
);

/** Before the job is queued: every named field exists and can be filled, so a typo is a 422 naming it, not a failed job. */
async function validateFill(params: { fields: Record<string, string | boolean> }, input: InputFile | null, env: ToolEnv): Promise<void> {
  await checkPdfInput(input, env);
  const { names } = await runPdfWorker(
    'formFieldNames',
    { input: input!.path, limits: workerLimits(env.limits) },
    { pool: env.pdf, signal: AbortSignal.timeout(60_000), timeoutMs: 60_000, limits: env.limits },
  );
  const byName = new Map(names.map((n) => [n.name, n]));
  for (const [name, value] of Object.entries(params.fields)) {
    const field = byName.get(name);
    if (!field) {
      const known = names.slice(0, 20).map((n) => n.name).join(', ');
      throw new AppError('invalid_params', `fields: the form has no field named "${name}"${known ? ` (it has: ${known})` : ' (it has no fields)'}`, { field: 'fields' });
    }
    if (field.read_only) throw new AppError('invalid_params', `fields: "${name}" is read-only`, { field: 'fields' });
    if (field.options && typeof value === 'string' && !field.options.includes(value)) {
      throw new AppError('invalid_params', `fields: "${name}" takes one of ${field.options.join(', ')}`, { field: 'fields' });
    }
  }
}

export const pdfFillForm = pdfTool({
  id: 213,
  slug: 'pdf-fill-form',
  operation: 'pdf.fillForm',
  title: 'Fill PDF form',
  description:
    'Fills a PDF form from JSON (field name → text, a choice, or true/false for a checkbox); with preset=flatten the values ' +
    'are baked into the pages and the form can no longer be edited.',
  params: z.object({
    fields: fieldValues,
    preset: enumParam(['keep', 'flatten'] as const, 'keep', 'keep: the form stays fillable; flatten: the values become part of the page'),
  }),
  validate: validateFill,
  run: (ctx) =>
    runToFile(ctx, 'fillForm', { values: ctx.params.fields, flatten: ctx.params.preset === 'flatten' }, { stage: 'filling', finished: (r) => `filled ${r.filled}` }),
});
