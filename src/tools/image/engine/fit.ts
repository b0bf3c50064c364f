import { writeFile } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { AppError, ToolError } from '../../../core/errors.js';
import type { ToolContext } from '../../../core/tools/tool.types.js';
import { describeBytes } from '../../shared/target-size.js';
import { encodeAs } from '../formats.js';
import type { EncodeOptions, OutputFormat } from '../formats.js';

/** The formats whose size a quality setting steers; lossless ones have nothing to search. */
export const FITTABLE_FORMATS: readonly OutputFormat[] = ['jpeg', 'webp', 'avif'];

/** Below this, JPEG and WebP blocks smear into a mosaic; smaller dimensions look better than a lower quality. */
const MIN_QUALITY = 20;
/** Each side is never shrunk under this share of the original: past it, the picture is a thumbnail, not a fit. */
const MIN_SCALE = 1 / 8;
const MIN_SIDE = 16;
/** Quality steps of the binary search: 6 halvings of 20–100 land within 2 of the best quality. */
const SEARCH_STEPS = 6;
/** Shrink attempts: each aims at the target from the last size, so a few suffice even when size is not ∝ pixels. */
const MAX_SHRINKS = 5;

export interface FitPlan {
  format: OutputFormat;
  /** Encoder settings; `quality` is the highest quality tried. */
  encode: EncodeOptions;
  targetBytes: number;
  path: string;
  /** An animation is searched on quality only: its frames are held as one strip that resizing would mix. */
  animated: boolean;
}

/** What the search settled on, shown as the job's stage and kept for the result. */
export interface FitChoice {
  quality: number;
  width: number;
  height: number;
  bytes: number;
}

/**
 * `img` is the opened input with no resize of its own (runImageStep allows a target only on steps without an
 * operation). Writes it with libvips' encoder as large in quality, then in dimensions, as fits (searchToFit).
 */
export async function encodeToFit<P>(ctx: ToolContext<P>, img: Sharp, plan: FitPlan): Promise<FitChoice> {
  const meta = await img.metadata();
  // The size after EXIF orientation (what resize works on); an animation's frame is one page of its strip.
  const full = plan.animated
    ? { width: meta.width, height: meta.pageHeight ?? meta.height }
    : { width: meta.autoOrient.width, height: meta.autoOrient.height };
  // Each trial decodes the input again from the pipeline's source rather than holding its pixels: a 100-megapixel
  // input would otherwise keep 400 MB in memory for the whole search.
  const trial = (quality: number, w: number, h: number): Promise<Buffer> => {
    let pipe = img.clone();
    if (w !== full.width || h !== full.height) pipe = pipe.resize(w, h, { fit: 'fill' });
    return encodeAs(pipe, plan.format, { ...plan.encode, quality }).toBuffer();
  };
  return searchToFit(ctx, full, { top: plan.encode.quality ?? 80, targetBytes: plan.targetBytes, path: plan.path, animated: plan.animated, format: plan.format }, trial);
}

/** What searchToFit needs besides the encoder: the quality to start from and where the result goes. */
export interface FitSearch {
  /** The highest quality tried, 1-100. */
  top: number;
  targetBytes: number;
  path: string;
  /** Searched on quality only. */
  animated: boolean;
  /** The format's name in the failure's words. */
  format: string;
}

/**
 * Writes to `search.path` the result of `trial` as large in quality, then in dimensions, as fits in the target: a
 * binary search on quality at full size; when even the lowest acceptable quality is too big, the dimensions shrink
 * (by the square root of the overshoot, as bytes follow pixels) and quality is searched again. Fails as too_large,
 * naming the smallest size reached, when the floor of quality and dimensions is still over the target.
 */
export async function searchToFit<P>(
  ctx: ToolContext<P>,
  full: { width: number; height: number },
  search: FitSearch,
  trial: (quality: number, width: number, height: number) => Promise<Buffer>,
): Promise<FitChoice> {
  const top = Math.max(1, Math.min(100, search.top));
  // A quality asked for below the usual floor is the floor itself: the user already chose the mosaic.
  const floor = Math.min(MIN_QUALITY, top);

  let tries = 0;
  const attempt = async (quality: number, w: number, h: number): Promise<Buffer> => {
    const out = await trial(quality, w, h);
    ctx.signal.throwIfAborted();
    tries++;
    ctx.progress(Math.min(85, 15 + tries * 3), 'fitting');
    return out;
  };

  let w = full.width;
  let h = full.height;
  let smallest = Infinity;
  for (let shrink = 0; shrink <= MAX_SHRINKS; shrink++) {
    const found = await searchQuality(floor, top, search.targetBytes, (q) => attempt(q, w, h));
    if (found.fit) {
      await writeFile(search.path, found.fit.data);
      const choice = { quality: found.fit.quality, width: w, height: h, bytes: found.fit.data.length };
      ctx.progress(88, `fitted: quality ${choice.quality}, ${w}x${h}`);
      return choice;
    }
    smallest = Math.min(smallest, found.lowestBytes);
    if (search.animated) break;
    const minW = Math.max(Math.min(MIN_SIDE, full.width), Math.ceil(full.width * MIN_SCALE));
    const minH = Math.max(Math.min(MIN_SIDE, full.height), Math.ceil(full.height * MIN_SCALE));
    if (w <= minW && h <= minH) break;
    // A 5 % margin under the proportional estimate, since small images carry more header and edge overhead.
    const factor = Math.min(0.9, Math.sqrt(search.targetBytes / found.lowestBytes) * 0.95);
    w = Math.max(minW, Math.round(w * factor));
    h = Math.max(minH, Math.round(h * factor));
  }
  throw new ToolError(
    'too_large',
    `the smallest ${search.format} reached is ${describeBytes(smallest)} at quality ${floor} and ${w}x${h}, which exceeds the ` +
      `target size of ${describeBytes(search.targetBytes)}; choose a larger target_size or a smaller image`,
  );
}

interface Search {
  fit: { quality: number; data: Buffer } | null;
  /** Bytes at the lowest quality, when that was tried (no fit). */
  lowestBytes: number;
}

/** The highest quality in [floor, top] whose result fits, assuming size grows with quality. */
async function searchQuality(floor: number, top: number, target: number, encode: (quality: number) => Promise<Buffer>): Promise<Search> {
  const best = await encode(top);
  if (best.length <= target) return { fit: { quality: top, data: best }, lowestBytes: best.length };
  if (floor === top) return { fit: null, lowestBytes: best.length };
  const lowest = await encode(floor);
  if (lowest.length > target) return { fit: null, lowestBytes: lowest.length };
  let fit = { quality: floor, data: lowest };
  let lo = floor;
  let hi = top;
  for (let step = 0; step < SEARCH_STEPS && hi - lo > 1; step++) {
    const mid = Math.floor((lo + hi) / 2);
    const data = await encode(mid);
    if (data.length <= target) {
      fit = { quality: mid, data };
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return { fit, lowestBytes: lowest.length };
}

/** The smallest target an image tool takes: under it even a thumbnail at the lowest quality rarely fits. */
export const IMAGE_MIN_TARGET_BYTES = 10_000;

/** Refuses, at enqueue, a target size with an output format that has no quality to trade for bytes. */
export function refuseUnfittable(targetBytes: number | undefined, format: OutputFormat, lossless = false): void {
  if (targetBytes === undefined) return;
  if (!FITTABLE_FORMATS.includes(format) || lossless) {
    throw new AppError('invalid_params', 'target_size: needs a lossy output (JPEG, lossy WebP or AVIF); choose one of those formats', {
      field: 'target_size',
    });
  }
}
