/**
 * Thumbnails on the video host's image server. Names and sizes follow the Data API's thumbnail classes;
 * a size a video lacks answers 404 or a 120×90 grey placeholder, so both count as "missing".
 */
import sharp from 'sharp';
import { ToolError } from '../../core/errors.js';
import type { ToolContext } from '../../core/tools/tool.types.js';
import { getFromFixedHost, requestTimeoutMs } from './engine/fixed-host-fetch.js';

export const THUMBNAILS = {
  default: { file: 'default', width: 120, height: 90 },
  mq: { file: 'mqdefault', width: 320, height: 180 },
  hq: { file: 'hqdefault', width: 480, height: 360 },
  sd: { file: 'sddefault', width: 640, height: 480 },
  maxres: { file: 'maxresdefault', width: 1280, height: 720 },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAILS;
export type ThumbnailEncoding = 'jpeg' | 'webp';

/** Largest first: the first one that exists is the best one. */
export const BEST_ORDER: readonly ThumbnailSize[] = ['maxres', 'sd', 'hq'];

// Real thumbnails are tens to hundreds of kB; anything near this cap is not a thumbnail.
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
// Far above any real thumbnail (1280×720), far below a decompression bomb.
const THUMBNAIL_MAX_PIXELS = 4096 * 4096;
const PLACEHOLDER = { width: 120, height: 90 };

export type Thumbnail =
  | { found: true; size: ThumbnailSize; encoding: ThumbnailEncoding; data: Buffer; width: number; height: number }
  | { found: false; size: ThumbnailSize; reason: string };

/** `${base}/vi/<id>/<name>.jpg`, or `${base}/vi_webp/<id>/<name>.webp`; nothing else is ever requested. */
export function thumbnailUrl(base: string, videoId: string, size: ThumbnailSize, encoding: ThumbnailEncoding): URL {
  const file = THUMBNAILS[size].file;
  const path = encoding === 'webp' ? `vi_webp/${videoId}/${file}.webp` : `vi/${videoId}/${file}.jpg`;
  return new URL(`${base.replace(/\/+$/, '')}/${path}`);
}

export async function fetchThumbnail(
  ctx: ToolContext<unknown>,
  videoId: string,
  size: ThumbnailSize,
  encoding: ThumbnailEncoding = 'jpeg',
): Promise<Thumbnail> {
  const res = await getFromFixedHost(ctx.env.fetch, {
    url: thumbnailUrl(ctx.env.videoThumbnailUrl, videoId, size, encoding),
    service: 'thumbnail host',
    maxBytes: THUMBNAIL_MAX_BYTES,
    timeoutMs: requestTimeoutMs(ctx.env.limits.jobTimeoutMs),
    signal: ctx.signal,
    accept: encoding === 'webp' ? 'image/webp' : 'image/jpeg',
  });
  if (res.status >= 400) return { found: false, size, reason: `the thumbnail host answered HTTP ${res.status}` };
  const { width, height } = await checkImage(res.body, encoding);
  if (size !== 'default' && width === PLACEHOLDER.width && height === PLACEHOLDER.height) {
    return { found: false, size, reason: 'the thumbnail host sent its 120×90 placeholder' };
  }
  return { found: true, size, encoding, data: res.body, width, height };
}

/** Decodes the whole body with sharp: only a complete image of the expected type is accepted. */
async function checkImage(body: Buffer, encoding: ThumbnailEncoding): Promise<{ width: number; height: number }> {
  const opts = { limitInputPixels: THUMBNAIL_MAX_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(body, opts).metadata();
    if (meta.format !== encoding) throw new Error(`expected ${encoding}, got ${meta.format ?? 'unknown'}`);
    const { info } = await sharp(body, opts).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch (err) {
    throw new ToolError('invalid_input', `the thumbnail host sent something that is not a valid ${encoding} image (${errorText(err)})`);
  }
}

/** Fetches one named size and insists it exists. */
export async function requireThumbnail(
  ctx: ToolContext<unknown>,
  videoId: string,
  size: ThumbnailSize,
  encoding: ThumbnailEncoding = 'jpeg',
): Promise<Extract<Thumbnail, { found: true }>> {
  const thumb = await fetchThumbnail(ctx, videoId, size, encoding);
  if (!thumb.found) throw new ToolError('invalid_input', `this video has no ${THUMBNAILS[size].file} thumbnail: ${thumb.reason}`);
  return thumb;
}

/** The largest thumbnail that really exists: maxres, then sd, then hq. */
export async function bestThumbnail(ctx: ToolContext<unknown>, videoId: string): Promise<Extract<Thumbnail, { found: true }>> {
  const misses: string[] = [];
  for (const [i, size] of BEST_ORDER.entries()) {
    ctx.progress(10 + i * 20, 'fetching');
    const thumb = await fetchThumbnail(ctx, videoId, size);
    if (thumb.found) return thumb;
    misses.push(`${THUMBNAILS[size].file}: ${thumb.reason}`);
  }
  throw new ToolError('invalid_input', `no thumbnail found for this video; it may be private or removed (${misses.join('; ')})`);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
