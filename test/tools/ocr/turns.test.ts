import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { unturn, type Rotation } from '../../../src/tools/ocr/read.js';

/** Where sharp puts the one black pixel of an image after turning it clockwise. */
async function blackPixelAfter(turn: Rotation, width: number, height: number, x: number, y: number): Promise<[number, number, number, number]> {
  const pixels = Buffer.alloc(width * height, 255);
  pixels[y * width + x] = 0;
  const { data, info } = await sharp(pixels, { raw: { width, height, channels: 1 } }).rotate(turn).raw().toBuffer({ resolveWithObject: true });
  const at = data.indexOf(0) / info.channels;
  return [at % info.width, Math.floor(at / info.width), info.width, info.height];
}

describe('word boxes read on a turned page image', () => {
  it.each([90, 180, 270] as const)('map back onto the page as it came (turned %i° clockwise)', async (turn) => {
    const [w, h, x, y] = [8, 5, 6, 1];
    const [tx, ty] = await blackPixelAfter(turn, w, h, x, y);
    // The pixel's centre, carried back through the inverse turn, is the centre of the original pixel.
    expect(unturn([tx + 0.5, ty + 0.5], turn, { width: w, height: h })).toEqual([x + 0.5, y + 0.5]);
  });
});
