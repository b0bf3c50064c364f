import { readFile, rm, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { intParam } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { imageCaps } from '../define.js';
import { keptMetadataOf } from '../engine/kept-metadata.js';
import { keepsMetadata, metadataShape } from '../engine/metadata-choice.js';
import { encodeJxlFile } from '../engine/modern/decode.js';
import { withJxlMetadata } from '../engine/modern/jxl-container.js';
import { assertOutputBytes, writeOutput } from '../engine/process.js';
import { IMAGE_TYPES, inspectImage, openImage, sourceOf } from '../engine/sharp.js';

/**
 * JPEG XL output (issue 39). libvips here has no JPEG XL writer, so the picture is handed as straight sRGB RGBA to
 * libjxl (Squoosh's WebAssembly build) in the same kind of child process that decodes. HEIC output takes another
 * road (definitions/heic.ts): libheif-js has no HEVC encoder, so the shipped ffmpeg's x265 codes it. `metadata=keep`
 * boxes the EXIF (orientation reset) and XMP beside the codestream (modern/jxl-container.ts); the colours are
 * converted to the sRGB the codestream declares, as with strip, since this encoder cannot take a profile.
 */
export const convertJxl = defineTool({
  id: 242,
  slug: 'image-convert-jxl',
  operation: 'image.convert.jxl',
  kind: 'upload',
  category: 'image',
  title: 'Convert image to JPEG XL',
  description: 'Converts an image to JPEG XL: lossy at the chosen quality, or lossless at quality 100. Animations keep their first frame.',
  params: z.object({
    quality: intParam({ min: 1, max: 100, default: 75, description: 'Quality 1-100; 100 is lossless' }),
    level: intParam({ min: 1, max: 9, default: 5, description: 'Effort 1-9: higher is smaller and slower' }),
    ...metadataShape,
  }),
  accepts: IMAGE_TYPES,
  output: 'image/jxl',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'jxl', mime: 'image/jxl' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      const { meta } = await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      const { data, info } = await openImage(source, ctx.env).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixels = `${path}.rgba`;
      await writeFile(pixels, data);
      ctx.progress(40, 'encoding');
      try {
        await encodeJxlFile({ input: pixels, output: path, width: info.width, height: info.height, quality: ctx.params.quality, effort: ctx.params.level }, ctx.env, ctx.signal);
      } finally {
        await rm(pixels, { force: true });
      }
      if (keepsMetadata(ctx.params)) {
        const kept = keptMetadataOf(meta);
        if (kept.exif || kept.xmp) await writeFile(path, withJxlMetadata(await readFile(path), kept));
      }
      await assertOutputBytes(path, ctx.env);
    }),
});
