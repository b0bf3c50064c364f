import { writeFile } from 'node:fs/promises';
import { defineTool } from '../../../core/tools/tool.types.js';
import { NO_PARAMS } from '../../../core/tools/params.js';
import { writeOutput } from '../engine/process.js';
import { IMAGE_TYPES, inspectImage, openImage, sourceOf } from '../engine/sharp.js';
import { jsonText } from '../../shared/json-text.js';
import { imageCaps } from '../define.js';

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const MAX_COMMENT_CHARS = 500;

/**
 * Reports what the file says about itself (header) and what its pixels measure (statistics).
 * Raw EXIF/XMP/ICC blocks are reported by presence and size only: they can be large and are not text.
 */
export const imageMetadata = defineTool({
  id: 27,
  slug: 'image-metadata',
  operation: 'image.metadata',
  kind: 'upload',
  category: 'image',
  title: 'Image information',
  description: 'Lists an image\'s format, size, colour space, orientation, frames and per-channel statistics as JSON.',
  params: NO_PARAMS,
  accepts: IMAGE_TYPES,
  output: 'application/json',
  limits: imageCaps,
  run: (ctx) =>
    writeOutput(ctx, { ext: 'json', mime: 'application/json' }, async (input, path) => {
      const source = await sourceOf(input, ctx.env, ctx.signal);
      const info = await inspectImage(input, source, ctx.env);
      ctx.progress(10, 'decoding');
      const stats = await openImage(source, ctx.env).stats();
      ctx.signal.throwIfAborted();
      ctx.progress(90, 'encoding');
      const m = info.meta;
      const channelNames = channelLabels(m.channels, m.space);
      const report = {
        file: { mime: input.mime, size: input.size },
        format: info.format,
        compression: m.compression ?? null,
        width: m.width,
        height: m.height,
        displayWidth: info.width,
        displayHeight: info.height,
        orientation: m.orientation ?? null,
        channels: m.channels,
        space: m.space,
        depth: m.depth,
        hasAlpha: m.hasAlpha,
        isOpaque: stats.isOpaque,
        density: m.density ?? null,
        resolutionUnit: m.resolutionUnit ?? null,
        isProgressive: m.isProgressive,
        isPalette: m.isPalette,
        bitsPerSample: m.bitsPerSample ?? null,
        chromaSubsampling: m.chromaSubsampling ?? null,
        pages: m.pages ?? 1,
        pageHeight: m.pageHeight ?? null,
        loop: m.loop ?? null,
        delay: m.delay ?? null,
        background: m.background ?? null,
        embedded: {
          exif: m.exif?.length ?? 0,
          icc: m.icc?.length ?? 0,
          xmp: m.xmp?.length ?? 0,
          iptc: m.iptc?.length ?? 0,
        },
        comments: (m.comments ?? []).map((c) => ({ keyword: c.keyword, text: c.text.slice(0, MAX_COMMENT_CHARS) })),
        stats: {
          entropy: round(stats.entropy, 4),
          sharpness: round(stats.sharpness, 4),
          dominant: stats.dominant,
          channels: stats.channels.map((c, i) => ({
            channel: channelNames[i] ?? `band${i}`,
            min: c.min,
            max: c.max,
            mean: round(c.mean),
            stdev: round(c.stdev),
          })),
        },
      };
      await writeFile(path, jsonText(report));
    }),
});

function channelLabels(channels: number, space: string): string[] {
  if (space === 'cmyk') return ['cyan', 'magenta', 'yellow', 'black', 'alpha'];
  if (channels <= 2) return ['grey', 'alpha'];
  return ['red', 'green', 'blue', 'alpha'];
}
