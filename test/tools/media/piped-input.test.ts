import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFfmpegArgs, runFfmpeg } from '../../../src/tools/media/engine/ffmpeg.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ffmpeg-pipe-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const limits = { maxOutputBytes: 10_000_000, cpuSeconds: 30, wallMs: 30_000, nice: 0 };

/** Raw grey pixels, 16x16 RGB, fed as `-f rawvideo` like the HEIC encoder's. */
const rawRun = (stream: Readable, output: string) =>
  runFfmpeg({
    ...limits,
    input: { stream },
    inputFormat: 'rawvideo',
    formatWhitelist: ['rawvideo'],
    inputArgs: ['-pixel_format', 'rgb24', '-video_size', '16x16', '-framerate', '1'],
    outputArgs: ['-frames:v', '1', '-f', 'image2', '-c:v', 'png'],
    output,
    signal: new AbortController().signal,
  });

describe('ffmpeg fed on stdin', () => {
  it('opens only the pipe protocol and reads pipe:0, never a file', () => {
    const args = buildFfmpegArgs({ ...limits, input: { stream: Readable.from([]) }, inputFormat: 'rawvideo', formatWhitelist: ['rawvideo'], outputArgs: [], output: '/w/o.png', signal: new AbortController().signal });
    const joined = args.join(' ');
    expect(joined).toContain('-protocol_whitelist pipe -format_whitelist rawvideo');
    expect(joined).toContain('-f rawvideo -i pipe:0');
    expect(joined).not.toContain('file:/w/in');
  });

  it('encodes what the stream gives', async () => {
    const out = join(dir, 'grey.png');
    await rawRun(Readable.from([Buffer.alloc(16 * 16 * 3, 128)]), out);
    expect((await readFile(out)).subarray(1, 4).toString()).toBe('PNG');
  });

  it("fails with the stream's own error when the producer fails, and leaves no output", async () => {
    const out = join(dir, 'broken.png');
    const failing = new Readable({
      read() {
        this.destroy(new Error('the pixels could not be made'));
      },
    });
    await expect(rawRun(failing, out)).rejects.toThrow('the pixels could not be made');
    await expect(readFile(out)).rejects.toThrow();
  });
});
