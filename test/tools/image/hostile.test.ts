import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { openImage } from '../../../src/tools/image/engine/sharp.js';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { animatedGif, decode, quadrantImage, tempDir, tool, trackedRuns, writeText } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let png: string;
const { run, cleanupRuns } = trackedRuns();

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A few hundred bytes that declare a width x height RGB PNG: a decompression bomb as far as any header reader knows. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  png = await quadrantImage(dir, 'png');
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

describe('hostile and broken inputs', () => {
  it('refuses a text file named .png by its content', async () => {
    const fake = await writeText(dir, 'fake.png', 'this is not an image at all\n');
    for (const t of imageTools) {
      await expect(runTool(t, { input: fake })).rejects.toMatchObject({ code: 'unsupported_type' });
    }
  });

  it('refuses a PDF', async () => {
    const pdf = await writeText(dir, 'doc.png', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await expect(runTool(tool('image-resize'), { input: pdf })).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('goes by content, not by name: a JPEG named .png stays a JPEG', async () => {
    const jpg = await readFile(await quadrantImage(dir, 'jpeg'));
    const misnamed = join(dir, 'photo.png');
    await writeFile(misnamed, jpg);
    const r = await run('image-resize', misnamed, { width: 16 });
    expect([r.mime, r.name]).toEqual(['image/jpeg', 'photo.jpg']);
    expect((await sharp(r.path).metadata()).format).toBe('jpeg');
  });

  it('fails a truncated JPEG or PNG with a ToolError', async () => {
    const fullJpg = await readFile(await quadrantImage(dir, 'jpeg', 'big.jpg', 256, 192));
    const noisy = await sharp({
      create: { width: 128, height: 96, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const cutJpg = join(dir, 'cut.jpg');
    const cutPng = join(dir, 'cut.png');
    await writeFile(cutJpg, fullJpg.subarray(0, Math.floor(fullJpg.length / 2)));
    await writeFile(cutPng, noisy.subarray(0, Math.floor(noisy.length / 2)));
    for (const input of [cutJpg, cutPng]) {
      for (const slug of ['image-resize', 'image-convert-webp', 'image-metadata', 'image-convert-bmp']) {
        const err = await runTool(tool(slug), { input }).catch((e: unknown) => e);
        expect(err, `${slug} on ${input}`).toBeInstanceOf(ToolError);
      }
    }
  });

  it('refuses a pixel bomb in every tool that takes PNG, before decoding', async () => {
    const bomb = join(dir, 'bomb.png');
    const bytes = pngBomb(12000, 12000);
    expect(bytes.length).toBeLessThan(2000);
    await writeFile(bomb, bytes);
    const env = testToolEnv();
    env.limits.maxInputPixels = 50_000_000;
    const rssBefore = process.memoryUsage().rss;
    for (const t of imageTools.filter((x) => x.accepts.includes('image/png'))) {
      const params = t.slug === 'image-crop' ? { crop_width: 10, crop_height: 10 } : {};
      const err = await runTool(t, { input: bomb, env, params }).catch((e: unknown) => e);
      expect(err, t.slug).toBeInstanceOf(ToolError);
      expect((err as Error).message, t.slug).toMatch(/exceeds/);
    }
    // 144 Mpx decoded would be over 400 MB; nothing near that was allocated.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('sharp itself still enforces the input pixel limit if a pipeline skips the header check', async () => {
    const bomb = join(dir, 'bomb2.png');
    await writeFile(bomb, pngBomb(12000, 12000));
    const env = testToolEnv();
    env.limits.maxInputPixels = 50_000_000;
    await expect(openImage({ input: bomb, loader: 'png' }, env).png().toBuffer()).rejects.toThrow(/exceeds pixel limit/);
  });

  it('counts every frame of an animation against the pixel limit', async () => {
    const gif = await animatedGif(dir);
    const env = testToolEnv();
    env.limits.maxInputPixels = 500; // one 20x10 frame fits, three do not
    await expect(runTool(tool('image-resize'), { input: gif, env, params: { width: 10 } })).rejects.toThrow(/exceeds/);
  });

  it('refuses an SVG declaring a huge canvas', async () => {
    const svg = await writeText(
      dir,
      'huge.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>',
    );
    await expect(runTool(tool('image-grayscale'), { input: svg })).rejects.toThrow(/exceeds/);
  });

  it('fails an SVG entity-expansion bomb quickly', async () => {
    let entities = '<!ENTITY a0 "AAAAAAAAAA">';
    for (let i = 1; i <= 10; i++) entities += `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`;
    const svg = await writeText(
      dir,
      'laughs.svg',
      `<?xml version="1.0"?><!DOCTYPE svg [${entities}]>` +
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"><text y="15">&a10;</text></svg>',
    );
    // Today the DOCTYPE makes detection call it application/xml (refused); librsvg's parser must refuse it too.
    const err = await runTool(tool('svg-to-png'), { input: svg }).catch((e: unknown) => e);
    expect(err instanceof ToolError || (err as { code?: string }).code === 'unsupported_type').toBe(true);
    const bytes = await readFile(svg);
    await expect(openImage({ input: bytes, loader: 'svg' }, testToolEnv()).png().toBuffer()).rejects.toThrow(/amplification/);
  });

  it('refuses outputs over the output pixel cap', async () => {
    const env = testToolEnv();
    env.limits.maxOutputPixels = 64 * 48 * 2;
    const cases: [string, string, Record<string, unknown>][] = [
      ['image-upscale', png, { factor: 4 }],
      ['image-resize', png, { width: 1000 }],
      ['image-rotate', png, { degrees: 45 }],
      ['image-add-border', png, { level: 100 }],
    ];
    for (const [slug, input, params] of cases) {
      const err = await runTool(tool(slug), { input, params, env }).catch((e: unknown) => e);
      expect(err, slug).toBeInstanceOf(ToolError);
      expect((err as Error).message, slug).toMatch(/exceeds/);
    }
    const svg = await writeText(dir, 'sq.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(runTool(tool('svg-to-png'), { input: svg, params: { width: 8192 }, env })).rejects.toThrow(/exceeds/);
  });

  it('refuses an output file over the byte cap', async () => {
    const env = testToolEnv();
    env.limits.maxOutputBytes = 1000;
    await expect(runTool(tool('image-convert-bmp'), { input: png, env })).rejects.toThrow(/exceeds/);
  });

  it('rejects out-of-range and malformed parameters', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['image-convert-jpg', { quality: 0 }],
      ['image-convert-jpg', { quality: 101 }],
      ['image-convert-jpg', { quality: 'high' }],
      ['image-convert-png', { level: 10 }],
      ['image-convert-webp', { preset: 'bogus' }],
      ['image-convert-ico', { width: 512 }],
      ['svg-to-png', { width: 8193 }],
      ['image-resize', { width: 10001 }],
      ['image-resize', { width: 0 }],
      ['image-resize', { preset: 'stretch' }],
      ['image-crop', { x: -1, crop_width: 1, crop_height: 1 }],
      ['image-rotate', { degrees: 361 }],
      ['image-rotate', { degrees: 12.5 }],
      ['image-flip', { direction: 'diagonal' }],
      ['image-compress', { format: 'bmp' }],
      ['image-blur', { level: 0.1 }],
      ['image-blur', { level: 101 }],
      ['image-sharpen', { level: 11 }],
      ['image-brightness', { factor: 4.5 }],
      ['image-saturation', { factor: -1 }],
      ['image-pixelate', { level: 1 }],
      ['image-round-corners', { format: 'jpg' }],
      ['image-add-border', { preset: 'red' }],
      ['image-trim', { level: 256 }],
      ['image-upscale', { factor: 5 }],
      ['image-upscale', { factor: 0.5 }],
    ];
    const svg = await writeText(dir, 'p.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [slug, params] of bad) {
      const input = slug === 'svg-to-png' ? svg : png;
      const schema = tool(slug).params;
      expect(schema.safeParse(params).success, `${slug} ${JSON.stringify(params)}`).toBe(false);
      await expect(runTool(tool(slug), { input, params }), slug).rejects.toMatchObject({ code: 'invalid_params' });
    }
    // Form fields arrive as strings and still parse.
    expect(tool('image-convert-jpg').params.parse({ quality: '70' })).toEqual({ quality: 70 });
  });

  it('stops when the job is cancelled', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(runTool(tool('image-blur'), { input: png, signal: ac.signal })).rejects.toMatchObject({ name: 'AbortError' });

    // Cancel while the pipeline is being set up (the limits are read right before the heavy call).
    const late = new AbortController();
    const env = testToolEnv();
    const limits = env.limits;
    env.limits = new Proxy(limits, {
      get(target, key: keyof typeof limits) {
        if (key === 'jobTimeoutMs') late.abort();
        return target[key];
      },
    });
    await expect(runTool(tool('image-blur'), { input: png, signal: late.signal, env })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('SVG is rendered without reaching files or the network', () => {
  let server: ReturnType<typeof createServer>;
  let hits = 0;
  let port = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('ignores file:, relative, XInclude and http: references', async () => {
    // A real red image next to the SVG: if librsvg followed any reference, red would show.
    const red = join(dir, 'red.png');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toFile(red);
    const secret = join(dir, 'secret.txt');
    await writeFile(secret, 'TOPSECRET-42');
    const clean =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'xmlns:xi="http://www.w3.org/2001/XInclude" width="64" height="64">' +
      '<rect width="64" height="64" fill="#00ff00"/>';
    const hostile =
      clean +
      `<image x="0" y="0" width="32" height="32" href="file://${red}"/>` +
      '<image x="32" y="0" width="32" height="32" href="red.png"/>' +
      `<image x="0" y="32" width="32" height="32" xlink:href="http://127.0.0.1:${port}/pixel.png"/>` +
      '<image x="32" y="32" width="32" height="32" href="file:///etc/hostname"/>' +
      `<text x="2" y="60" font-size="12"><xi:include href="file://${secret}" parse="text"/></text>` +
      `<rect width="64" height="64" fill="url(http://127.0.0.1:${port}/p.svg#g)" opacity="0.5"/>` +
      '</svg>';
    const hostilePath = await writeText(dir, 'hostile.svg', hostile);
    const cleanPath = await writeText(dir, 'clean.svg', `${clean}</svg>`);

    for (const [slug, params] of [
      ['svg-to-png', { width: 64 }],
      ['image-convert-png', {}],
    ] as const) {
      const a = await run(slug, hostilePath, params);
      const b = await run(slug, cleanPath, params);
      const [ha, hb] = await Promise.all([decode(a.path), decode(b.path)]);
      expect([ha.width, ha.height]).toEqual([64, 64]);
      // Pixel-identical to the SVG without the references: nothing was loaded or drawn.
      expect(ha.data.equals(hb.data), slug).toBe(true);
    }
    expect(hits).toBe(0);
  });
});
