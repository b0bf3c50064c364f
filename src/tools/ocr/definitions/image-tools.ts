/** Images read by OCR: to text (plain, hOCR or TSV with word boxes), and to a searchable PDF. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { enumParam } from '../../../core/tools/params.js';
import { defineTool, formatOutput, type DeclaredCaps, type ToolContext } from '../../../core/tools/tool.types.js';
import { openImage, RASTER_TYPES, sourceOf } from '../../image/engine/sharp.js';
import { outputFile, PDF_MIME, requireInput, workerOptions } from '../../pdf/common.js';
import { runPdfWorker } from '../../pdf/engine/pool.js';
import { workerLimits } from '../../pdf/limits.js';
import { ocrRun } from '../budget.js';
import { checkLanguages, langParam } from '../lang.js';
import { layerWords } from '../layer.js';
import { ocrPixelCap, prepareImage, refuseLargeImage } from '../prepare.js';
import { readUpright, type Reading } from '../read.js';

/** Every image type whose first frame tesseract can be given as pixels. */
export const OCR_IMAGE_TYPES = [...RASTER_TYPES, 'image/bmp'] as const;

export const imageOcrCaps: DeclaredCaps = (server) => ({ maxPixels: ocrPixelCap({ limits: server }) });

const FORMAT_MIMES = { txt: 'text/plain', hocr: 'text/html', tsv: 'text/tab-separated-values' } as const;

/** Reads the uploaded image upright; progress runs 10–90 % over the readings. */
async function readImage(ctx: ToolContext<{ lang: string }>): Promise<{ reading: Reading; image: { width: number; height: number; dpi: number } }> {
  const engine = ctx.env.engines.ocr;
  if (!engine) throw new ToolError('disabled', 'no OCR engine on this server');
  const languages = checkLanguages(ctx.params.lang, ctx.env);
  ctx.progress(5, 'decoding');
  const image = await prepareImage(requireInput(ctx), ctx.env, ctx.workDir);
  ctx.progress(10, 'recognizing');
  const [reading] = await readUpright(engine, [image], languages, ocrRun(ctx), { autoRotate: true });
  ctx.progress(90, reading!.rotation === 0 ? 'recognized' : `recognized (turned ${reading!.rotation}°)`);
  return { reading: reading!, image };
}

const ocrImage = defineTool({
  id: 160,
  slug: 'ocr-image',
  operation: 'ocr.image.text',
  kind: 'upload',
  category: 'ocr',
  engine: 'ocr',
  title: 'Image to text (OCR)',
  description:
    'Reads the text in a photo or scan. txt: plain text; hocr: HTML with every word and its box; tsv: one row per word ' +
    'with its box and confidence. Sideways and upside-down images are turned automatically.',
  params: z.object({
    lang: langParam,
    format: enumParam(['txt', 'hocr', 'tsv'], 'txt', 'txt (plain text), hocr (HTML with word boxes) or tsv (word boxes)'),
    layout: enumParam(['block', 'columns'], 'block', 'block (one block of text, read across the page) or columns (find the text columns and read each in turn)'),
  }),
  accepts: OCR_IMAGE_TYPES,
  output: formatOutput(FORMAT_MIMES),
  limits: imageOcrCaps,
  validate: async (params, input, env) => {
    checkLanguages(params.lang, env);
    await refuseLargeImage(input, env);
  },
  run: async (ctx) => {
    const { reading } = await readImage(ctx);
    const format = ctx.params.format;
    const out = outputFile(ctx, format, FORMAT_MIMES[format]);
    const body = format === 'txt' ? reading.page.text : format === 'hocr' ? reading.page.hocr : reading.page.tsv;
    await writeFile(out.path, body);
    ctx.progress(100);
    return out;
  },
});

/** An image pdf-lib can embed itself (a JPEG as its bytes, a PNG as its pixels) with no EXIF turn pending, else null. */
async function embeddableOriginal(path: string, mime: string): Promise<'jpeg' | 'png' | null> {
  if (mime !== 'image/jpeg' && mime !== 'image/png') return null;
  const meta = await sharp(path, { limitInputPixels: false }).metadata();
  if ((meta.orientation ?? 1) !== 1) return null;
  return mime === 'image/jpeg' ? 'jpeg' : 'png';
}

const ocrImageToPdf = defineTool({
  id: 161,
  slug: 'ocr-image-to-pdf',
  operation: 'ocr.image.pdf',
  kind: 'upload',
  category: 'ocr',
  engine: 'ocr',
  title: 'Image to searchable PDF (OCR)',
  description:
    'Makes a PDF page of the image with its text read by OCR laid invisibly over it, so the text can be searched, ' +
    'selected and copied. A JPEG is embedded byte for byte, other images pixel for pixel.',
  params: z.object({ lang: langParam }),
  accepts: OCR_IMAGE_TYPES,
  output: PDF_MIME,
  limits: imageOcrCaps,
  validate: async (params, input, env) => {
    checkLanguages(params.lang, env);
    await refuseLargeImage(input, env);
  },
  run: async (ctx) => {
    const input = requireInput(ctx);
    const { reading, image } = await readImage(ctx);
    // The page shows the upload itself where pdf-lib can embed it; otherwise a colour PNG decoded upright.
    let kind = await embeddableOriginal(input.path, input.mime);
    let pagePath = input.path;
    if (!kind) {
      pagePath = join(ctx.workDir, 'ocr-page.png');
      const limited = { ...ctx.env, limits: { ...ctx.env.limits, maxInputPixels: ocrPixelCap(ctx.env) } };
      await openImage(await sourceOf(input, limited), limited).png().toFile(pagePath);
      kind = 'png';
    }
    const out = outputFile(ctx, 'pdf', PDF_MIME);
    const made = join(ctx.workDir, 'ocr-image.pdf');
    const limits = workerLimits(ctx.env.limits);
    const opts = workerOptions(ctx, 'writing');
    await runPdfWorker('imagesToPdf', { images: [{ path: pagePath, kind, width: image.width, height: image.height, dpi: image.dpi }], paper: 'fit', output: made, limits }, opts);
    // imagesToPdf makes the page width × 72 / dpi points, shrunk to the largest side viewers accept.
    const w = (image.width * 72) / image.dpi;
    const h = (image.height * 72) / image.dpi;
    const shrink = Math.min(1, 14400 / w, 14400 / h);
    const scale = image.dpi / 72 / shrink;
    await runPdfWorker('textLayer', { input: made, output: out.path, pages: [{ index: 0, scale, words: layerWords(reading, image) }], limits }, opts);
    ctx.progress(100);
    return out;
  },
});

export const imageOcrTools = [ocrImage, ocrImageToPdf];
