import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { thumbnailBest, thumbnailCrop169, thumbnailResize } from '../../../src/tools/url/definitions/thumbnail-derived.js';
import {
  thumbnailDefault,
  thumbnailHigh,
  thumbnailMaxres,
  thumbnailMedium,
  thumbnailStandard,
  thumbnailWebp,
} from '../../../src/tools/url/definitions/thumbnail-fixed.js';
import { runTool, testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { fakeThumbnail, hang, oversized, redirect, send, startFakeHost, type FakeHost } from './fake-host.js';

const ID = 'dQw4w9WgXcQ';
let host: FakeHost;
let other: FakeHost;
const runs = trackedRuns();

beforeAll(async () => {
  host = await startFakeHost();
  other = await startFakeHost();
});
afterEach(async () => {
  await runs.cleanupAll();
  host.reset();
  other.reset();
});
afterAll(async () => {
  await host.close();
  await other.close();
});

/** The tool env the job service would build, pointing at the fake host under a path prefix. */
const env = (overrides: Parameters<typeof testToolEnv>[0] = {}) =>
  testToolEnv({ videoThumbnailUrl: `${host.origin}/img`, ...overrides });

async function run(tool: ToolDefinition, params: Record<string, unknown> = {}, e = env(), signal?: AbortSignal) {
  return runs.run(tool, { videoId: ID, params, env: e, signal });
}

async function serveSizes(sizes: Record<string, [number, number] | 'placeholder'>) {
  for (const [file, size] of Object.entries(sizes)) {
    const [w, h] = size === 'placeholder' ? [120, 90] : size;
    host.routes.set(`/img/vi/${ID}/${file}.jpg`, send(await fakeThumbnail(w, h), 'image/jpeg'));
  }
}

/** Mean of the red channel inside a region (sharp's stats() would ignore the extract). */
async function redMean(path: string, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(path).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) sum += data[i];
  return sum / (data.length / info.channels);
}

const paths = () => host.requests.map((r) => r.url);

describe('fixed-size thumbnails', () => {
  it.each([
    ['yt-thumbnail-default', 'default', 120, 90, thumbnailDefault],
    ['yt-thumbnail-medium', 'mqdefault', 320, 180, thumbnailMedium],
    ['yt-thumbnail-high', 'hqdefault', 480, 360, thumbnailHigh],
    ['yt-thumbnail-standard', 'sddefault', 640, 480, thumbnailStandard],
    ['yt-thumbnail-maxres', 'maxresdefault', 1280, 720, thumbnailMaxres],
  ] as const)('%s fetches /vi/<id>/%s.jpg and returns that JPEG', async (slug, file, w, h, tool) => {
    expect(tool.slug).toBe(slug);
    await serveSizes({ [file]: [w, h] });
    const out = await run(tool);
    expect(out).toMatchObject({ name: `${ID}.jpg`, mime: 'image/jpeg' });
    const meta = await sharp(out.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
    expect(paths()).toEqual([`/img/vi/${ID}/${file}.jpg`]);
  });

  it('reports a size the video lacks (404) and the 120×90 placeholder as missing', async () => {
    await expect(run(thumbnailMaxres)).rejects.toThrow(/no maxresdefault thumbnail: the thumbnail host answered HTTP 404/);
    await serveSizes({ sddefault: 'placeholder' });
    await expect(run(thumbnailStandard)).rejects.toThrow(/no sddefault thumbnail: .*120×90 placeholder/);
  });

  it('serves the WebP variant from /vi_webp/', async () => {
    host.routes.set(`/img/vi_webp/${ID}/maxresdefault.webp`, send(await fakeThumbnail(1280, 720, 'webp'), 'image/webp'));
    const out = await run(thumbnailWebp, { preset: 'maxres' });
    expect(out).toMatchObject({ name: `${ID}.webp`, mime: 'image/webp' });
    const meta = await sharp(out.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
    expect(paths()).toEqual([`/img/vi_webp/${ID}/maxresdefault.webp`]);
    await expect(runTool(thumbnailWebp, { videoId: ID, params: { preset: 'huge' }, env: env() })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('best thumbnail', () => {
  it('takes maxres when it exists', async () => {
    await serveSizes({ maxresdefault: [1280, 720], sddefault: [640, 480], hqdefault: [480, 360] });
    const out = await run(thumbnailBest);
    const meta = await sharp(out.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
    expect(paths()).toEqual([`/img/vi/${ID}/maxresdefault.jpg`]);
  });

  it('skips a missing maxres and a placeholder sd, and converts to the requested format', async () => {
    await serveSizes({ sddefault: 'placeholder', hqdefault: [480, 360] });
    const out = await run(thumbnailBest, { format: 'png' });
    expect(out).toMatchObject({ name: `${ID}.png`, mime: 'image/png' });
    const meta = await sharp(out.path).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 480, 360]);
    expect(paths()).toEqual([`/img/vi/${ID}/maxresdefault.jpg`, `/img/vi/${ID}/sddefault.jpg`, `/img/vi/${ID}/hqdefault.jpg`]);
  });

  it('fails clearly when the video has no thumbnail at all', async () => {
    await expect(run(thumbnailBest)).rejects.toThrow(/no thumbnail found for this video/);
  });
});

describe('resize and crop', () => {
  it('resizes the best thumbnail with cover (fills) and contain (black bars)', async () => {
    await serveSizes({ maxresdefault: [1280, 720] });
    const cover = await run(thumbnailResize, { width: 300, height: 300, format: 'webp', quality: 80 });
    const coverMeta = await sharp(cover.path).metadata();
    expect([coverMeta.format, coverMeta.width, coverMeta.height]).toEqual(['webp', 300, 300]);
    // Cover crops the 16:9 picture: its corners are picture, not bars.
    expect(await redMean(cover.path, { left: 0, top: 0, width: 10, height: 10 })).toBeGreaterThan(150);

    const contain = await run(thumbnailResize, { width: 300, height: 300, preset: 'contain', format: 'png' });
    // 16:9 in a square: 169 rows of picture between two bars of about 65 rows.
    expect(await redMean(contain.path, { left: 0, top: 0, width: 300, height: 60 })).toBeLessThan(10);
    expect(await redMean(contain.path, { left: 0, top: 120, width: 300, height: 60 })).toBeGreaterThan(150);
    expect(await redMean(contain.path, { left: 0, top: 240, width: 300, height: 60 })).toBeLessThan(10);
    const keep = await run(thumbnailResize, { width: 0, height: 180 });
    const keepMeta = await sharp(keep.path).metadata();
    expect([keepMeta.format, keepMeta.width, keepMeta.height]).toEqual(['jpeg', 320, 180]);
    await expect(runTool(thumbnailResize, { videoId: ID, params: { width: 0, height: 0 }, env: env() })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(runTool(thumbnailResize, { videoId: ID, params: { width: 99999 }, env: env() })).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });

  it('cuts the centre 16:9 picture out of the letterboxed 4:3 thumbnails', async () => {
    await serveSizes({ hqdefault: [480, 360], sddefault: [640, 480] });
    for (const [preset, w, h] of [['hq', 480, 270], ['sd', 640, 360]] as const) {
      const out = await run(thumbnailCrop169, { preset });
      const meta = await sharp(out.path).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
      // No bar survives: the top and bottom rows are picture.
      for (const top of [0, h - 3]) {
        expect(await redMean(out.path, { left: 0, top, width: w, height: 3 })).toBeGreaterThan(150);
      }
    }
  });
});

describe('guarded requests', () => {
  it('follows a redirect that stays on the configured origin', async () => {
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, redirect('/cdn/hq.jpg'));
    host.routes.set('/cdn/hq.jpg', send(await fakeThumbnail(480, 360), 'image/jpeg'));
    const out = await run(thumbnailHigh);
    expect((await sharp(out.path).metadata()).width).toBe(480);
    expect(paths()).toEqual([`/img/vi/${ID}/hqdefault.jpg`, '/cdn/hq.jpg']);
  });

  it('refuses a redirect off the allowlisted origin without contacting the other host', async () => {
    other.routes.set('/steal', send(await fakeThumbnail(480, 360), 'image/jpeg'));
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, redirect(`${other.origin}/steal`));
    await expect(run(thumbnailHigh)).rejects.toThrow(/redirected off its own origin/);
    // Same host name, other port: still another origin.
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, redirect(`${other.origin.replace('127.0.0.1', 'localhost')}/steal`));
    await expect(run(thumbnailHigh)).rejects.toThrow(/redirected off its own origin/);
    expect(other.requests).toEqual([]);
  });

  it('refuses an oversized body, announced or streamed, with an "exceeds" error', async () => {
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, oversized(6 * 1024 * 1024, false));
    await expect(run(thumbnailHigh)).rejects.toThrow(/exceeds the size limit of 5242880 bytes/);
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, oversized(6 * 1024 * 1024, true));
    await expect(run(thumbnailHigh)).rejects.toThrow(/exceeds the size limit/);
  });

  it('gives up on a host that does not answer in time', async () => {
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, hang);
    const e = env();
    e.limits.jobTimeoutMs = 300;
    await expect(run(thumbnailHigh, {}, e)).rejects.toThrow(/thumbnail host did not answer within 300 ms/);
  });

  it('stops waiting when the job is cancelled', async () => {
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, hang);
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 100);
    await expect(run(thumbnailHigh, {}, env(), ctrl.signal)).rejects.toThrow(/job cancelled/);
  });

  it('validates the body: server errors, non-images, truncated and wrong-type images fail', async () => {
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, send('busy', 'text/plain', 503));
    await expect(run(thumbnailHigh)).rejects.toThrow(/answered HTTP 503/);
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, send('<html>hi</html>', 'image/jpeg'));
    await expect(run(thumbnailHigh)).rejects.toThrow(/not a valid jpeg image/);
    const jpeg = await fakeThumbnail(480, 360);
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, send(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'));
    await expect(run(thumbnailHigh)).rejects.toThrow(/not a valid jpeg image/);
    host.routes.set(`/img/vi/${ID}/hqdefault.jpg`, send(await sharp(jpeg).png().toBuffer(), 'image/jpeg'));
    await expect(run(thumbnailHigh)).rejects.toThrow(/expected jpeg, got png/);
  });

  it('fails with a clear text when the host cannot be reached', async () => {
    const e = testToolEnv({ videoThumbnailUrl: 'http://127.0.0.1:9' });
    await expect(run(thumbnailHigh, {}, e)).rejects.toThrow(/could not reach the thumbnail host/);
  });

  it('does nothing when url tools are switched off', async () => {
    await serveSizes({ hqdefault: [480, 360] });
    await expect(run(thumbnailHigh, {}, env({ urlToolsEnabled: async () => false }))).rejects.toThrow(/disabled on this server/);
    expect(host.requests).toEqual([]);
  });

  it('writes exactly the bytes the host sent after checking them', async () => {
    const jpeg = await fakeThumbnail(320, 180);
    host.routes.set(`/img/vi/${ID}/mqdefault.jpg`, send(jpeg, 'image/jpeg'));
    const out = await run(thumbnailMedium);
    expect((await readFile(out.path)).equals(jpeg)).toBe(true);
  });
});
