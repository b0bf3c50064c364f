import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { BLUE, GREEN, RED, YELLOW, animatedGif, decode, near, px, quadrantImage, tempDir, tool, trackedRuns } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
let jpg: string;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png');
  jpg = await quadrantImage(dir, 'jpeg');
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

describe('image-resize', () => {
  it('keeps the aspect ratio and the format by default', async () => {
    const r = await run('image-resize', jpg, { width: 32 });
    expect(r.mime).toBe('image/jpeg');
    expect(r.name).toBe('quad.jpg');
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([32, 24]);
    expect(near(px(img, 28, 20), YELLOW, 25)).toBe(true);
  });

  it('honours each fit', async () => {
    const size = async (preset: string) => {
      const r = await run('image-resize', png, { width: 30, height: 30, preset });
      const m = await sharp(r.path).metadata();
      return [m.width, m.height];
    };
    expect(await size('inside')).toEqual([30, 23]);
    expect(await size('outside')).toEqual([40, 30]);
    expect(await size('cover')).toEqual([30, 30]);
    expect(await size('fill')).toEqual([30, 30]);
    const contain = await run('image-resize', png, { width: 30, height: 30, preset: 'contain' });
    const c = await decode(contain.path);
    expect([c.width, c.height]).toEqual([30, 30]);
    expect(px(c, 15, 1)[3]).toBe(0);
  });

  it('pads a JPEG with white when the fit leaves empty space', async () => {
    const r = await run('image-resize', jpg, { width: 30, height: 30, preset: 'contain' });
    expect(r.mime).toBe('image/jpeg');
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([30, 30]);
    expect(near(px(img, 15, 0), [255, 255, 255], 12)).toBe(true);
  });

  it('resizes every frame of an animated GIF without mixing frames', async () => {
    const gif = await animatedGif(dir);
    const r = await run('image-resize', gif, { width: 40 });
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect([meta.format, meta.width, meta.pageHeight, meta.pages]).toEqual(['gif', 40, 20, 3]);
    const img = await decode(r.path, { animated: true });
    // First row of the second frame would be a red/green blend if the strip had been resized as one image.
    expect(near(px(img, 20, 20), GREEN, 4)).toBe(true);
    expect(near(px(img, 20, 40), BLUE, 4)).toBe(true);
  });
});

describe('image-crop', () => {
  it('extracts the rectangle', async () => {
    const r = await run('image-crop', png, { x: 32, y: 24, crop_width: 20, crop_height: 10 });
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([20, 10]);
    expect(near(px(img, 0, 0), YELLOW, 0)).toBe(true);
    expect(near(px(img, 19, 9), YELLOW, 0)).toBe(true);
  });

  it('refuses a rectangle outside the image, naming its size', async () => {
    const err = await runTool(tool('image-crop'), {
      input: png,
      params: { x: 50, y: 0, crop_width: 20, crop_height: 10 },
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_params', details: { field: 'crop_width' } });
    expect((err as Error).message).toContain('64x48');
    await expect(
      runTool(tool('image-crop'), { input: png, params: { x: 0, y: 48, crop_width: 1, crop_height: 1 } }),
    ).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'y' } });
  });

  it('requires the rectangle size', async () => {
    await expect(runTool(tool('image-crop'), { input: png, params: { x: 1 } })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('image-rotate', () => {
  it('turns 90 degrees clockwise', async () => {
    const r = await run('image-rotate', png);
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([48, 64]);
    // Clockwise: the bottom-left (blue) quadrant comes to the top-left.
    expect(near(px(img, 2, 2), BLUE, 0)).toBe(true);
    expect(near(px(img, 45, 2), RED, 0)).toBe(true);
  });

  it('pads other angles: transparent for PNG, white for JPEG', async () => {
    const r = await run('image-rotate', png, { degrees: 45 });
    const img = await decode(r.path);
    expect(img.width).toBeGreaterThan(70);
    expect(img.channels).toBe(4);
    expect(px(img, 0, 0)[3]).toBe(0);
    const j = await run('image-rotate', jpg, { degrees: -30 });
    expect(j.mime).toBe('image/jpeg');
    const ji = await decode(j.path);
    expect(near(px(ji, 0, 0), [255, 255, 255], 8)).toBe(true);
  });

  it('rotates each frame of an animation', async () => {
    const gif = await animatedGif(dir, 'rot.gif');
    const r = await run('image-rotate', gif, { degrees: 90 });
    const meta = await sharp(r.path, { animated: true }).metadata();
    expect([meta.width, meta.pageHeight, meta.pages]).toEqual([10, 20, 3]);
  });
});

describe('image-flip', () => {
  it('mirrors horizontally, vertically and both', async () => {
    const h = await decode((await run('image-flip', png)).path);
    expect(near(px(h, 2, 2), GREEN, 0)).toBe(true);
    const v = await decode((await run('image-flip', png, { direction: 'vertical' })).path);
    expect(near(px(v, 2, 2), BLUE, 0)).toBe(true);
    const b = await decode((await run('image-flip', png, { direction: 'both' })).path);
    expect(near(px(b, 2, 2), YELLOW, 0)).toBe(true);
  });

  it('keeps the frame order of an animation when flipping vertically', async () => {
    const gif = await animatedGif(dir, 'flip.gif');
    const r = await run('image-flip', gif, { direction: 'vertical' });
    const img = await decode(r.path, { animated: true });
    expect(near(px(img, 1, 1), RED, 4)).toBe(true);
    expect(near(px(img, 1, 21), BLUE, 4)).toBe(true);
  });
});

describe('image-upscale', () => {
  it('enlarges by the factor', async () => {
    const r = await run('image-upscale', png, { factor: 2.5 });
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([160, 120]);
    expect(near(px(img, 150, 110), YELLOW, 2)).toBe(true);
  });

  it('refuses a result over the output pixel cap', async () => {
    const env = testToolEnv();
    env.limits.maxOutputPixels = 64 * 48 * 3;
    await expect(runTool(tool('image-upscale'), { input: png, params: { factor: 2 }, env })).rejects.toThrow(/exceeds/);
  });
});

describe('image-trim', () => {
  it('removes a uniform border', async () => {
    const framed = join(dir, 'framed.png');
    await sharp(png).extend({ top: 10, bottom: 5, left: 7, right: 3, background: '#ffffff' }).toFile(framed);
    const r = await run('image-trim', framed);
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([64, 48]);
    expect(near(px(img, 0, 0), RED, 0)).toBe(true);
  });
});

describe('image-add-border', () => {
  it('adds a border of the chosen colour on every side', async () => {
    // 16 px: the border fills whole JPEG blocks, so the corner is not tinted by chroma from the red quadrant.
    const r = await run('image-add-border', jpg, { level: 16, preset: 'black' });
    expect(r.mime).toBe('image/jpeg');
    const img = await decode(r.path);
    expect([img.width, img.height]).toEqual([96, 80]);
    expect(near(px(img, 0, 0), [0, 0, 0], 6)).toBe(true);
    expect(near(px(img, 95, 79), [0, 0, 0], 6)).toBe(true);
    expect(near(px(img, 24, 24), RED, 25)).toBe(true);
    const white = await decode((await run('image-add-border', png, { level: 3 })).path);
    expect([white.width, white.height]).toEqual([70, 54]);
    expect(px(white, 0, 0).slice(0, 3)).toEqual([255, 255, 255]);
    expect(near(px(white, 3, 3), RED, 0)).toBe(true);
  });

  it('a transparent border on a JPEG comes back as PNG', async () => {
    const r = await run('image-add-border', jpg, { level: 4, preset: 'transparent' });
    expect(r.mime).toBe('image/png');
    const img = await decode(r.path);
    expect(px(img, 0, 0)[3]).toBe(0);
    expect(px(img, 10, 10)[3]).toBe(255);
  });
});

describe('image-round-corners', () => {
  it('leaves the corners transparent and the middle opaque', async () => {
    const r = await run('image-round-corners', jpg, { level: 16 });
    expect(r.mime).toBe('image/png');
    const img = await decode(r.path);
    expect([img.width, img.height, img.channels]).toEqual([64, 48, 4]);
    for (const [x, y] of [[0, 0], [63, 0], [0, 47], [63, 47]]) expect(px(img, x, y)[3]).toBe(0);
    expect(px(img, 32, 0)[3]).toBe(255);
    expect(px(img, 16, 24)[3]).toBe(255);
    const w = await run('image-round-corners', png, { format: 'webp' });
    expect(w.mime).toBe('image/webp');
    expect(px(await decode(w.path), 0, 0)[3]).toBe(0);
  });
});
