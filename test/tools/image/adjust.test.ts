import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE, GREEN, RED, animatedGif, decode, near, noiseImage, px, quadrantImage, tempDir, trackedRuns } from './fixtures.js';
import type { Decoded } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
let noise: string;
const { run, cleanupRuns } = trackedRuns();

/** Mean and variance of the first channel. */
function channelStats(img: Decoded): { mean: number; variance: number } {
  let sum = 0;
  let sq = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const v = img.data[i * img.channels];
    sum += v;
    sq += v * v;
  }
  const mean = sum / n;
  return { mean, variance: sq / n - mean * mean };
}

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png');
  noise = await noiseImage(dir, 'noise.png');
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

describe('filters', () => {
  it('image-blur lowers the variance of noise, more with a larger sigma, even at the smallest sigma', async () => {
    const before = channelStats(await decode(noise));
    const least = channelStats(await decode((await run('image-blur', noise, { level: 0.3 })).path));
    expect(least.variance).toBeLessThan(before.variance * 0.99);
    const light = channelStats(await decode((await run('image-blur', noise, { level: 0.5 })).path));
    const heavy = channelStats(await decode((await run('image-blur', noise, { level: 5 })).path));
    expect(light.variance).toBeLessThan(before.variance);
    expect(heavy.variance).toBeLessThan(light.variance / 4);
  });

  it('image-sharpen raises the contrast at an edge', async () => {
    // A soft grey ramp edge: sharpening pushes the dark side darker next to the edge.
    const soft = await sharp(png).greyscale().blur(2).png().toBuffer();
    const path = `${dir}/soft.png`;
    await sharp(soft).toFile(path);
    const r = await run('image-sharpen', path, { level: 2 });
    const [a, b] = await Promise.all([decode(path), decode(r.path)]);
    expect(channelStats(b).variance).toBeGreaterThan(channelStats(a).variance);
    expect([b.width, b.height]).toEqual([64, 48]);
  });

  it('image-grayscale makes R = G = B', async () => {
    const r = await run('image-grayscale', png);
    const img = await decode(r.path);
    for (const [x, y] of [[5, 5], [60, 5], [5, 40], [60, 40]]) {
      const [red, green, blue] = px(img, x, y);
      if (img.channels >= 3) {
        expect(red).toBe(green);
        expect(green).toBe(blue);
      }
    }
    // Red and yellow differ in luminance, so the quadrants stay distinguishable.
    expect(px(img, 5, 5)[0]).not.toBe(px(img, 60, 40)[0]);
  });

  it('image-invert produces the negative and leaves alpha alone', async () => {
    const r = await run('image-invert', png);
    const img = await decode(r.path);
    expect(px(img, 5, 5).slice(0, 3)).toEqual([0, 255, 255]);
    expect(px(img, 60, 40).slice(0, 3)).toEqual([0, 0, 255]);
    const half = `${dir}/half.png`;
    await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } }).toFile(half);
    const h = await decode((await run('image-invert', half)).path);
    expect(px(h, 1, 1)).toEqual([245, 235, 225, 128]);
  });

  it('image-brightness raises the mean', async () => {
    const grey = `${dir}/grey.png`;
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#606060' } }).toFile(grey);
    const before = channelStats(await decode(grey)).mean;
    const brighter = channelStats(await decode((await run('image-brightness', grey, { factor: 1.5 })).path)).mean;
    const darker = channelStats(await decode((await run('image-brightness', grey, { factor: 0.5 })).path)).mean;
    expect(brighter).toBeGreaterThan(before + 20);
    expect(darker).toBeLessThan(before - 20);
  });

  it('image-saturation: 0 removes the colour, above 1 strengthens it', async () => {
    const muted = `${dir}/muted.png`;
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a06060' } }).toFile(muted);
    const grey = px(await decode((await run('image-saturation', muted, { factor: 0 })).path), 3, 3);
    expect(Math.max(...grey) - Math.min(...grey)).toBeLessThanOrEqual(2);
    const vivid = px(await decode((await run('image-saturation', muted)).path), 3, 3);
    expect(vivid[0] - vivid[2]).toBeGreaterThan(0xa0 - 0x60);
  });

  it('image-sepia gives a warm tint (R > G > B) to a neutral grey', async () => {
    const grey = `${dir}/grey2.png`;
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } }).toFile(grey);
    const [r, g, b] = px(await decode((await run('image-sepia', grey)).path), 4, 4);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(near([r, g, b], [172, 153, 119], 3)).toBe(true);
  });

  it('image-pixelate makes equal flat blocks', async () => {
    const r = await run('image-pixelate', noise, { level: 8 });
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([64, 48]);
    for (const [bx, by] of [[0, 0], [3, 2], [7, 5]]) {
      const first = px(img, bx * 8, by * 8);
      for (let dy = 0; dy < 8; dy++) for (let dx = 0; dx < 8; dx++) expect(px(img, bx * 8 + dx, by * 8 + dy)).toEqual(first);
    }
    // Neighbouring blocks of noise differ.
    expect(px(img, 0, 0)).not.toEqual(px(img, 8, 0));
  });

  it('colour filters keep every frame of an animation', async () => {
    const gif = await animatedGif(dir);
    const r = await run('image-invert', gif);
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['gif', 3]);
    const img = await decode(r.path, { animated: true });
    expect(near(px(img, 2, 2), [0, 255, 255], 4)).toBe(true);
    expect(near(px(img, 2, 12), [255, 0, 255], 4)).toBe(true);
    expect(near(px(img, 2, 22), [255, 255, 0], 4)).toBe(true);
    const blurred = await decode((await run('image-blur', gif, { level: 3 })).path, { animated: true });
    // Per-frame blur: the top row of frame 2 is still pure green, not mixed with frame 1's red.
    expect(near(px(blurred, 10, 10), GREEN, 4)).toBe(true);
    expect(near(px(blurred, 10, 0), RED, 4)).toBe(true);
    expect(near(px(blurred, 10, 29), BLUE, 4)).toBe(true);
  });
});
