import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToolRegistry } from '../../../src/tools/index.js';
import { detectedAs, detectFile } from '../../../src/tools/shared/detect.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { audioOf, dominantHz, durationOf, ffprobe, makeAudio, makeVideo, tempDir, videoOf } from '../../tools/media/media-helpers.js';

/**
 * The media tools that take many files (issue 26 item 3), through POST /upload with several `file` fields; each
 * result's streams are probed with ffprobe and its length and sound checked.
 */
let app: TestApp;
let scratch: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '8' });
  scratch = await tempDir('gt-joins-');
});
afterAll(async () => {
  await app.destroy();
  await scratch.remove();
});

async function run(tool: string, paths: string[], fields: Record<string, string> = {}): Promise<string> {
  const c = new Client(app.url);
  const form = new FormData();
  form.set('tool', tool);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const p of paths) form.append('file', new Blob([new Uint8Array(await readFile(p))]), p.split('/').pop()!);
  const { status, body } = await c.json('/upload', { method: 'POST', body: form });
  expect([status, body.error]).toEqual([202, undefined]);
  const done = await c.waitForJob(body.job_id as string, 120_000);
  expect(done.status).toBe('completed');
  const out = join(scratch.dir, `${tool}-${String(done.job_id)}.${String(done.output_name).split('.').pop()}`);
  const res = await c.request(done.download_url as string);
  await writeFile(out, Buffer.from(await res.arrayBuffer()));
  // The tool writes what it declares: by content, and as served.
  const declared = createToolRegistry().get(tool)!.output as string;
  expect(res.headers.get('content-type')).toBe(declared);
  expect((await detectFile(out))?.mime).toBe(detectedAs(declared));
  return out;
}

describe('audio-concat', () => {
  it('joins an MP3 and a WAV end to end into one MP3 as long as both', async () => {
    const a = await makeAudio(join(scratch.dir, 'a.mp3'), { d: 1, f: 440, codec: ['-c:a', 'libmp3lame'] });
    const b = await makeAudio(join(scratch.dir, 'b.wav'), { d: 2, f: 880 });
    const out = await run('audio-concat', [a, b], { bitrate: '128' });
    const probed = await ffprobe(out);
    expect(audioOf(probed)?.codec_name).toBe('mp3');
    expect(durationOf(probed)).toBeGreaterThan(2.9);
    expect(durationOf(probed)).toBeLessThan(3.2);
  });
});

describe('video-concat', () => {
  it('joins videos of two sizes at the first one’s size, sound kept', async () => {
    const a = await makeVideo(join(scratch.dir, 'a.mp4'), { w: 160, h: 120, d: 1 });
    const b = await makeVideo(join(scratch.dir, 'b.mp4'), { w: 320, h: 180, d: 2 });
    const out = await run('video-concat', [a, b], { fps: '25' });
    const probed = await ffprobe(out, true);
    const v = videoOf(probed)!;
    expect([v.codec_name, v.width, v.height]).toEqual(['h264', 160, 120]);
    expect(audioOf(probed)?.codec_name).toBe('aac');
    expect(durationOf(probed)).toBeGreaterThan(2.8);
    expect(durationOf(probed)).toBeLessThan(3.3);
    expect(Number(v.nb_read_frames)).toBeGreaterThanOrEqual(73);
  });
});

describe('video-add-audio', () => {
  it('puts a sound track under a silent video: video and audio streams, as long as the shorter', async () => {
    const silent = await makeVideo(join(scratch.dir, 'silent.mp4'), { w: 160, h: 120, d: 2, audio: false });
    const tone = await makeAudio(join(scratch.dir, 'tone.wav'), { d: 4, f: 660 });
    const out = await run('video-add-audio', [silent, tone]);
    const probed = await ffprobe(out);
    expect(videoOf(probed)?.codec_name).toBe('h264');
    expect(audioOf(probed)?.codec_name).toBe('aac');
    expect(durationOf(probed)).toBeGreaterThan(1.9);
    expect(durationOf(probed)).toBeLessThan(2.3);
    expect(Math.abs((await dominantHz(out)) - 660)).toBeLessThan(30);
  });
});
