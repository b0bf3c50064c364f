import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { tempDir } from '../image/fixtures.js';
import { durationOf, ffmpegMake, ffprobe, videoOf } from '../media/media-helpers.js';

let app: TestApp;
let dir: { dir: string; done: () => Promise<void> };

beforeAll(async () => {
  app = await startTestApp({});
  dir = await tempDir();
});
afterAll(async () => {
  await app.destroy();
  await dir.done();
});

describe('the sticker tools over HTTP', () => {
  it('cut a 40-s clip to a 3-s video sticker and say so in the job (output_note)', async () => {
    const clip = await ffmpegMake(join(dir.dir, 'long.mp4'), [
      '-f', 'lavfi', '-i', 'testsrc2=s=64x36:r=10:d=40', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
    ]);
    const c = new Client(app.url);
    const { status, body } = await c.upload('/upload', { tool: 'video-to-telegram-sticker' }, { data: await readFile(clip), name: 'long.mp4' });
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', output_name: 'long.webm' });
    expect(done.output_note).toEqual({
      code: 'trimmed',
      from_s: 40,
      to_s: 3,
      message: 'Cut to the first 3 s of 40 s: the platform takes no longer clip.',
    });
    const res = await c.request(`/download/${body.job_id as string}`);
    const out = join(dir.dir, 'out.webm');
    await writeFile(out, Buffer.from(await res.arrayBuffer()));
    const probed = await ffprobe(out);
    expect(videoOf(probed)?.codec_name).toBe('vp9');
    expect(durationOf(probed)).toBeLessThanOrEqual(3);
  });
});
