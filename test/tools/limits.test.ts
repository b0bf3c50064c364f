/** Each tool's declared caps: listed by GET /api/tools as this server configures them, and what the tool enforces. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capsOf, type ToolCaps } from '../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { makeVideo, tempDir } from './media/media-helpers.js';
import { textPdf } from './pdf/fixtures.js';

let app: TestApp;
let listed: Map<string, ToolCaps>;
const files = { dir: '', remove: async () => {} };

beforeAll(async () => {
  // A frame cap away from the default shows the listing reads the configuration, not a copy of the defaults.
  app = await startTestApp({ MAX_UPLOAD_MB: '4', MAX_VIDEO_FRAMES: '5000' });
  const { body } = await new Client(app.url).json('/api/tools');
  listed = new Map((body.tools as Array<{ slug: string; limits: ToolCaps }>).map((t) => [t.slug, t.limits]));
  Object.assign(files, await tempDir('gt-limits-'));
});
afterAll(async () => {
  await app.destroy();
  await files.remove();
});

describe('declared tool limits', () => {
  it('lists every tool with the caps its definition declares, resolved against this server', () => {
    expect(listed.size).toBe(ALL_TOOLS.length);
    for (const def of ALL_TOOLS) expect(listed.get(def.slug), def.slug).toEqual(capsOf(def, app.services.toolEnv.limits));
    expect(listed.get('video-reverse')).toEqual({ maxDurationS: 60, maxPixels: 4096 * 4096, maxFrames: 5000 });
    expect(listed.get('audio-reverse')).toEqual({ maxDurationS: 600 });
    expect(listed.get('qr-batch-from-lines')).toMatchObject({ maxLines: 100, maxOutputs: 100 });
    expect(listed.get('pdf-rasterize-compress')).toEqual({ maxPages: 100 });
    expect(listed.get('image-grayscale')).toEqual({ maxPixels: 100_000_000, maxFrames: 1000 });
  });

  it('gives every tool that reads media a duration cap, and every other upload tool at least one cap', () => {
    const uncapped = ALL_TOOLS.filter((t) => t.kind === 'upload' && Object.keys(listed.get(t.slug) ?? {}).length === 0);
    // EPUB layout has no cap of its own (the upload size bounds it).
    expect(uncapped.map((t) => t.slug)).toEqual(['epub-to-pdf']);
    for (const t of ALL_TOOLS.filter((d) => ['audio', 'video', 'video-thumbnail'].includes(d.category))) {
      expect(listed.get(t.slug)?.maxDurationS, t.slug).toBeGreaterThan(0);
    }
  });

  it('refuses a text file with one line more than the listed maxLines: 413 file_too_large', async () => {
    const maxLines = listed.get('qr-batch-from-lines')!.maxLines!;
    const c = new Client(app.url);
    const lines = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `item ${i + 1}`).join('\n'));
    const over = await c.upload('/upload', { tool: 'qr-batch-from-lines' }, { data: lines(maxLines + 1), name: 'list.txt' });
    expect([over.status, over.body.error]).toEqual([413, 'file_too_large']);
    expect(String(over.body.message)).toContain(`exceeds the limit of ${maxLines} lines`);
    const at = await c.upload('/upload', { tool: 'qr-batch-from-lines' }, { data: lines(maxLines), name: 'list.txt' });
    expect(at.status).toBe(202);
    // Run to its end here: a batch still writing its images when the app is torn down races the folder's removal.
    expect((await c.waitForJob(at.body.job_id as string)).status).toBe('completed');
  }, 30_000);

  it('refuses a PDF over the listed maxPages of a tool that renders every page, which a 500-page tool takes', async () => {
    const maxPages = listed.get('pdf-rasterize-compress')!.maxPages!;
    const pdf = Buffer.from(await textPdf(maxPages + 1, [200, 200], 1));
    const c = new Client(app.url);
    const over = await c.upload('/upload', { tool: 'pdf-rasterize-compress' }, { data: pdf, name: 'long.pdf' });
    expect([over.status, over.body.error]).toEqual([413, 'file_too_large']);
    expect(String(over.body.message)).toContain(`exceeds the limit of ${maxPages} pages`);
    expect(listed.get('pdf-compress')!.maxPages).toBeGreaterThan(maxPages);
    const taken = await c.upload('/upload', { tool: 'pdf-compress' }, { data: pdf, name: 'long.pdf' });
    expect(taken.status).toBe(202);
    expect((await c.waitForJob(taken.body.job_id as string)).status).toBe('completed');
  }, 60_000);

  it('fails a clip longer than the listed maxDurationS of video-reverse as too large; a tool with a longer cap reads it', async () => {
    const cap = listed.get('video-reverse')!.maxDurationS!;
    const clip = await makeVideo(join(files.dir, 'long.mp4'), { w: 16, h: 16, d: cap + 1, fps: 1, audio: false });
    const c = new Client(app.url);
    const data = await readFile(clip);
    const reverse = await c.upload('/upload', { tool: 'video-reverse' }, { data, name: 'long.mp4' });
    expect(reverse.status).toBe(202);
    const failed = await c.waitForJob(reverse.body.job_id as string);
    expect([failed.status, failed.message]).toEqual(['failed', 'The file is too large for this tool.']);
    expect(listed.get('video-metadata')!.maxDurationS).toBeGreaterThan(cap + 1);
    const meta = await c.upload('/upload', { tool: 'video-metadata' }, { data, name: 'long.mp4' });
    expect((await c.waitForJob(meta.body.job_id as string)).status).toBe('completed');
  }, 60_000);
});
