/** Page surgery: split, extract, remove, rotate, crop, number, n-up, resize. */
import { z } from 'zod';
import { enumParam, intParam, numberParam, pagesParam, requiredNumber } from '../../../core/tools/params.js';
import { AppError } from '../../../core/errors.js';
import { parsePageRanges } from '../../../core/tools/pages.js';
import { defineTool, type ToolContext, type ToolOutput } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, pageSelection, runToFile, runToZip, validateDocument, validatePages } from '../common.js';
import { intChoiceParam } from '../params.js';
import { cropOverflow } from '../engine/worker/geometry.js';
import { PAPER_SIZES, type Paper } from '../engine/worker/paper.js';
import { documentCaps } from '../limits.js';

export const pdfSplitPages = defineTool({
  id: 35,
  slug: 'pdf-split-pages',
  operation: 'pdf.split',
  kind: 'upload',
  category: 'pdf',
  title: 'Split PDF into pages',
  description: 'One PDF per page (all pages, or the ones chosen), delivered as a ZIP.',
  params: z.object({ pages: pagesParam('all') }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: 'application/zip',
  members: PDF_MIME,
  validate: validatePages,
  run: (ctx) => runToZip(ctx, 'split', {}, 'splitting'),
});

async function keepOrRemovePages(ctx: ToolContext<{ pages: string }>, mode: 'keep' | 'remove'): Promise<ToolOutput> {
  return runToFile(ctx, 'selectPages', { mode, pages: pageSelection(ctx) }, { stage: mode === 'keep' ? 'extracting' : 'removing' });
}

export const pdfExtractPages = defineTool({
  id: 36,
  slug: 'pdf-extract-pages',
  operation: 'pdf.extractPages',
  kind: 'upload',
  category: 'pdf',
  title: 'Extract PDF pages',
  description: 'A new PDF with only the chosen pages, in document order.',
  params: z.object({ pages: pagesParam(undefined, 'Pages to keep, such as 1-3,5 (required)') }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validatePages,
  run: (ctx) => keepOrRemovePages(ctx, 'keep'),
});

export const pdfRemovePages = defineTool({
  id: 37,
  slug: 'pdf-remove-pages',
  operation: 'pdf.removePages',
  kind: 'upload',
  category: 'pdf',
  title: 'Remove PDF pages',
  description: 'The PDF without the chosen pages (at least one page must remain).',
  params: z.object({ pages: pagesParam(undefined, 'Pages to remove, such as 2,4-6 (required)') }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  async validate(params, input, env) {
    await checkPdfInput(input, env, { pages: params.pages, keepOne: true });
  },
  run: (ctx) => keepOrRemovePages(ctx, 'remove'),
});

export const pdfRotate = defineTool({
  id: 38,
  slug: 'pdf-rotate',
  operation: 'pdf.rotate',
  kind: 'upload',
  category: 'pdf',
  title: 'Rotate PDF pages',
  description: 'Turns pages clockwise by 90, 180 or 270 degrees (-90 turns anticlockwise), added to any rotation they had.',
  params: z.object({
    degrees: intChoiceParam([90, 180, 270, -90], 90, 'Clockwise rotation: 90, 180, 270 or -90'),
    pages: pagesParam('all'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validatePages,
  run: (ctx) => runToFile(ctx, 'rotate', { degrees: ctx.params.degrees, pages: pageSelection(ctx) }, { stage: 'rotating' }),
});

const points = (description: string) => numberParam({ min: 0, max: 14400, default: 0, description });
const size = (description: string) => requiredNumber({ min: 1, max: 14400, description });

export const pdfCrop = defineTool({
  id: 39,
  slug: 'pdf-crop',
  operation: 'pdf.crop',
  kind: 'upload',
  category: 'pdf',
  title: 'Crop PDF pages',
  description: 'Sets the visible area of pages: x, y, width and height in points from the top-left corner of the page as shown.',
  params: z.object({
    x: points('Left edge in points from the left of the page'),
    y: points('Top edge in points from the top of the page'),
    crop_width: size('Width in points'),
    crop_height: size('Height in points'),
    pages: pagesParam('all'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  async validate(params, input, env) {
    const probe = await checkPdfInput(input, env, { pages: params.pages, bounds: true });
    const rect = { x: params.x, y: params.y, width: params.crop_width, height: params.crop_height };
    for (const index of parsePageRanges(params.pages, probe.pageCount)) {
      const [w, h] = probe.bounds[index] ?? [0, 0];
      const overflow = cropOverflow(rect, [w, h]);
      if (overflow) {
        const field = overflow === 'width' ? 'crop_width' : 'crop_height';
        throw new AppError(
          'invalid_params',
          `${field}: the crop area must lie inside page ${index + 1} (${w.toFixed(1)}×${h.toFixed(1)} pt)`,
          { field },
        );
      }
    }
  },
  async run(ctx) {
    const { x, y, crop_width: width, crop_height: height } = ctx.params;
    return runToFile(ctx, 'crop', { rect: { x, y, width, height }, pages: pageSelection(ctx) }, { stage: 'cropping' });
  },
});

const POSITIONS = ['bottom-center', 'bottom-left', 'bottom-right', 'top-center', 'top-left', 'top-right'] as const;

export const pdfAddPageNumbers = defineTool({
  id: 48,
  slug: 'pdf-add-page-numbers',
  operation: 'pdf.pageNumbers',
  kind: 'upload',
  category: 'pdf',
  title: 'Add page numbers',
  description: 'Writes page numbers on the chosen pages, counting from `start`, upright as each page is shown.',
  params: z.object({
    direction: enumParam(POSITIONS, 'bottom-center', 'Where the number goes: top or bottom, left, center or right'),
    level: intParam({ min: 6, max: 48, default: 10, description: 'Font size in points (6–48)' }),
    start: intParam({ min: 0, max: 1_000_000, default: 1, description: 'Number of the first numbered page' }),
    pages: pagesParam('all'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validatePages,
  run: (ctx) =>
    runToFile(
      ctx,
      'pageNumbers',
      { position: ctx.params.direction, fontSize: ctx.params.level, start: ctx.params.start, pages: pageSelection(ctx) },
      { stage: 'numbering' },
    ),
});

export const pdfNUp = defineTool({
  id: 49,
  slug: 'pdf-n-up',
  operation: 'pdf.nUp',
  kind: 'upload',
  category: 'pdf',
  title: 'N-up (pages per sheet)',
  description: 'Places 2, 4, 6 or 9 pages on each A4 or Letter sheet, scaled to fit.',
  params: z.object({
    level: intChoiceParam([2, 4, 6, 9], 2, 'Pages per sheet: 2, 4, 6 or 9'),
    preset: enumParam(['a4', 'letter'] as const, 'a4', 'Sheet size: a4 or letter'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validateDocument,
  run: (ctx) => runToFile(ctx, 'nUp', { perSheet: ctx.params.level, paper: ctx.params.preset }, { stage: 'arranging' }),
});

export const pdfPageSize = defineTool({
  id: 50,
  slug: 'pdf-page-size',
  operation: 'pdf.pageSize',
  kind: 'upload',
  category: 'pdf',
  title: 'Change PDF page size',
  description: 'Resizes every page to A3, A4, A5, Letter, Legal or Tabloid (keeping its orientation), content scaled to fit and centred.',
  params: z.object({
    preset: enumParam(Object.keys(PAPER_SIZES) as [Paper, ...Paper[]], 'a4', 'Paper: a3, a4, a5, letter, legal or tabloid'),
  }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validateDocument,
  run: (ctx) => runToFile(ctx, 'pageSize', { paper: ctx.params.preset }, { stage: 'resizing' }),
});

export const pageTools = [pdfSplitPages, pdfExtractPages, pdfRemovePages, pdfRotate, pdfCrop, pdfAddPageNumbers, pdfNUp, pdfPageSize];
