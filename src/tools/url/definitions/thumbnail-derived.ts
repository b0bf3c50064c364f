import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { enumParam, intParam } from '../../../core/tools/params.js';
import { formatOutput } from '../../../core/tools/tool.types.js';
import { bestThumbnail, requireThumbnail } from '../thumbnails.js';
import { defineUrlTool } from '../url-tool.js';

const OUT_FORMATS = ['jpg', 'png', 'webp'] as const;
type OutFormat = (typeof OUT_FORMATS)[number];
const MIME: Record<OutFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function encode(img: Sharp, format: OutFormat, quality: number): Sharp {
  if (format === 'png') return img.png({ compressionLevel: 9 });
  if (format === 'webp') return img.webp({ quality });
  return img.jpeg({ quality, mozjpeg: true });
}

export const thumbnailBest = defineUrlTool({
  id: 128,
  slug: 'yt-thumbnail-best',
  operation: 'link.thumbnail.best',
  title: 'Best video thumbnail',
  description: 'The largest thumbnail the video really has (maxres, else standard, else high), as JPEG, PNG or WebP.',
  params: z.object({ format: enumParam(OUT_FORMATS, 'jpg', 'Output format') }),
  output: formatOutput(MIME),
  async run(ctx, id) {
    const thumb = await bestThumbnail(ctx, id);
    ctx.progress(80, 'encoding');
    const { format } = ctx.params;
    const name = `${ctx.baseName}.${format}`;
    const path = join(ctx.workDir, name);
    if (format === 'jpg') await writeFile(path, thumb.data);
    else await encode(sharp(thumb.data), format, 90).toFile(path);
    ctx.progress(100);
    return { path, name, mime: MIME[format] };
  },
});

const FITS = ['cover', 'contain'] as const;

export const thumbnailResize = defineUrlTool({
  id: 130,
  slug: 'yt-thumbnail-resize',
  operation: 'link.thumbnail.resize',
  title: 'Resized video thumbnail',
  description:
    'The best thumbnail resized to a given size: cover fills the frame and crops, contain fits inside with black bars. A width or height of 0 keeps the aspect ratio.',
  params: z.object({
    width: intParam({ min: 0, max: 3840, default: 1280, description: 'Width in pixels (0 = from height and aspect)' }),
    height: intParam({ min: 0, max: 2160, default: 720, description: 'Height in pixels (0 = from width and aspect)' }),
    format: enumParam(OUT_FORMATS, 'jpg', 'Output format'),
    quality: intParam({ min: 1, max: 100, default: 85, description: 'JPEG/WebP quality' }),
    preset: enumParam(FITS, 'cover', 'cover (crop to fill) or contain (letterbox)'),
  }),
  output: formatOutput(MIME),
  async validate(params) {
    if (params.width === 0 && params.height === 0) {
      throw new AppError('invalid_params', 'width: width and height cannot both be 0', { field: 'width' });
    }
  },
  async run(ctx, id) {
    const thumb = await bestThumbnail(ctx, id);
    ctx.progress(80, 'resizing');
    const { width, height, format, quality, preset } = ctx.params;
    const name = `${ctx.baseName}.${format}`;
    const path = join(ctx.workDir, name);
    const resized = sharp(thumb.data).resize({
      width: width || undefined,
      height: height || undefined,
      fit: preset,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
    });
    await encode(resized, format, quality).toFile(path);
    ctx.progress(100);
    return { path, name, mime: MIME[format] };
  },
});

export const thumbnailCrop169 = defineUrlTool({
  id: 131,
  slug: 'yt-thumbnail-crop-16x9',
  operation: 'link.thumbnail.crop169',
  title: 'Video thumbnail cropped to 16:9',
  description: 'Takes the 4:3 high or standard thumbnail and cuts out its centre 16:9 picture, dropping the black bars.',
  params: z.object({ preset: enumParam(['hq', 'sd'] as const, 'hq', 'Source thumbnail: hq (480×360) or sd (640×480)') }),
  output: 'image/jpeg',
  async run(ctx, id) {
    ctx.progress(10, 'fetching');
    const thumb = await requireThumbnail(ctx, id, ctx.params.preset);
    ctx.progress(70, 'cropping');
    const cropHeight = Math.min(thumb.height, Math.round((thumb.width * 9) / 16));
    const top = Math.floor((thumb.height - cropHeight) / 2);
    const name = `${ctx.baseName}.jpg`;
    const path = join(ctx.workDir, name);
    await sharp(thumb.data)
      .extract({ left: 0, top, width: thumb.width, height: cropHeight })
      .jpeg({ quality: 90, mozjpeg: true })
      .toFile(path);
    ctx.progress(100);
    return { path, name, mime: 'image/jpeg' };
  },
});
