import { ToolError } from '../../../../core/errors.js';

/** Grid tiles are 512 pixels square, as phones write them. */
export const TILE = 512;
/**
 * HEVC level 5.1's picture size (MaxLumaPs) and its longest side (the square root of 8 x MaxLumaPs): the most a
 * phone's or a PC's hardware decoder is built for. A larger picture is written as a grid of tiles.
 */
export const SINGLE_PICTURE_MAX_PIXELS = 8_912_896;
const SINGLE_PICTURE_MAX_SIDE = 8444;
const MAX_TILES_A_SIDE = 256;
/** ffmpeg's libx265 refuses pictures under 16 pixels a side; such images are padded and cropped by clap. */
const MIN_SIDE = 16;

export interface HeicLayout {
  /** The size the pixels are padded to (edge pixels repeated) before encoding. */
  paddedWidth: number;
  paddedHeight: number;
  /** One picture of the padded size, or tiles of TILE x TILE. */
  grid: { rows: number; columns: number } | null;
}

const even = (n: number): number => n + (n % 2);

/** How an image of this size is coded: 4:2:0 needs even sides; past the level 5.1 limits, a grid. */
export function heicLayout(width: number, height: number, maxSinglePixels = SINGLE_PICTURE_MAX_PIXELS): HeicLayout {
  const w = Math.max(MIN_SIDE, even(width));
  const h = Math.max(MIN_SIDE, even(height));
  if (w * h <= maxSinglePixels && w <= SINGLE_PICTURE_MAX_SIDE && h <= SINGLE_PICTURE_MAX_SIDE) {
    return { paddedWidth: w, paddedHeight: h, grid: null };
  }
  const columns = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  // The grid descriptor counts rows and columns in one byte each.
  if (columns > MAX_TILES_A_SIDE || rows > MAX_TILES_A_SIDE) {
    throw new ToolError('invalid_input', `a HEIC image is at most ${MAX_TILES_A_SIDE * TILE} pixels a side; this one is ${width}x${height}`);
  }
  return { paddedWidth: columns * TILE, paddedHeight: rows * TILE, grid: { rows, columns } };
}

/** HEIF quality 1-100 as x265's constant rate factor, libheif's mapping: 50 is CRF 25, 100 is CRF 0. */
export function crfFor(quality: number): number {
  return Math.floor((100 - quality) / 2);
}

