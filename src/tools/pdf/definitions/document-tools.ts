/** Whole-document tools: compress, rasterise, greyscale, metadata removal, repair, flatten, annotations, images, blank pages. */
import { z } from 'zod';
import { NO_PARAMS, intParam, pagesParam } from '../../../core/tools/params.js';
import type { InputFile, ToolContext, ToolEnv, ToolOutput } from '../../../core/tools/tool.types.js';
import { checkPdfInput, pageSelection, runToFile, runToZip, validatePages } from '../common.js';
import { pdfTool } from '../define.js';
import { rasterCaps } from '../limits.js';
import { compressPdfToFit, PDF_MIN_TARGET_BYTES } from '../fit.js';
import { targetSizeParam } from '../../shared/target-size.js';

/** The image tools' cap on extracted images per job. */
export const MAX_EXTRACTED_IMAGES = 500;

export const pdfCompress = pdfTool({
  id: 40,
  slug: 'pdf-compress',
  operation: 'pdf.compress',
  title: 'Compress PDF (lossless)',
  description:
    'Rewrites the PDF with duplicate objects merged and streams, fonts and images recompressed; nothing visible changes. ' +
    'level 1–4 is how hard unused and duplicate objects are hunted. With target_size, images are made smaller and ' +
    'written as JPEG, step by step, until the file fits.',
  params: z.object({
    level: intParam({ min: 1, max: 4, default: 3, description: 'Garbage collection level (1–4)' }),
    target_size: targetSizeParam(PDF_MIN_TARGET_BYTES),
  }),
  run: (ctx) =>
    ctx.params.target_size !== undefined
      ? compressPdfToFit(ctx, ctx.params.target_size)
      : runToFile(ctx, 'compress', { garbage: ctx.params.level }, {
      stage: 'compressing',
      finished: (result) => (result.keptOriginal ? 'already compact' : 'compressed'),
    }),
});

// Every page is rendered, so the whole document is held to the render cap the tools declare (rasterCaps).
async function validateRaster(params: { level: number }, input: InputFile | null, env: ToolEnv): Promise<void> {
  await checkPdfInput(input, env, { documentCap: rasterCaps(env.limits).maxPages, dpi: params.level });
}

function rasterize(ctx: ToolContext<{ level: number; quality: number }>, gray: boolean): Promise<ToolOutput> {
  const args = { dpi: ctx.params.level, quality: ctx.params.quality, gray };
  return runToFile(ctx, 'rasterize', args, { stage: 'rendering', maxPages: rasterCaps(ctx.env.limits).maxPages });
}

const rasterParams = (dpi: { min: number; max: number; default: number }, quality: number) =>
  z.object({
    level: intParam({ ...dpi, description: `Resolution in dpi (${dpi.min}–${dpi.max})` }),
    quality: intParam({ min: 1, max: 100, default: quality, description: 'JPEG quality (1–100)' }),
  });

export const pdfRasterizeCompress = pdfTool({
  id: 41,
  slug: 'pdf-rasterize-compress',
  operation: 'pdf.rasterize',
  title: 'Compress PDF (rasterise)',
  description: 'Replaces each page by a JPEG image of it: much smaller for scans, but text is no longer selectable.',
  params: rasterParams({ min: 50, max: 300, default: 110 }, 60),
  limits: rasterCaps,
  validate: validateRaster,
  run: (ctx) => rasterize(ctx, false),
});

export const pdfGrayscale = pdfTool({
  id: 42,
  slug: 'pdf-grayscale',
  operation: 'pdf.grayscale',
  title: 'Greyscale PDF',
  description: 'Renders every page in shades of grey (as images: text is no longer selectable).',
  params: rasterParams({ min: 36, max: 600, default: 150 }, 80),
  limits: rasterCaps,
  validate: validateRaster,
  run: (ctx) => rasterize(ctx, true),
});

export const pdfStripMetadata = pdfTool({
  id: 44,
  slug: 'pdf-strip-metadata',
  operation: 'pdf.stripMetadata',
  title: 'Remove PDF metadata',
  description: 'Removes the title, author, dates, producer and XMP metadata from the PDF.',
  params: NO_PARAMS,
  run: (ctx) => runToFile(ctx, 'stripMetadata', {}, { stage: 'cleaning' }),
});

export const pdfRepair = pdfTool({
  id: 45,
  slug: 'pdf-repair',
  operation: 'pdf.repair',
  title: 'Repair PDF',
  description: 'Rebuilds a damaged or truncated PDF’s structure and saves a clean copy of what can be recovered.',
  params: NO_PARAMS,
  run: (ctx) =>
    runToFile(ctx, 'repair', {}, {
      stage: 'repairing',
      finished: (result) => ('repaired' in result && result.repaired ? 'repaired' : 'no damage found'),
    }),
});

export const pdfFlatten = pdfTool({
  id: 46,
  slug: 'pdf-flatten',
  operation: 'pdf.flatten',
  title: 'Flatten PDF',
  description: 'Burns annotations and filled form fields into the pages, so they can no longer be edited.',
  params: NO_PARAMS,
  run: (ctx) => runToFile(ctx, 'flatten', {}, { stage: 'flattening' }),
});

export const pdfRemoveAnnotations = pdfTool({
  id: 47,
  slug: 'pdf-remove-annotations',
  operation: 'pdf.removeAnnotations',
  title: 'Remove PDF annotations',
  description: 'Deletes comments, highlights, drawings and other annotations from the chosen pages; form fields stay.',
  params: z.object({ pages: pagesParam('all') }),
  validate: validatePages,
  run: (ctx) => runToFile(ctx, 'removeAnnotations', { pages: pageSelection(ctx) }, { stage: 'removing' }),
});

export const pdfExtractImages = pdfTool({
  id: 51,
  slug: 'pdf-extract-images',
  operation: 'pdf.extractImages',
  title: 'Extract images from PDF',
  description: `Every distinct image on the chosen pages as a PNG at its own resolution, in a ZIP (at most ${MAX_EXTRACTED_IMAGES} images).`,
  params: z.object({ pages: pagesParam('all') }),
  output: 'application/zip',
  members: 'image/png',
  limits: (server) => ({ maxPages: server.maxPdfPages, maxOutputs: MAX_EXTRACTED_IMAGES }),
  validate: validatePages,
  run: (ctx) => runToZip(ctx, 'extractImages', { maxImages: MAX_EXTRACTED_IMAGES }, 'extracting'),
});

export const pdfRemoveBlankPages = pdfTool({
  id: 52,
  slug: 'pdf-remove-blank-pages',
  operation: 'pdf.removeBlank',
  title: 'Remove blank pages',
  description:
    'Drops pages that are (nearly) uniform. level is the largest standard deviation of a page’s grey levels ' +
    '(0–64, at 36 dpi) that still counts as blank: 0 removes only perfectly empty pages.',
  params: z.object({ level: intParam({ min: 0, max: 64, default: 8, description: 'Blankness threshold (0–64)' }) }),
  // The page test renders at 36 dpi, so each page is held to the pixel budget at that resolution.
  async validate(_params, input, env) {
    await checkPdfInput(input, env, { dpi: 36 });
  },
  run: (ctx) =>
    runToFile(ctx, 'removeBlank', { threshold: ctx.params.level }, {
      stage: 'scanning',
      finished: (result) => `removed ${result.removed.length}`,
    }),
});

export const documentTools = [
  pdfCompress,
  pdfRasterizeCompress,
  pdfGrayscale,
  pdfStripMetadata,
  pdfRepair,
  pdfFlatten,
  pdfRemoveAnnotations,
  pdfExtractImages,
  pdfRemoveBlankPages,
];
