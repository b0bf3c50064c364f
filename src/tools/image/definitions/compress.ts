import { copyFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, SAME_AS_INPUT } from '../../../core/tools/tool.types.js';
import type { ToolDefinition, ToolOutput } from '../../../core/tools/tool.types.js';
import { NO_PARAMS, enumParam, intParam } from '../../../core/tools/params.js';
import { holdsPersonalMetadata, keepsMetadata, metadataShape } from '../engine/metadata-choice.js';
import { animatedImageCaps, imageTool } from '../define.js';
import { FORMATS, sameFormatAs } from '../formats.js';
import type { OutputFormat } from '../formats.js';
import { runImageStep } from '../engine/process.js';
import { IMAGE_TYPES, refuseFrameBomb } from '../engine/sharp.js';
import { IMAGE_MIN_TARGET_BYTES, refuseUnfittable } from '../engine/fit.js';
import { targetSizeParam } from '../../shared/target-size.js';

const TARGETS = ['keep', 'jpg', 'webp', 'avif', 'png'] as const;
type Target = (typeof TARGETS)[number];

function targetFormat(mime: string, target: Target): OutputFormat {
  if (target === 'keep') return sameFormatAs(mime);
  return target === 'jpg' ? 'jpeg' : target;
}

const compressParams = z.object({
  quality: intParam({ min: 1, max: 100, default: 75, description: 'Quality 1-100, lower gives smaller files' }),
  format: enumParam(TARGETS, 'keep', 'Output format: keep, jpg, webp, avif or png'),
  target_size: targetSizeParam(IMAGE_MIN_TARGET_BYTES),
  ...metadataShape,
});

const compress = defineTool({
  id: 13,
  slug: 'image-compress',
  operation: 'image.compress',
  kind: 'upload',
  category: 'image',
  title: 'Compress image',
  description: 'Makes an image file smaller with lossy encoding (mozjpeg, palette PNG, WebP or AVIF).',
  params: compressParams,
  accepts: IMAGE_TYPES,
  output: { label: SAME_AS_INPUT, resolve: (p, mime) => FORMATS[targetFormat(mime ?? '', p.format)].mime },
  limits: animatedImageCaps,
  validate: async (params, input, env) => {
    if (input) refuseUnfittable(params.target_size, targetFormat(input.mime, params.format));
    if (input && FORMATS[targetFormat(input.mime, params.format)].animation) await refuseFrameBomb(input, env);
  },
  run: async (ctx): Promise<ToolOutput> => {
    const format = targetFormat(ctx.input?.mime ?? '', ctx.params.format);
    const out = await runImageStep(ctx, {
      animated: true,
      format: () => format,
      encode: (p) => ({ quality: p.quality, compact: true }),
      targetBytes: (p) => p.target_size,
    });
    // Re-encoding an already tight file can make it bigger; in its own format the original is then the better answer.
    const input = ctx.input;
    if (input && FORMATS[format].mime === input.mime) {
      const [inSize, outSize] = await Promise.all([stat(input.path), stat(out.path)]).then((s) => s.map((x) => x.size));
      // Unless that original carries the metadata the caller asked to strip.
      if (outSize >= inSize && (keepsMetadata(ctx.params) || !(await holdsPersonalMetadata(input.path)))) await copyFile(input.path, out.path);
    }
    return out;
  },
});

const stripMetadata = imageTool({
  id: 26,
  slug: 'image-strip-metadata',
  operation: 'image.stripMetadata',
  title: 'Remove image metadata',
  description: 'Removes EXIF (camera, GPS), XMP, IPTC and ICC data, turning the image upright first.',
  params: NO_PARAMS,
  step: {
    animated: true,
    // Pixels are re-encoded (upright, metadata gone), so lossy formats get a high quality to keep them close.
    encode: () => ({ quality: 95 }),
  },
});

export const compressTools: ToolDefinition[] = [compress, stripMetadata];
