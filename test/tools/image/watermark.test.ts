import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import type { RunResult } from '../../helpers/tool-harness.js';
import { decode, tempDir, tool } from './fixtures.js';
import type { Decoded } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let grey: string;
let logo: string;
const results: RunResult[] = [];

const GREY = 40;

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  grey = join(dir, 'grey.png');
  logo = join(dir, 'logo.png');
  await sharp({ create: { width: 160, height: 100, channels: 3, background: { r: GREY, g: GREY, b: GREY } } }).png().toFile(grey);
  await sharp({ create: { width: 10, height: 10, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toFile(logo);
});

afterAll(async () => {
  await Promise.all(results.map(cleanup));
  await done();
});

async function stamp(params: Record<string, unknown>, inputs = [grey]): Promise<Decoded> {
  const r = await runTool(tool('image-watermark'), { inputs, params });
  results.push(r);
  expect(r.mime).toBe('image/png');
  return decode(r.path);
}

/** Pixels in a box that differ from the plain grey background by more than `by` on some channel. */
function changed(img: Decoded, box: { x0: number; y0: number; x1: number; y1: number }, by = 40): number {
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const at = (y * img.width + x) * img.channels;
      if ([0, 1, 2].some((c) => Math.abs((img.data[at + c] ?? 0) - GREY) > by)) n++;
    }
  }
  return n;
}

const QUARTERS = {
  topLeft: { x0: 0, y0: 0, x1: 80, y1: 50 },
  topRight: { x0: 80, y0: 0, x1: 160, y1: 50 },
  bottomLeft: { x0: 0, y0: 50, x1: 80, y1: 100 },
  bottomRight: { x0: 80, y0: 50, x1: 160, y1: 100 },
};

describe('image-watermark', () => {
  it('draws the text in the chosen corner and nowhere else', async () => {
    const img = await stamp({ text: 'AB', level: 20, opacity: 1, color: '#ffffff', direction: 'top-left' });
    expect([img.width, img.height]).toEqual([160, 100]);
    expect(changed(img, QUARTERS.topLeft)).toBeGreaterThan(50);
    for (const q of [QUARTERS.topRight, QUARTERS.bottomLeft, QUARTERS.bottomRight]) expect(changed(img, q)).toBe(0);
  });

  it('draws with the typeface asked for (font is kept by the job API)', async () => {
    const sans = await stamp({ text: 'Wg', level: 30, opacity: 1, direction: 'center' });
    const mono = await stamp({ text: 'Wg', level: 30, opacity: 1, direction: 'center', font: 'mono' });
    expect(sans.data.equals(mono.data)).toBe(false);
  });

  it('tiles the text over the whole picture', async () => {
    const img = await stamp({ text: 'x', level: 10, opacity: 1, direction: 'tile' });
    for (const q of Object.values(QUARTERS)) expect(changed(img, q)).toBeGreaterThan(10);
  });

  it('stamps a logo (the second file) bottom-right at half opacity', async () => {
    const img = await stamp({ level: 25, opacity: 0.5, direction: 'bottom-right' }, [grey, logo]);
    // 25 % of 160 px: a 40x40 logo, 3 px from the corner; its middle is red over grey, half and half.
    const at = (70 * 160 + 137) * img.channels;
    const mix = [...img.data.subarray(at, at + 3)];
    expect(Math.abs((mix[0] ?? 0) - (255 + GREY) / 2)).toBeLessThan(8);
    expect(Math.abs((mix[1] ?? 0) - GREY / 2)).toBeLessThan(8);
    for (const q of [QUARTERS.topLeft, QUARTERS.topRight, QUARTERS.bottomLeft]) expect(changed(img, q)).toBe(0);
  });

  it('draws markup-looking text as text, in the colour asked (hostile strings are escaped for Pango)', async () => {
    const img = await stamp({ text: '<span foreground="red">&amp;\'%{x}; \n:', level: 40, opacity: 1, color: '#00ff00', direction: 'center' });
    let red = 0;
    let green = 0;
    for (let i = 0; i < img.data.length; i += img.channels) {
      if ((img.data[i] ?? 0) > 150 && (img.data[i + 1] ?? 0) < 80) red++;
      if ((img.data[i + 1] ?? 0) > 150 && (img.data[i] ?? 0) < 80) green++;
    }
    expect(red).toBe(0);
    expect(green).toBeGreaterThan(50);
  });

  it('needs a text or a logo', async () => {
    await expect(runTool(tool('image-watermark'), { inputs: [grey], params: {} })).rejects.toThrow(
      'give a text to stamp, or send a logo image as the second file',
    );
  });
});
