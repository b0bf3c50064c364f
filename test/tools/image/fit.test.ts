import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { failureMessage } from '../../../src/core/jobs/failure-message.js';
import { Client, startTestApp } from '../../helpers/app.js';
import type { TestApp } from '../../helpers/app.js';
import { noiseImage, quadrantImage, tempDir, trackedRuns } from './fixtures.js';

let dir: string;
let done: () => Promise<void>;
let noise: string;
const { run, cleanupRuns } = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  // Random pixels do not compress: at full size and any usable quality they are far over the targets below.
  noise = await noiseImage(dir, 'noise.png', 2000, 1500);
});

afterAll(async () => {
  await cleanupRuns();
  await done();
});

async function refusal(slug: string, input: string, params: Record<string, unknown>): Promise<unknown> {
  return run(slug, input, params).then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
}

describe('target_size on images', () => {
  it('image-compress brings 2000x1500 noise under 200,000 bytes, a JPEG sharp decodes', async () => {
    const r = await run('image-compress', noise, { format: 'jpg', target_size: '200000' });
    expect(r.size).toBeLessThanOrEqual(200_000);
    const bytes = await readFile(r.path);
    expect(bytes.length).toBe(r.size);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    // Noise cannot fit at full size, so the dimensions came down, keeping the aspect ratio.
    expect(meta.width).toBeLessThan(2000);
    expect(Math.abs((meta.width ?? 0) / (meta.height ?? 1) - 4 / 3)).toBeLessThan(0.02);
    expect(r.stages.some((s) => /^fitted: quality \d+, \d+x\d+$/.test(s))).toBe(true);
    // The result's settings say what the file holds: its dimensions, its size, and the quality the stage named.
    expect(r.settings).toEqual({ targetBytes: 200_000, reachedBytes: r.size, quality: expect.any(Number), width: meta.width, height: meta.height });
    expect(r.stages).toContain(`fitted: quality ${r.settings?.quality}, ${meta.width}x${meta.height}`);
  });

  it('keeps the full size and the best quality that fits when only quality has to give', async () => {
    const photo = await quadrantImage(dir, 'png', 'big-quad.png', 1200, 900);
    const plain = await run('image-convert-webp', photo, { quality: 90 });
    const r = await run('image-convert-webp', photo, { quality: 90, target_size: 10_000 });
    expect(plain.size).toBeLessThanOrEqual(10_000);
    // Already under the target at the asked quality: nothing is traded away.
    expect(r.size).toBe(plain.size);
    const meta = await sharp(await readFile(r.path)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  });

  it('shrinks a phone photo turned by EXIF upright, keeping it portrait', async () => {
    // Stored 1200x800 landscape with orientation 6: it is shown 800x1200, and so must the shrunk result be.
    const turned = `${dir}/turned.jpg`;
    await sharp(await readFile(noise)).resize(1200, 800).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toFile(turned);
    const r = await run('image-compress', turned, { target_size: 20_000 });
    expect(r.size).toBeLessThanOrEqual(20_000);
    const meta = await sharp(await readFile(r.path)).metadata();
    expect(meta.width).toBeLessThan(800);
    expect(Math.abs((meta.height ?? 0) / (meta.width ?? 1) - 1.5)).toBeLessThan(0.02);
  });

  it('fits an animation on quality alone, keeping every frame and its size', async () => {
    // Three frames of 300x200 noise as one lossless WebP strip.
    const frames = await sharp(await readFile(noise)).resize(300, 600, { fit: 'fill' }).raw().toBuffer();
    const anim = `${dir}/anim.webp`;
    await sharp(frames, { raw: { width: 300, height: 600, channels: 3, pageHeight: 200 } })
      .webp({ lossless: true, delay: [100, 100, 100], loop: 0 })
      .toFile(anim);
    const plain = await run('image-convert-webp', anim, { quality: 90 });
    const r = await run('image-convert-webp', anim, { quality: 90, target_size: 40_000 });
    expect(plain.size).toBeGreaterThan(40_000);
    expect(r.size).toBeLessThanOrEqual(40_000);
    const meta = await sharp(await readFile(r.path), { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 3, width: 300, pageHeight: 200 });
  });

  it('accepts a preset name and fits under it (discord, 10 MiB)', async () => {
    const r = await run('image-convert-jpg', noise, { target_size: 'discord' });
    expect(r.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect((await sharp(await readFile(r.path)).metadata()).format).toBe('jpeg');
  });

  it('AVIF fits too', async () => {
    const small = await noiseImage(dir, 'noise-small.png', 320, 240);
    const r = await run('image-convert-avif', small, { target_size: 12_000 });
    expect(r.size).toBeLessThanOrEqual(12_000);
    expect((await sharp(await readFile(r.path)).metadata()).format).toBe('heif');
  });

  it('refuses a target under 10 KB at enqueue as invalid_params on target_size', async () => {
    const e = await refusal('image-compress', noise, { format: 'jpg', target_size: 9_999 });
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('invalid_params');
    expect((e as AppError).details.field).toBe('target_size');
    expect((e as AppError).message).toBe(
      'target_size: must be a whole number of bytes from 10000 or one of discord, discord-nitro-basic, telegram-bot, whatsapp, email',
    );
    const word = await refusal('image-compress', noise, { format: 'jpg', target_size: '10MB' });
    expect((word as AppError).details.field).toBe('target_size');
  });

  it('refuses a target with a lossless output', async () => {
    const e = await refusal('image-compress', noise, { format: 'png', target_size: 'discord' });
    expect((e as AppError).code).toBe('invalid_params');
    expect((e as AppError).details.field).toBe('target_size');
  });

  it('fails as too large, naming the smallest size reached, when even the floor does not fit', async () => {
    // Noise in 8x8 blocks: shrunk to an eighth of each side (the floor) it is still 500x375 random pixels, about
    // 13.5 KB as a JPEG at quality 20, where fine noise would average out to a flat grey that fits.
    const cells = await sharp(await readFile(await noiseImage(dir, 'cells.png', 500, 375))).toBuffer();
    const big = `${dir}/blocky-noise.png`;
    await sharp(cells).resize(4000, 3000, { kernel: 'nearest' }).png().toFile(big);
    const e = await refusal('image-compress', big, { format: 'jpg', target_size: 10_000 });
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).kind).toBe('too_large');
    expect((e as ToolError).message).toMatch(/^the smallest jpeg reached is \d+ bytes .* exceeds the target size of 10000 bytes/);
    expect(failureMessage((e as ToolError).kind)).toBe('The file is too large for this tool.');
  });
});

describe('GET /api/tools lists target_size', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.destroy();
  });

  it("shows what the size search chose in the job's output_settings, and the file it serves holds it", async () => {
    const client = new Client(app.url);
    const png = await readFile(await noiseImage(dir, 'noise-api.png', 400, 300));
    const sent = await client.upload('/upload', { tool: 'image-compress', format: 'jpg', target_size: '20000' }, { data: png, name: 'noise.png' });
    expect(sent.status).toBe(202);
    const job = await client.waitForJob(String(sent.body.job_id));
    expect(job.status).toBe('completed');
    const file = Buffer.from(await (await client.request(String(job.download_url))).arrayBuffer());
    const meta = await sharp(file).metadata();
    expect(file.length).toBe(job.output_size);
    expect(job.output_settings).toEqual({ target_size: 20_000, reached_bytes: file.length, quality: expect.any(Number), width: meta.width, height: meta.height });
    expect(file.length).toBeLessThanOrEqual(20_000);
  });

  it('shows the bytes-or-preset schema on image-compress', async () => {
    const { status, body } = await new Client(app.url).json('/api/tools/image-compress');
    expect(status).toBe(200);
    const props = (body.tool as { params: { properties: Record<string, { anyOf?: Array<Record<string, unknown>> }> } }).params.properties;
    expect(props.target_size.anyOf).toEqual([
      { type: 'integer', minimum: 10_000, maximum: 2 ** 40 },
      { type: 'string', enum: ['discord', 'discord-nitro-basic', 'telegram-bot', 'whatsapp', 'email'] },
    ]);
  });
});
