import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { encodeIco } from '../../../src/tools/image/engine/encoders/ico.js';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { RED, decode, ffmpegRun, near, px, quadrantImage, tempDir, tool, trackedRuns } from './fixtures.js';
import type { Decoded } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
const { run, cleanupRuns } = trackedRuns();

async function toPng(input: string) {
  return decode((await run('image-convert-png', input)).path);
}

/** ffmpeg's own reading of a file, as RGBA, for comparison. */
async function ffmpegDecode(input: string) {
  const out = `${input}.ffmpeg.png`;
  await ffmpegRun(['-i', input, '-frames:v', '1', '-pix_fmt', 'rgba', '-y', out]);
  const { data, info } = await sharp(out).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Our decoded pixels with an alpha channel added where missing, to compare with ffmpeg's RGBA. */
function asRgba(img: Decoded): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels as 3 | 4 } })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png', 'src.png', 30, 20);
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

describe('BMP input', () => {
  // Every BMP layout ffmpeg writes: 32/24-bit, 16-bit bit fields, 8/4/1-bit palettes.
  const layouts = ['bgra', 'bgr24', 'rgb565le', 'rgb555le', 'rgb444le', 'pal8', 'gray', 'bgr4_byte', 'monob'];
  for (const pixFmt of layouts) {
    it(`decodes a ${pixFmt} BMP exactly as ffmpeg does`, async () => {
      const bmp = join(dir, `${pixFmt}.bmp`);
      await ffmpegRun(['-i', png, '-pix_fmt', pixFmt, '-y', bmp]);
      const [ours, theirs] = await Promise.all([toPng(bmp), ffmpegDecode(bmp)]);
      expect([ours.width, ours.height]).toEqual([30, 20]);
      const oursRgba = await asRgba(ours);
      if (pixFmt === 'rgb444le') {
        // ffmpeg widens 4-bit fields by shifting (15 -> 240); we repeat the bits (15 -> 255), so full red stays 255.
        expect(Math.max(...oursRgba.map((v, i) => Math.abs(v - theirs.data[i])))).toBeLessThanOrEqual(15);
        expect(px(ours, 2, 2).slice(0, 3)).toEqual(RED);
      } else {
        expect(oursRgba.equals(theirs.data)).toBe(true);
      }
    });
  }

  it('round-trips the BMP this project writes, and reads top-down rows', async () => {
    const out = await run('image-convert-bmp', png);
    const back = await toPng(out.path);
    const original = await decode(png);
    expect(back.data.equals(original.data)).toBe(true);

    // Same pixels stored top-down (negative height).
    const buf = await readFile(out.path);
    const stride = Math.ceil((30 * 3) / 4) * 4;
    const rows = Array.from({ length: 20 }, (_, i) => buf.subarray(54 + i * stride, 54 + (i + 1) * stride)).reverse();
    const topDown = Buffer.concat([buf.subarray(0, 54), ...rows]);
    topDown.writeInt32LE(-20, 22);
    const path = join(dir, 'topdown.bmp');
    await writeFile(path, topDown);
    const td = await toPng(path);
    expect(td.data.equals(original.data)).toBe(true);
  });

  it('refuses a BMP declaring more pixels than the cap, before decoding', async () => {
    const head = Buffer.alloc(54);
    head.write('BM', 0, 'latin1');
    head.writeUInt32LE(54, 10);
    head.writeUInt32LE(40, 14);
    head.writeInt32LE(100_000, 18);
    head.writeInt32LE(100_000, 22);
    head.writeUInt16LE(1, 26);
    head.writeUInt16LE(24, 28);
    const path = join(dir, 'bomb.bmp');
    await writeFile(path, head);
    for (const slug of ['image-convert-png', 'image-metadata', 'image-crop', 'image-favicon-set']) {
      const params = slug === 'image-crop' ? { crop_width: 1, crop_height: 1 } : {};
      const err = await runTool(tool(slug), { input: path, params }).catch((e: unknown) => e);
      expect(err, slug).toBeInstanceOf(ToolError);
      expect((err as Error).message, slug).toMatch(/exceeds/);
    }
  });

  it('fails a truncated or RLE-compressed BMP with a ToolError', async () => {
    const out = await run('image-convert-bmp', png);
    const buf = await readFile(out.path);
    const cut = join(dir, 'cut.bmp');
    await writeFile(cut, buf.subarray(0, buf.length - 100));
    await expect(runTool(tool('image-convert-png'), { input: cut })).rejects.toBeInstanceOf(ToolError);
    const rle = Buffer.from(buf);
    rle.writeUInt32LE(1, 30); // BI_RLE8
    const rlePath = join(dir, 'rle.bmp');
    await writeFile(rlePath, rle);
    await expect(runTool(tool('image-convert-png'), { input: rlePath })).rejects.toThrow(/compression/);
  });

  it('image-metadata names the BMP format', async () => {
    const out = await run('image-convert-bmp', png);
    const meta = await run('image-metadata', out.path);
    const report = JSON.parse(await readFile(meta.path, 'utf8'));
    expect(report).toMatchObject({ format: 'bmp', width: 30, height: 20, channels: 3, file: { mime: 'image/bmp' } });
  });

  it('crop checks the rectangle against the bitmap size', async () => {
    const out = await run('image-convert-bmp', png);
    await expect(
      runTool(tool('image-crop'), { input: out.path, params: { x: 25, crop_width: 10, crop_height: 5 } }),
    ).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'crop_width' } });
  });
});

describe('ICO input', () => {
  it('takes the largest image of a PNG-based icon', async () => {
    const small = await sharp(png).resize(16, 16).png().toBuffer();
    const large = await sharp(png).resize(48, 48, { fit: 'fill' }).png().toBuffer();
    const path = join(dir, 'multi.ico');
    await writeFile(path, encodeIco([{ size: 16, png: small }, { size: 48, png: large }]));
    const img = await toPng(path);
    expect([img.width, img.height]).toEqual([48, 48]);
    expect(near(px(img, 2, 2), RED, 2)).toBe(true);
  });

  it('decodes a BMP-based icon written by ffmpeg like ffmpeg does', async () => {
    const path = join(dir, 'ff.ico');
    await ffmpegRun(['-i', png, '-vf', 'scale=32:32', '-pix_fmt', 'bgra', '-y', path]);
    const [ours, theirs] = await Promise.all([toPng(path), ffmpegDecode(path)]);
    expect([ours.width, ours.height]).toEqual([32, 32]);
    const rgba = await asRgba(ours);
    expect(rgba.equals(theirs.data)).toBe(true);
  });

  it('applies the AND mask of a 24-bit icon as transparency', async () => {
    // 2x2 icon: colour rows (bottom-up, BGR, padded to 8 bytes) then a 1-bit mask hiding the top-left pixel.
    const dib = Buffer.alloc(40 + 2 * 8 + 2 * 4);
    dib.writeUInt32LE(40, 0);
    dib.writeInt32LE(2, 4);
    dib.writeInt32LE(4, 8); // colour + mask rows
    dib.writeUInt16LE(1, 12);
    dib.writeUInt16LE(24, 14);
    for (let i = 0; i < 4; i++) dib.set([0, 0, 255], 40 + Math.floor(i / 2) * 8 + (i % 2) * 3); // all red
    dib[40 + 16 + 4] = 0b10000000; // mask row for the top line (stored second), first pixel
    const header = Buffer.alloc(22);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(1, 4);
    header.set([2, 2, 0, 0], 6);
    header.writeUInt16LE(1, 10);
    header.writeUInt16LE(24, 12);
    header.writeUInt32LE(dib.length, 14);
    header.writeUInt32LE(22, 18);
    const path = join(dir, 'masked.ico');
    await writeFile(path, Buffer.concat([header, dib]));
    const img = await toPng(path);
    expect(img.channels).toBe(4);
    expect(px(img, 0, 0)[3]).toBe(0);
    expect(px(img, 1, 0)).toEqual([255, 0, 0, 255]);
    expect(px(img, 0, 1)).toEqual([255, 0, 0, 255]);
  });

  it('refuses an icon whose directory points outside the file', async () => {
    const bad = Buffer.alloc(22 + 8);
    bad.writeUInt16LE(1, 2);
    bad.writeUInt16LE(1, 4);
    bad.writeUInt32LE(1000, 14);
    bad.writeUInt32LE(22, 18);
    const path = join(dir, 'bad.ico');
    await writeFile(path, bad);
    await expect(runTool(tool('image-convert-png'), { input: path })).rejects.toBeInstanceOf(ToolError);
    const env = testToolEnv();
    await expect(runTool(tool('image-metadata'), { input: path, env })).rejects.toThrow(/outside the file/);
  });
});
