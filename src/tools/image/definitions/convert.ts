import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool } from '../../../core/tools/tool.types.js';
import type { ToolContext, ToolDefinition } from '../../../core/tools/tool.types.js';
import { NO_PARAMS, enumParam, intParam } from '../../../core/tools/params.js';
import { imageCaps, imageTool } from '../define.js';
import { encodeIco } from '../engine/encoders/ico.js';
import { writeBmp } from '../engine/encoders/bmp.js';
import { assertOutputBytes, fitSquare, writeOutput } from '../engine/process.js';
import { IMAGE_MIN_TARGET_BYTES, refuseUnfittable } from '../engine/fit.js';
import { heifImagesShape, withHeifImages } from '../engine/heif-all.js';
import { metadataShape } from '../engine/metadata-choice.js';
import type { ImageStep } from '../engine/process.js';
import { targetSizeParam } from '../../shared/target-size.js';
import { IMAGE_TYPES, inspectImage, openImage, sourceOf } from '../engine/sharp.js';

const fitParam = () => targetSizeParam(IMAGE_MIN_TARGET_BYTES);

const quality = (def: number) => intParam({ min: 1, max: 100, default: def, description: 'Quality 1-100, higher is better' });

const jpgStep: ImageStep<{ quality: number; target_size?: number }> = {
  format: () => 'jpeg',
  encode: (p) => ({ quality: p.quality, mozjpeg: true }),
  targetBytes: (p) => p.target_size,
};

const convertJpg = withHeifImages(
  imageTool({
    id: 1,
    slug: 'image-convert-jpg',
    operation: 'image.convert.jpeg',
    title: 'Convert image to JPG',
    description: 'Converts an image to JPEG with mozjpeg, placing any transparency on white.',
    params: z.object({ quality: quality(85), target_size: fitParam(), ...heifImagesShape, ...metadataShape }),
    output: 'image/jpeg',
    step: jpgStep,
  }),
  jpgStep,
  'image/jpeg',
);

const pngStep: ImageStep<{ level: number }> = { format: () => 'png', encode: (p) => ({ compressionLevel: p.level }) };

const convertPng = withHeifImages(
  imageTool({
    id: 2,
    slug: 'image-convert-png',
    operation: 'image.convert.png',
    title: 'Convert image to PNG',
    description: 'Converts an image to lossless PNG at the chosen zlib compression level.',
    params: z.object({ level: intParam({ min: 0, max: 9, default: 6, description: 'zlib compression level 0-9' }), ...heifImagesShape, ...metadataShape }),
    output: 'image/png',
    step: pngStep,
  }),
  pngStep,
  'image/png',
);

const convertWebp = imageTool({
  id: 3,
  slug: 'image-convert-webp',
  operation: 'image.convert.webp',
  title: 'Convert image to WebP',
  description: 'Converts an image to lossy or lossless WebP, keeping the frames of an animation.',
  params: z.object({
    quality: quality(80),
    preset: enumParam(['lossy', 'lossless'] as const, 'lossy', 'lossy or lossless WebP'),
    target_size: fitParam(),
    ...metadataShape,
  }),
  output: 'image/webp',
  validate: async (p) => refuseUnfittable(p.target_size, 'webp', p.preset === 'lossless'),
  step: {
    targetBytes: (p) => p.target_size,
    animated: true,
    format: () => 'webp',
    encode: (p) => ({ quality: p.quality, lossless: p.preset === 'lossless' }),
  },
});

const convertAvif = imageTool({
  id: 4,
  slug: 'image-convert-avif',
  operation: 'image.convert.avif',
  title: 'Convert image to AVIF',
  description: 'Converts an image to AVIF (AV1 in HEIF), usually far smaller than JPEG at the same quality.',
  params: z.object({ quality: quality(50), target_size: fitParam(), ...metadataShape }),
  output: 'image/avif',
  step: { format: () => 'avif', encode: (p) => ({ quality: p.quality }), targetBytes: (p) => p.target_size },
});

const convertGif = imageTool({
  id: 5,
  slug: 'image-convert-gif',
  operation: 'image.convert.gif',
  title: 'Convert image to GIF',
  description: 'Converts an image to a 256-colour GIF, keeping the frames of an animated WebP or GIF.',
  params: NO_PARAMS,
  output: 'image/gif',
  step: { animated: true, format: () => 'gif' },
});

const convertIco = defineTool({
  id: 6,
  slug: 'image-convert-ico',
  operation: 'image.convert.ico',
  kind: 'upload',
  category: 'image',
  title: 'Convert image to ICO',
  description: 'Makes a square Windows icon (.ico with an embedded PNG) of the chosen size, padding non-square images.',
  params: z.object({ width: intParam({ min: 16, max: 256, default: 256, description: 'Icon size in pixels (square)' }) }),
  accepts: IMAGE_TYPES,
  output: 'image/x-icon',
  limits: imageCaps,
  run: (ctx: ToolContext<{ width: number }>) =>
    writeOutput(ctx, { ext: 'ico', mime: 'image/x-icon' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      const size = ctx.params.width;
      // sharp itself draws an SVG at the resized scale, so small SVG icons stay crisp.
      const png = await fitSquare(openImage(source, ctx.env), size).png({ compressionLevel: 9 }).toBuffer();
      ctx.progress(90, 'encoding');
      await writeFile(path, encodeIco([{ size, png }]));
    }),
});

const convertBmp = defineTool({
  id: 7,
  slug: 'image-convert-bmp',
  operation: 'image.convert.bmp',
  kind: 'upload',
  category: 'image',
  title: 'Convert image to BMP',
  description: 'Converts an image to an uncompressed Windows bitmap (24-bit, or 32-bit when it has transparency).',
  params: NO_PARAMS,
  accepts: IMAGE_TYPES,
  output: 'image/bmp',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'bmp', mime: 'image/bmp' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      const info = await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      await writeBmp(openImage(source, ctx.env), info.hasAlpha, path);
      ctx.progress(90, 'encoding');
      await assertOutputBytes(path, ctx.env);
    }),
});

export const convertTools: ToolDefinition[] = [
  convertJpg,
  convertPng,
  convertWebp,
  convertAvif,
  convertGif,
  convertIco,
  convertBmp,
];
