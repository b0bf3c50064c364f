import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { stickerTools } from '../../../src/tools/sticker/index.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { trackedRuns } from '../../helpers/tool-harness.js';
import { animatedGif, noiseImage, quadrantImage, tempDir } from '../image/fixtures.js';
import { durationOf, ffmpegMake, ffprobe, videoOf } from '../media/media-helpers.js';

const tool = (slug: string): ToolDefinition => {
  const t = stickerTools.find((x) => x.slug === slug);
  if (!t) throw new Error(`no tool ${slug}`);
  return t;
};

let dir: { dir: string; done: () => Promise<void> };
const runs = trackedRuns();
const inputs: Record<string, string> = {};

beforeAll(async () => {
  dir = await tempDir();
  inputs.png = await quadrantImage(dir.dir, 'png');
  inputs.tall = await quadrantImage(dir.dir, 'jpeg', 'tall.jpg', 30, 64);
  inputs.gif = await animatedGif(dir.dir);
  inputs.webp = await sharp(await readFile(inputs.gif), { animated: true }).webp({ loop: 0 }).toFile(join(dir.dir, 'anim.webp')).then(() => join(dir.dir, 'anim.webp'));
  // Noise does not compress: at 512² it is ~770 KB as lossless PNG, over Telegram's 512 KB.
  inputs.noise = await noiseImage(dir.dir, 'noise.png', 512, 512);
  inputs.clip = await ffmpegMake(join(dir.dir, 'clip.mp4'), [
    '-f', 'lavfi', '-i', 'testsrc2=s=64x48:r=25:d=1', '-f', 'lavfi', '-i', 'sine=d=1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
  ]);
  inputs.long = await ffmpegMake(join(dir.dir, 'long.mp4'), [
    '-f', 'lavfi', '-i', 'testsrc2=s=64x36:r=60:d=40', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
  ]);
  inputs.clipGif = await ffmpegMake(join(dir.dir, 'clip.gif'), ['-f', 'lavfi', '-i', 'testsrc2=s=48x64:r=10:d=2']);
});
afterAll(async () => {
  await runs.cleanupAll();
  await dir.done();
});

const metaOf = (path: string) => sharp(path, { animated: true }).metadata();

describe('the sticker tools in the registry', () => {
  it('are the four of category sticker with ids 200-203, their caps listed', () => {
    const listed = createToolRegistry()
      .all()
      .filter((t) => t.category === 'sticker');
    expect(listed.map((t) => [t.id, t.slug])).toEqual([
      [200, 'image-to-telegram-sticker'],
      [201, 'video-to-telegram-sticker'],
      [202, 'image-to-discord-emoji'],
      [203, 'image-to-discord-sticker'],
    ]);
    const video = createToolRegistry().info('video-to-telegram-sticker');
    expect(video?.accepts).toContain('image/gif');
    expect(video?.accepts).toContain('video/mp4');
    expect(video?.output).toBe('video/webm');
  });
});

describe('image-to-telegram-sticker', () => {
  it('makes a 64×48 PNG a 512×384 PNG within 512 KB', async () => {
    const r = await runs.run(tool('image-to-telegram-sticker'), { input: inputs.png });
    const meta = await metaOf(r.path);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384]);
    expect(r.size).toBeLessThanOrEqual(512_000);
    expect((await detectFile(r.path))?.mime).toBe('image/png');
  });

  it('puts a tall picture at 512 px high and writes WebP when asked', async () => {
    const r = await runs.run(tool('image-to-telegram-sticker'), { input: inputs.tall, params: { format: 'webp' } });
    const meta = await metaOf(r.path);
    expect([meta.format, meta.height]).toEqual(['webp', 512]);
    expect(meta.width).toBe(240);
    expect(r.mime).toBe('image/webp');
  });

  it('gives the first frame of an animation as one still picture', async () => {
    const r = await runs.run(tool('image-to-telegram-sticker'), { input: inputs.gif });
    const meta = await metaOf(r.path);
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([512, 256, 1]);
  });

  it('lowers colours until a busy picture fits', async () => {
    const fitted = await runs.run(tool('image-to-telegram-sticker'), { input: inputs.noise });
    expect(fitted.size).toBeLessThanOrEqual(512_000);
    expect((await metaOf(fitted.path)).isPalette).toBe(true);
  });
});

describe('image-to-discord-emoji', () => {
  it('makes a still picture a 128×128 PNG on a transparent square', async () => {
    const r = await runs.run(tool('image-to-discord-emoji'), { input: inputs.png });
    const { data, info } = await sharp(r.path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 128]);
    expect(data[3]).toBe(0); // the top-left corner is padding: 64×48 fills the width only
    expect(data[(64 * 128 + 64) * 4 + 3]).toBe(255);
    expect(r.size).toBeLessThanOrEqual(256 * 1024);
  });

  it('keeps an animated GIF and an animated WebP animated, every frame 128×128', async () => {
    for (const [input, format] of [[inputs.gif, 'gif'], [inputs.webp, 'webp']] as const) {
      const r = await runs.run(tool('image-to-discord-emoji'), { input });
      const meta = await metaOf(r.path);
      expect([meta.format, meta.width, meta.pageHeight, meta.pages]).toEqual([format, 128, 128, 3]);
      expect(meta.delay).toEqual([100, 200, 300]);
      expect(r.size).toBeLessThanOrEqual(256 * 1024);
    }
  });

  it('is refused as too large, naming the limit, when no setting brings it under', async () => {
    const big = await noiseImage(dir.dir, 'noise-small.png', 128, 128);
    // No real picture is over 256 KiB at 128² in a 16-colour palette, so the fit loop is shown a limit of 10 bytes.
    const { writeWithin } = await import('../../../src/tools/sticker/fit-steps.js');
    await expect(writeWithin('emoji', 10, [1, 2], async () => big)).rejects.toMatchObject({
      kind: 'too_large',
      message: expect.stringContaining("over the platform's limit of 10 bytes") as unknown,
    });
  });
});

describe('image-to-discord-sticker', () => {
  it('makes a still picture a 320×320 PNG within 512 KiB', async () => {
    const r = await runs.run(tool('image-to-discord-sticker'), { input: inputs.tall });
    const meta = await metaOf(r.path);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 320]);
    expect(r.mime).toBe('image/png');
    expect(r.size).toBeLessThanOrEqual(512 * 1024);
  });

  it('makes an animated GIF a 320×320 APNG with all its frames', async () => {
    const r = await runs.run(tool('image-to-discord-sticker'), { input: inputs.gif });
    expect(r.mime).toBe('image/apng');
    expect((await detectFile(r.path))?.mime).toBe('image/apng');
    const probed = await ffprobe(r.path, true);
    const v = videoOf(probed);
    expect([v?.codec_name, v?.width, v?.height, v?.nb_read_frames]).toEqual(['apng', 320, 320, '3']);
    expect(r.size).toBeLessThanOrEqual(512 * 1024);
  });
});

describe('video-to-telegram-sticker', () => {
  it('makes a 1-s clip a 512-px VP9 WebM without sound, within 256 KB, with no note', async () => {
    const r = await runs.run(tool('video-to-telegram-sticker'), { input: inputs.clip });
    const probed = await ffprobe(r.path, true);
    const v = videoOf(probed);
    expect(probed.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect([v?.codec_name, v?.width, v?.height]).toEqual(['vp9', 512, 384]);
    expect(durationOf(probed)).toBeLessThanOrEqual(1.05);
    expect(Number(v?.nb_read_frames)).toBe(25);
    expect((await stat(r.path)).size).toBeLessThanOrEqual(256_000);
    expect(r.note).toBeUndefined();
    expect((await detectFile(r.path))?.mime).toBe('video/webm');
  });

  it('cuts a 40-s clip to 3 s at 30 fps, and says so in the result', async () => {
    const r = await runs.run(tool('video-to-telegram-sticker'), { input: inputs.long });
    const probed = await ffprobe(r.path, true);
    const v = videoOf(probed);
    expect(durationOf(probed)).toBeGreaterThan(2.9);
    expect(durationOf(probed)).toBeLessThanOrEqual(3.0);
    expect(Number(v?.nb_read_frames)).toBe(90);
    expect([v?.width, v?.height]).toEqual([512, 288]);
    expect(r.size).toBeLessThanOrEqual(256_000);
    expect(r.note).toEqual({ kind: 'trimmed', fromS: 40, toS: 3 });
  });

  it('takes a GIF as a clip: 512 px high, its 20 frames kept', async () => {
    const r = await runs.run(tool('video-to-telegram-sticker'), { input: inputs.clipGif });
    const v = videoOf(await ffprobe(r.path, true));
    expect([v?.codec_name, v?.width, v?.height, v?.nb_read_frames]).toEqual(['vp9', 384, 512, '20']);
  });
});
