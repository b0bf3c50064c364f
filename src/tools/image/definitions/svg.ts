import { z } from 'zod';
import { defineTool } from '../../../core/tools/tool.types.js';
import { intParam, optionalInt } from '../../../core/tools/params.js';
import { TRANSPARENT, assertOutputBytes, writeOutput } from '../engine/process.js';
import { assertOutputPixels, inspectImage, openImage, sourceOf, svgDensity } from '../engine/sharp.js';
import { imageCaps } from '../define.js';

/**
 * Renders an SVG at the requested width. The density is chosen so librsvg draws the vectors at (about) the
 * final size instead of scaling a small bitmap up; sharp then fixes rounding to the exact pixel size.
 */
export const svgToPng = defineTool({
  id: 8,
  slug: 'svg-to-png',
  operation: 'image.svg.rasterize',
  kind: 'upload',
  category: 'image',
  title: 'SVG to PNG',
  description: 'Renders an SVG drawing to a PNG of the chosen width, keeping transparency.',
  params: z.object({
    width: intParam({ min: 16, max: 8192, default: 1024, description: 'Output width in pixels' }),
    height: optionalInt({
      min: 16,
      max: 8192,
      description: 'Output height in pixels; omitted keeps the aspect ratio, given pads to fit',
    }),
  }),
  accepts: ['image/svg+xml'],
  output: 'image/png',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'png', mime: 'image/png' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      // The drawing's own size only sets the aspect ratio and the render density, so it is not held to the input cap.
      const info = await inspectImage(input, source, ctx.env, { skipPixelCheck: true });
      const width = ctx.params.width;
      const height = ctx.params.height ?? Math.max(1, Math.round((width * info.height) / info.width));
      assertOutputPixels(width, height, ctx.env);
      const scale = ctx.params.height === undefined ? width / info.width : Math.min(width / info.width, height / info.height);
      const density = svgDensity(scale);
      ctx.progress(10, 'decoding');
      await openImage(source, ctx.env, { density })
        .resize(width, height, {
          fit: ctx.params.height === undefined ? 'fill' : 'contain',
          background: TRANSPARENT,
        })
        .png({ compressionLevel: 6 })
        .toFile(path);
      ctx.progress(90, 'encoding');
      await assertOutputBytes(path, ctx.env);
    }),
});
