import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { enumParam, NO_PARAMS } from '../../../core/tools/params.js';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { requireThumbnail, THUMBNAILS, type ThumbnailSize } from '../thumbnails.js';
import { defineUrlTool } from '../url-tool.js';

function fixedSizeTool(id: number, slug: string, operation: string, size: ThumbnailSize, label: string, note: string): ToolDefinition {
  const { file, width, height } = THUMBNAILS[size];
  return defineUrlTool({
    id,
    slug,
    operation,
    title: `Video thumbnail: ${label}`,
    description: `Downloads the video's ${file}.jpg thumbnail (${width}×${height})${note}.`,
    params: NO_PARAMS,
    output: 'image/jpeg',
    async run(ctx, id) {
      ctx.progress(10, 'fetching');
      const thumb = await requireThumbnail(ctx, id, size);
      // The bytes were fully decoded by sharp already; passing them on untouched avoids a second JPEG generation.
      const name = `${ctx.baseName}.jpg`;
      const path = join(ctx.workDir, name);
      await writeFile(path, thumb.data);
      ctx.progress(100);
      return { path, name, mime: 'image/jpeg' };
    },
  });
}

export const thumbnailDefault = fixedSizeTool(123, 'yt-thumbnail-default', 'link.thumbnail.default', 'default', 'default', '');
export const thumbnailMedium = fixedSizeTool(124, 'yt-thumbnail-medium', 'link.thumbnail.medium', 'mq', 'medium', '');
export const thumbnailHigh = fixedSizeTool(125, 'yt-thumbnail-high', 'link.thumbnail.high', 'hq', 'high', ', 4:3 with black bars');
export const thumbnailStandard = fixedSizeTool(
  126, 'yt-thumbnail-standard',
  'link.thumbnail.standard',
  'sd',
  'standard',
  '; not every video has one',
);
export const thumbnailMaxres = fixedSizeTool(
  127, 'yt-thumbnail-maxres',
  'link.thumbnail.maxres',
  'maxres',
  'maximum resolution',
  '; not every video has one',
);

const WEBP_SIZES = ['default', 'mq', 'hq', 'sd', 'maxres'] as const;

export const thumbnailWebp = defineUrlTool({
  id: 129,
  slug: 'yt-thumbnail-webp',
  operation: 'link.thumbnail.webp',
  title: 'Video thumbnail as WebP',
  description: 'Downloads the WebP version of a thumbnail size the video host serves (default, mq, hq, sd, maxres).',
  params: z.object({ preset: enumParam(WEBP_SIZES, 'hq', 'Thumbnail size: default, mq, hq, sd or maxres') }),
  output: 'image/webp',
  async run(ctx, id) {
    ctx.progress(10, 'fetching');
    const thumb = await requireThumbnail(ctx, id, ctx.params.preset, 'webp');
    const name = `${ctx.baseName}.webp`;
    const path = join(ctx.workDir, name);
    await writeFile(path, thumb.data);
    ctx.progress(100);
    return { path, name, mime: 'image/webp' };
  },
});
