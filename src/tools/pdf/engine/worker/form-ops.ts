/** Form fields and redaction, done with mupdf (its widgets fill in appearance streams; its redaction rewrites content). */
import * as mupdf from 'mupdf';
import type { OpContext } from './context.js';
import { openPdf, selectPages } from './open.js';
import { CLEAN_SAVE, saveMupdf, writeOutput } from './output.js';
import type { FileOpArgs, WorkerLimits } from './protocol.js';

export interface FormField {
  name: string;
  /** mupdf's field type: text, checkbox, radiobutton, combobox, listbox, button or signature. */
  type: string;
  value: string;
  /** The choices of a combo or list box. */
  options?: string[];
  /** 1-based page the field's widget is on (a field with several widgets is listed at its first). */
  page: number;
  read_only: boolean;
}

/** Most fields one form may have for these tools: a larger one is refused before any is read. */
const MAX_FIELDS = 2_000;

function eachWidget(doc: mupdf.PDFDocument, fn: (widget: mupdf.PDFWidget, index: number) => void): void {
  let seen = 0;
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.loadPage(i);
    for (const widget of page.getWidgets()) {
      if (++seen > MAX_FIELDS) throw new Error(`the form has more than ${MAX_FIELDS} fields, which exceeds the limit for this tool`);
      fn(widget, i);
    }
  }
}

/** Every field of the form, once each, in page order. */
export function readFields(doc: mupdf.PDFDocument): FormField[] {
  const fields = new Map<string, FormField>();
  eachWidget(doc, (w, index) => {
    const name = w.getName();
    if (!name || fields.has(name)) return;
    const type = w.getFieldType();
    fields.set(name, {
      name,
      type,
      value: w.getValue(),
      ...(w.isChoice() ? { options: w.getOptions() } : {}),
      page: index + 1,
      read_only: w.isReadOnly(),
    });
  });
  return [...fields.values()];
}

/** The form's fields as JSON: `{fields: [...]}`. */
export function formFieldsOp(args: { input: string; output: string; limits: WorkerLimits }): { fields: number } {
  const doc = openPdf(args.input, args.limits);
  const fields = readFields(doc);
  writeOutput(args.output, `${JSON.stringify({ fields }, null, 2)}\n`, args.limits);
  return { fields: fields.length };
}

/** The names a fill would touch, for the check before the job is queued. */
export function formFieldNamesOp(args: { input: string; limits: WorkerLimits }): { names: Array<{ name: string; type: string; options?: string[]; read_only: boolean }> } {
  const doc = openPdf(args.input, args.limits);
  return { names: readFields(doc).map(({ name, type, options, read_only }) => ({ name, type, options, read_only })) };
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1', 'checked']);

/** Sets each named field (text, choice, or a checkbox/radio by a boolean or its state name); `flatten` bakes them in. */
export function fillFormOp(args: { input: string; output: string; limits: WorkerLimits; values: Record<string, string | boolean>; flatten: boolean }): {
  filled: number;
} {
  const doc = openPdf(args.input, args.limits);
  const wanted = new Map(Object.entries(args.values));
  const filled = new Set<string>();
  eachWidget(doc, (w) => {
    const name = w.getName();
    if (!wanted.has(name)) return;
    const value = wanted.get(name)!;
    if (w.isReadOnly()) throw new Error(`fields: "${name}" is read-only`);
    if (w.isText()) w.setTextValue(String(value));
    else if (w.isChoice()) w.setChoiceValue(String(value));
    else if (w.isCheckbox() || w.isRadioButton()) {
      const on = typeof value === 'boolean' ? value : TRUE_WORDS.has(String(value).toLowerCase());
      const isOn = w.getValue() !== 'Off' && w.getValue() !== '';
      if (on !== isOn) w.toggle();
    } else {
      throw new Error(`fields: "${name}" is a ${w.getFieldType()} field, which cannot be filled`);
    }
    w.update();
    filled.add(name);
  });
  const missing = [...wanted.keys()].filter((n) => !filled.has(n));
  if (missing.length) throw new Error(`fields: the form has no field named "${missing[0]}"`);
  if (args.flatten) doc.bake(true, true);
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { filled: filled.size };
}

/** Rounds of search-and-redact on one page (500 hits each). */
const MAX_SEARCH_ROUNDS = 20;

export type MatchMode = 'exact' | 'ignore-case' | 'regex';

/**
 * Removes every match of `needle` from the selected pages: the glyphs go from the content stream (text extraction no
 * longer finds them), image pixels under them are blanked, and a black box marks the place.
 */
export async function redactOp(args: FileOpArgs & { needle: string; match: MatchMode }, ctx: OpContext): Promise<{ matches: number; pages: number }> {
  const doc = openPdf(args.input, args.limits);
  const indexes = selectPages(args.pages, doc.countPages());
  const options = args.match === 'exact' ? '' : args.match === 'ignore-case' ? 'ignore-case' : 'regexp,ignore-case';
  let matches = 0;
  let pages = 0;
  for (const [k, index] of indexes.entries()) {
    const page = doc.loadPage(index);
    let found = 0;
    // A search answers at most 500 hits: what is left after redacting them is searched for again.
    for (let round = 0; round < MAX_SEARCH_ROUNDS; round++) {
      const hits = page.search(args.needle, options);
      if (hits.length === 0) break;
      for (const quads of hits) {
        const annot = page.createAnnotation('Redact');
        annot.setQuadPoints(quads);
        annot.update();
      }
      page.applyRedactions(true, mupdf.PDFPage.REDACT_IMAGE_PIXELS, mupdf.PDFPage.REDACT_LINE_ART_NONE, mupdf.PDFPage.REDACT_TEXT_REMOVE);
      found += hits.length;
    }
    matches += found;
    if (found) pages++;
    ctx.progress(k + 1, indexes.length);
    await ctx.tick();
  }
  saveMupdf(doc, args.output, CLEAN_SAVE, args.limits);
  return { matches, pages };
}
