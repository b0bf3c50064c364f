import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { intParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { imageCaps } from '../define.js';
import { IMAGE_MIN_TARGET_BYTES, searchToFit } from '../engine/fit.js';
import { encodeHeic } from '../engine/heic/encode.js';
import { keptMetadataOf } from '../engine/kept-metadata.js';
import { keepsMetadata, metadataShape } from '../engine/metadata-choice.js';
import { assertOutputBytes, writeOutput } from '../engine/process.js';
import { IMAGE_TYPES, inspectImage, openImage, sourceOf } from '../engine/sharp.js';
import { targetSizeParam } from '../../shared/target-size.js';

/**
 * HEIC output (issue 39). Neither libvips here nor libheif-js can write HEVC, but the ffmpeg that arrives with
 * `npm ci` is built with x265: it codes the picture, and engine/heic writes the HEIF boxes around it. Pictures past
 * HEVC level 5.1 become a grid of 512-pixel tiles, as phones write them. `target_size` searches quality, then size,
 * like the other image conversions (engine/fit.ts). `metadata=keep` writes the EXIF (orientation reset, the pixels
 * being upright) and XMP as items and the RGB colour profile as the image's colr 'prof'.
 */
export const convertHeic = defineTool({
  id: 243,
  slug: 'image-convert-heic',
  operation: 'image.convert.heic',
  kind: 'upload',
  category: 'image',
  title: 'Convert image to HEIC',
  description: 'Converts an image to HEIC (HEVC in HEIF), the format of phone photos. Transparency is placed on white; animations keep their first frame.',
  params: z.object({
    quality: intParam({ min: 1, max: 100, default: 50, description: 'Quality 1-100, higher is better' }),
    target_size: targetSizeParam(IMAGE_MIN_TARGET_BYTES),
    ...metadataShape,
  }),
  accepts: IMAGE_TYPES,
  output: 'image/heic',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'heic', mime: 'image/heic' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      const info = await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      const img = openImage(source, ctx.env);
      const { quality, target_size: targetBytes } = ctx.params;
      const metadata = keepsMetadata(ctx.params) ? keptMetadataOf(info.meta) : undefined;
      if (targetBytes === undefined) {
        await writeFile(path, await encodeHeic(ctx, img, { quality, width: info.width, height: info.height, metadata }));
      } else {
        // The same search as the other image conversions; each try is an x265 run on the input decoded again.
        const full = { width: info.width, height: info.height };
        await searchToFit(ctx, full, { top: quality, targetBytes, path, animated: false, format: 'heic' }, (q, width, height) =>
          encodeHeic(ctx, width === full.width && height === full.height ? img.clone() : img.clone().resize(width, height, { fit: 'fill' }), {
            quality: q,
            width,
            height,
            quiet: true,
            metadata,
          }),
        );
      }
      await assertOutputBytes(path, ctx.env);
    }),
});
