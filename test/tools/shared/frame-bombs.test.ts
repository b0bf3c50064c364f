import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { makeVideo } from '../media/media-helpers.js';
import { textPdf } from '../pdf/fixtures.js';
import { tempDir } from '../image/fixtures.js';

/**
 * A GIF written byte by byte: a `width` x `height` screen and `frames` frames, each a 1x1 image
 * (23 bytes), so 200,000 frames take 4.6 MB while every frame decodes to the whole screen.
 */
export function frameBombGif(frames: number, width = 1, height = 1): Buffer {
  const head = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 255, width >> 8, height & 255, height >> 8, 0x80, 0, 0]);
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const loop = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0])]);
  // Graphic control (delay 0.02 s), image descriptor at 0,0 size 1x1, LZW min code 2: clear, 0, end.
  const frame = Buffer.from([0x21, 0xf9, 4, 4, 2, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  const body = Buffer.alloc(frame.length * frames);
  for (let i = 0; i < frames; i++) frame.copy(body, i * frame.length);
  return Buffer.concat([head, palette, loop, body, Buffer.from([0x3b])]);
}

const tool = (slug: string): ToolDefinition => {
  const t = ALL_TOOLS.find((x) => x.slug === slug);
  if (!t) throw new Error(slug);
  return t;
};
/** Image tools that use the first frame only (docs/tools.md); every other tool taking GIF decodes all frames. */
const FIRST_FRAME = new Set([
  'image-convert-jpg',
  'image-convert-png',
  'image-convert-avif',
  'image-convert-ico',
  'image-convert-bmp',
  'image-round-corners',
  'image-trim',
  'image-metadata',
  'image-favicon-set',
  'image-convert-jxl',
  'image-convert-heic',
]);
const ANIMATING = imageTools.filter((t) => t.accepts.includes('image/gif') && !FIRST_FRAME.has(t.slug));
const PARAMS: Record<string, Record<string, unknown>> = { 'image-crop': { crop_width: 1, crop_height: 1 } };

let dir: string;
let done: () => Promise<void>;
const bombs: Record<string, string> = {};

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  bombs.tiny = join(dir, 'tiny-200k.gif');
  bombs.small = join(dir, 'small-20k.gif');
  await writeFile(bombs.tiny, frameBombGif(200_000));
  // 20,000 frames of 70x70: 98 Mpx in all, under the pixel cap, and a minute of work per job before.
  await writeFile(bombs.small, frameBombGif(20_000, 70, 70));
});
afterAll(async () => {
  await done();
});

/** The refusal (null when the work succeeded). How fast it comes is the benchmark's question, not a test's. */
async function refusal(work: () => Promise<unknown>): Promise<{ err: unknown }> {
  const err = await work().then(
    () => null,
    (e: unknown) => e,
  );
  return { err };
}

describe('frame bombs', () => {
  it('the bombs are what they claim: tiny files with very many frames', async () => {
    const meta = await sharp(bombs.tiny, { animated: true }).metadata();
    expect([meta.pages, meta.width, meta.pageHeight]).toEqual([200_000, 1, 1]);
    const small = await sharp(bombs.small, { animated: true }).metadata();
    expect([small.pages, small.width, small.pageHeight]).toEqual([20_000, 70, 70]);
    expect(frameBombGif(20_000, 70, 70).length).toBeLessThan(500_000);
  });

  it('every animating image tool refuses both GIFs at enqueue, as too large', async () => {
    expect(ANIMATING.length).toBeGreaterThanOrEqual(18);
    for (const input of [bombs.tiny, bombs.small]) {
      for (const t of ANIMATING) {
        const { err } = await refusal(() => runTool(t, { input, params: PARAMS[t.slug] }));
        expect(err, `${t.slug} ${input}`).toBeInstanceOf(AppError);
        expect((err as AppError).code, t.slug).toBe('file_too_large');
        expect((err as Error).message, t.slug).toMatch(/exceeds/);
      }
    }
  });

  it('a job that skips the enqueue check (queued before a restart) still fails fast with too_large', async () => {
    const t = tool('image-resize');
    const { err } = await refusal(() =>
      t.run({
        params: t.params.parse({ width: 10 }),
        input: { path: bombs.small, name: 'b.gif', mime: 'image/gif', ext: 'gif', size: 1 },
        url: null,
        videoId: null,
        workDir: dir,
        baseName: 'b',
        signal: new AbortController().signal,
        progress: () => {},
        env: testToolEnv(),
      }),
    );
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).kind).toBe('too_large');
  });

  it('first-frame tools still take a frame bomb, decoding one frame', async () => {
    // image-trim is left out: a 1x1 picture has nothing to trim, which is its own refusal.
    for (const slug of [...FIRST_FRAME].filter((x) => x !== 'image-trim')) {
      const { err } = await refusal(() => runTool(tool(slug), { input: bombs.tiny }));
      expect(err, slug).toBeNull();
    }
  });

  it('an animated WebP over the frame cap is refused the same way', async () => {
    const webp = join(dir, 'many.webp');
    const frames = 1200;
    // Alternating black and white frames: libwebp merges identical neighbours into one frame.
    const strip = Buffer.alloc(frames * 4, 255);
    for (let i = 0; i < frames; i += 2) strip.fill(0, i * 4, i * 4 + 3);
    await sharp(strip, { raw: { width: 1, height: frames, channels: 4, pageHeight: 1 } })
      .webp({ lossless: true, loop: 0, delay: Array<number>(frames).fill(20) })
      .toFile(webp);
    expect((await sharp(webp, { animated: true }).metadata()).pages).toBe(frames);
    const err = await runTool(tool('image-convert-gif'), { input: webp }).catch((e: unknown) => e);
    expect([(err as AppError).code, (err as Error).message]).toEqual(['file_too_large', expect.stringMatching(/1200 frames.*exceeds/)]);
    // Below the cap the same animation converts.
    const env = testToolEnv();
    env.limits.maxFrames = 1200;
    const ok = await runTool(tool('image-convert-gif'), { input: webp, env });
    expect((await sharp(ok.path, { animated: true }).metadata()).pages).toBe(frames);
  });

  it('image-to-pdf refuses TIFF pages whose pixels add up past the total cap', async () => {
    const tiff = join(dir, 'pages.tiff');
    const pages = 10;
    await sharp(Buffer.alloc(100 * 100 * pages * 3, 128), { raw: { width: 100, height: 100 * pages, channels: 3, pageHeight: 100 } })
      .tiff()
      .toFile(tiff);
    expect((await sharp(tiff).metadata()).pages).toBe(pages);
    const env = testToolEnv();
    env.limits.maxTotalPixels = 50_000; // each 10,000 px page fits; ten do not
    const err = await runTool(tool('image-to-pdf'), { input: tiff, env }).catch((e: unknown) => e);
    expect([(err as AppError).code, (err as Error).message]).toEqual(['file_too_large', expect.stringMatching(/exceed/)]);
    const frames = testToolEnv();
    frames.limits.maxFrames = 5;
    const err2 = await runTool(tool('image-to-pdf'), { input: tiff, env: frames }).catch((e: unknown) => e);
    expect([(err2 as AppError).code, (err2 as Error).message]).toEqual(['file_too_large', expect.stringMatching(/10 frames.*exceeds/)]);
  });

  it('a PDF render whose pages together are over the total pixel cap is refused at enqueue', async () => {
    const pdf = join(dir, 'hundred.pdf');
    await writeFile(pdf, await textPdf(100));
    // Each A4 page at 600 dpi is 35 Mpx (under the per-page cap); 100 of them are 3.5 Gpx.
    const err = await runTool(tool('pdf-to-png'), { input: pdf, params: { pages: '1-100', level: 600 } }).catch((e: unknown) => e);
    expect([(err as AppError).code, (err as AppError).details?.field]).toEqual(['file_too_large', 'pages']);
    expect((err as Error).message).toMatch(/exceeds/);
  }, 30_000);

  it('a video with more frames than the cap (duration x frame rate) fails at the probe, before decoding', async () => {
    const video = await makeVideo(join(dir, 'fast.mp4'), { w: 16, h: 16, d: 1, fps: 1000, audio: false });
    const env = testToolEnv();
    env.limits.maxVideoFrames = 500;
    const { err } = await refusal(() => runTool(tool('video-to-mp4'), { input: video, env }));
    expect(err).toBeInstanceOf(ToolError);
    expect([(err as ToolError).kind, (err as Error).message]).toEqual(['too_large', expect.stringMatching(/1000 video frames exceed/)]);
  }, 20_000);
});
