import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIco } from '../../../src/tools/image/engine/encoders/ico.js';
import { decode, ffmpegRun, px, quadrantImage, tempDir, trackedRuns } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

/** Independent decoder: ffmpeg's own BMP reader, writing PNG. */
function ffmpegToPng(input: string, output: string): Promise<void> {
  return ffmpegRun(['-i', input, '-frames:v', '1', '-y', output]);
}

interface BmpHeader {
  magic: string;
  fileSize: number;
  dataOffset: number;
  infoSize: number;
  width: number;
  height: number;
  planes: number;
  bpp: number;
  compression: number;
  imageSize: number;
}

function parseBmp(buf: Buffer): BmpHeader {
  return {
    magic: buf.toString('latin1', 0, 2),
    fileSize: buf.readUInt32LE(2),
    dataOffset: buf.readUInt32LE(10),
    infoSize: buf.readUInt32LE(14),
    width: buf.readInt32LE(18),
    height: buf.readInt32LE(22),
    planes: buf.readUInt16LE(26),
    bpp: buf.readUInt16LE(28),
    compression: buf.readUInt32LE(30),
    imageSize: buf.readUInt32LE(34),
  };
}

describe('image-convert-bmp', () => {
  it('writes a 24-bit bottom-up BMP with padded rows that ffmpeg decodes to the same pixels', async () => {
    // 63 px wide: 189 bytes per row, padded to 192, so the padding path is exercised.
    const input = await quadrantImage(dir, 'png', 'odd.png', 63, 47);
    const r = await run('image-convert-bmp', input);
    expect(r.mime).toBe('image/bmp');
    expect(r.name).toBe('odd.bmp');
    const buf = await readFile(r.path);
    const h = parseBmp(buf);
    expect(h).toEqual({
      magic: 'BM',
      fileSize: buf.length,
      dataOffset: 54,
      infoSize: 40,
      width: 63,
      height: 47,
      planes: 1,
      bpp: 24,
      compression: 0,
      imageSize: 192 * 47,
    });
    // First stored row is the bottom of the image: blue on the left (stored B,G,R), yellow on the right.
    expect([...buf.subarray(54, 57)]).toEqual([255, 0, 0]);
    expect([...buf.subarray(54 + 62 * 3, 54 + 63 * 3)]).toEqual([0, 255, 255]);
    expect([...buf.subarray(54 + 189, 54 + 192)]).toEqual([0, 0, 0]);

    const viaFfmpeg = join(dir, 'odd-ffmpeg.png');
    await ffmpegToPng(r.path, viaFfmpeg);
    const [original, decoded] = await Promise.all([decode(input), decode(viaFfmpeg)]);
    expect([decoded.width, decoded.height]).toEqual([63, 47]);
    expect(decoded.channels).toBe(3);
    expect(decoded.data.equals(original.data)).toBe(true);
  });

  it('writes 32-bit BGRA when the image has transparency', async () => {
    const input = join(dir, 'alpha.png');
    const raw = Buffer.alloc(8 * 4 * 4);
    for (let i = 0; i < 32; i++) raw.set(i < 16 ? [200, 100, 50, 255] : [0, 0, 0, 0], i * 4);
    await sharp(raw, { raw: { width: 8, height: 4, channels: 4 } }).png().toFile(input);
    const r = await run('image-convert-bmp', input);
    const buf = await readFile(r.path);
    const h = parseBmp(buf);
    expect([h.bpp, h.width, h.height, h.imageSize]).toEqual([32, 8, 4, 8 * 4 * 4]);
    // Bottom row (transparent) first, top row (opaque orange) last.
    expect([...buf.subarray(54, 58)]).toEqual([0, 0, 0, 0]);
    expect([...buf.subarray(buf.length - 4)]).toEqual([50, 100, 200, 255]);
    const viaFfmpeg = join(dir, 'alpha-ffmpeg.png');
    await ffmpegToPng(r.path, viaFfmpeg);
    const img = await decode(viaFfmpeg);
    expect([img.width, img.height]).toEqual([8, 4]);
    expect(img.channels).toBe(4);
    expect(px(img, 0, 0)).toEqual([200, 100, 50, 255]);
    expect(px(img, 0, 3)[3]).toBe(0);
  });
});

describe('encodeIco', () => {
  it('lays out the directory and the PNG streams back to back', async () => {
    const a = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const b = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#00ff00' } }).png().toBuffer();
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(ico.length).toBe(6 + 32 + a.length + b.length);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt32LE(6 + 12)).toBe(38);
    expect(ico.readUInt32LE(22 + 12)).toBe(38 + a.length);
    expect(ico[22]).toBe(0);
    expect(ico.subarray(38, 38 + a.length).equals(a)).toBe(true);
    expect(() => encodeIco([])).toThrow();
    expect(() => encodeIco([{ size: 300, png: a }])).toThrow();
  });
});
