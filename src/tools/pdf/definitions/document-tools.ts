/** Whole-document tools: compress, rasterise, greyscale, metadata removal, repair, flatten, annotations, images, blank pages. */
import { z } from 'zod';
import { NO_PARAMS, intParam, pagesParam } from '../../../core/tools/params.js';
import { defineTool, type ToolContext, type ToolOutput } from '../../../core/tools/tool.types.js';
import { PDF_MIME, checkPdfInput, pageSelection, runToFile, runToZip, validateDocument, validatePages } from '../common.js';
import type { OpResult } from '../engine/pool.js';
import { documentCaps, rasterCaps } from '../limits.js';

/** The image tools' cap on extracted images per job. */
export const MAX_EXTRACTED_IMAGES = 500;

export const pdfCompress = defineTool({
  id: 40,
  slug: 'pdf-compress',
  operation: 'pdf.compress',
  kind: 'upload',
  category: 'pdf',
  title: 'Compress PDF (lossless)',
  description:
    'Rewrites the PDF with duplicate objects merged and streams, fonts and images recompressed; nothing visible changes. ' +
    'level 1–4 is how hard unused and duplicate objects are hunted.',
  params: z.object({ level: intParam({ min: 1, max: 4, default: 3, description: 'Garbage collection level (1–4)' }) }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validateDocument,
  run: (ctx) =>
    runToFile(ctx, 'compress', { garbage: ctx.params.level }, {
      stage: 'compressing',
      finished: (result) => (result.keptOriginal ? 'already compact' : 'compressed'),
    }),
});

async function rasterize(ctx: ToolContext<{ level: number; quality: number }>, gray: boolean): Promise<ToolOutput> {
  return runToFile(
    ctx,
    'rasterize',
    { dpi: ctx.params.level, quality: ctx.params.quality, gray },
    { stage: 'rendering', maxPages: ctx.env.limits.maxRenderPages },
  );
}

export const pdfRasterizeCompress = defineTool({
  id: 41,
  slug: 'pdf-rasterize-compress',
  operation: 'pdf.rasterize',
  kind: 'upload',
  category: 'pdf',
  title: 'Compress PDF (rasterise)',
  description: 'Replaces each page by a JPEG image of it: much smaller for scans, but text is no longer selectable.',
  params: z.object({
    level: intParam({ min: 50, max: 300, default: 110, description: 'Resolution in dpi (50–300)' }),
    quality: intParam({ min: 1, max: 100, default: 60, description: 'JPEG quality (1–100)' }),
  }),
  accepts: [PDF_MIME],
  limits: rasterCaps,
  output: PDF_MIME,
  async validate(params, input, env) {
    await checkPdfInput(input, env, { documentCap: env.limits.maxRenderPages, dpi: params.level });
  },
  run: (ctx) => rasterize(ctx, false),
});

export const pdfGrayscale = defineTool({
  id: 42,
  slug: 'pdf-grayscale',
  operation: 'pdf.grayscale',
  kind: 'upload',
  category: 'pdf',
  title: 'Greyscale PDF',
  description: 'Renders every page in shades of grey (as images: text is no longer selectable).',
  params: z.object({
    level: intParam({ min: 36, max: 600, default: 150, description: 'Resolution in dpi (36–600)' }),
    quality: intParam({ min: 1, max: 100, default: 80, description: 'JPEG quality (1–100)' }),
  }),
  accepts: [PDF_MIME],
  limits: rasterCaps,
  output: PDF_MIME,
  async validate(params, input, env) {
    await checkPdfInput(input, env, { documentCap: env.limits.maxRenderPages, dpi: params.level });
  },
  run: (ctx) => rasterize(ctx, true),
});

type PlainOp = 'stripMetadata' | 'repair' | 'flatten';

/** A tool that runs one document-to-document worker operation without parameters. */
function plainTool(def: {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  op: PlainOp;
  stage: string;
  finished?: (result: OpResult<PlainOp>) => string;
}) {
  return defineTool({
    id: def.id,
    slug: def.slug,
    operation: def.operation,
    kind: 'upload',
    category: 'pdf',
    title: def.title,
    description: def.description,
    params: NO_PARAMS,
    accepts: [PDF_MIME],
    limits: documentCaps,
    output: PDF_MIME,
    validate: validateDocument,
    run: (ctx) => runToFile(ctx, def.op, {}, { stage: def.stage, finished: def.finished }),
  });
}

export const pdfStripMetadata = plainTool({
  id: 44,
  slug: 'pdf-strip-metadata',
  operation: 'pdf.stripMetadata',
  title: 'Remove PDF metadata',
  description: 'Removes the title, author, dates, producer and XMP metadata from the PDF.',
  op: 'stripMetadata',
  stage: 'cleaning',
});

export const pdfRepair = plainTool({
  id: 45,
  slug: 'pdf-repair',
  operation: 'pdf.repair',
  title: 'Repair PDF',
  description: 'Rebuilds a damaged or truncated PDF’s structure and saves a clean copy of what can be recovered.',
  op: 'repair',
  stage: 'repairing',
  finished: (result) => ('repaired' in result && result.repaired ? 'repaired' : 'no damage found'),
});

export const pdfFlatten = plainTool({
  id: 46,
  slug: 'pdf-flatten',
  operation: 'pdf.flatten',
  title: 'Flatten PDF',
  description: 'Burns annotations and filled form fields into the pages, so they can no longer be edited.',
  op: 'flatten',
  stage: 'flattening',
});

export const pdfRemoveAnnotations = defineTool({
  id: 47,
  slug: 'pdf-remove-annotations',
  operation: 'pdf.removeAnnotations',
  kind: 'upload',
  category: 'pdf',
  title: 'Remove PDF annotations',
  description: 'Deletes comments, highlights, drawings and other annotations from the chosen pages; form fields stay.',
  params: z.object({ pages: pagesParam('all') }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
  validate: validatePages,
  run: (ctx) => runToFile(ctx, 'removeAnnotations', { pages: pageSelection(ctx) }, { stage: 'removing' }),
});

export const pdfExtractImages = defineTool({
  id: 51,
  slug: 'pdf-extract-images',
  operation: 'pdf.extractImages',
  kind: 'upload',
  category: 'pdf',
  title: 'Extract images from PDF',
  description: 'Every distinct image on the chosen pages as a PNG at its own resolution, in a ZIP (at most 500 images).',
  params: z.object({ pages: pagesParam('all') }),
  accepts: [PDF_MIME],
  limits: (server) => ({ maxPages: server.maxPdfPages, maxOutputs: MAX_EXTRACTED_IMAGES }),
  output: 'application/zip',
  members: 'image/png',
  validate: validatePages,
  run: (ctx) => runToZip(ctx, 'extractImages', { maxImages: MAX_EXTRACTED_IMAGES }, 'extracting'),
});

export const pdfRemoveBlankPages = defineTool({
  id: 52,
  slug: 'pdf-remove-blank-pages',
  operation: 'pdf.removeBlank',
  kind: 'upload',
  category: 'pdf',
  title: 'Remove blank pages',
  description:
    'Drops pages that are (nearly) uniform. level is the largest standard deviation of a page’s grey levels ' +
    '(0–64, at 36 dpi) that still counts as blank: 0 removes only perfectly empty pages.',
  params: z.object({ level: intParam({ min: 0, max: 64, default: 8, description: 'Blankness threshold (0–64)' }) }),
  accepts: [PDF_MIME],
  limits: documentCaps,
  output: PDF_MIME,
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
