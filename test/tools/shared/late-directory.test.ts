import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { tempDir } from '../image/fixtures.js';

/**
 * An uncompressed RGB TIFF laid out as scanners and fax software write it: header, then the pixels,
 * then the image file directory, so the directory sits after `width * height * 3` bytes.
 */
function lateDirectoryTiff(width: number, height: number, rgb: [number, number, number]): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(rgb, i * 3);
  const pixelsAt = 8;
  const bitsAt = pixelsAt + pixels.length;
  const ifdAt = bitsAt + 6 + ((bitsAt + 6) % 2);
  const tags: Array<[number, number, number, number]> = [
    // tag, type (3 SHORT, 4 LONG), count, value or offset
    [256, 4, 1, width],
    [257, 4, 1, height],
    [258, 3, 3, bitsAt],
    [259, 3, 1, 1],
    [262, 3, 1, 2],
    [273, 4, 1, pixelsAt],
    [277, 3, 1, 3],
    [278, 4, 1, height],
    [279, 4, 1, pixels.length],
    [284, 3, 1, 1],
  ];
  const ifd = Buffer.alloc(2 + tags.length * 12 + 4);
  ifd.writeUInt16LE(tags.length, 0);
  tags.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const head = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0, 0, 0, 0]);
  head.writeUInt32LE(ifdAt, 4);
  const bits = Buffer.from([8, 0, 8, 0, 8, 0]);
  const pad = Buffer.alloc(ifdAt - bitsAt - bits.length);
  return Buffer.concat([head, pixels, bits, pad, ifd]);
}

let app: TestApp;
let dir: string;
let done: () => Promise<void>;
// 160 x 160 x 3 = 76,800 bytes of pixels before the directory: past the first 64 KiB.
const tiff = lateDirectoryTiff(160, 160, [200, 40, 40]);

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  app = await startTestApp();
});
afterAll(async () => {
  await app.destroy();
  await done();
});

describe('a TIFF whose directory sits after the first 64 KiB', () => {
  it('is a TIFF sharp reads as written', async () => {
    expect(tiff.readUInt32LE(4)).toBeGreaterThan(64 * 1024);
    const { data, info } = await sharp(tiff).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, ...data.subarray(0, 3)]).toEqual([160, 160, 200, 40, 40]);
  });

  it('is detected as image/tiff, also with the directory further out', async () => {
    for (const side of [160, 400, 1200]) {
      const path = join(dir, `late-${side}.tif`);
      await writeFile(path, lateDirectoryTiff(side, side, [10, 20, 30]));
      expect(await detectFile(path), `${side}x${side}`).toEqual({ mime: 'image/tiff', ext: 'tif' });
    }
  });

  it('is accepted by POST /upload and converted (was 415 unsupported_type)', async () => {
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-convert-png' }, { data: tiff, name: 'scan.tif' });
    expect(status, JSON.stringify(body)).toBe(202);
    const job = await c.waitForJob(body.job_id as string);
    expect(job.status, JSON.stringify(job)).toBe('completed');
    const res = await c.request(`/download/${String(body.job_id)}`);
    const png = Buffer.from(await res.arrayBuffer());
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height, ...data.subarray(0, 3)]).toEqual(['raw', 160, 160, 200, 40, 40]);
  });

  it('still refuses a file that only starts like a TIFF', async () => {
    const broken = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0xff, 0x0f]), Buffer.alloc(70_000, 0x41)]);
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'image-convert-png' }, { data: broken, name: 'fake.tif' });
    expect([status, body.error]).toEqual([415, 'unsupported_type']);
  });
});
