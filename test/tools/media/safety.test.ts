import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { CATALOGUE } from '../catalogue.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { buildFfmpegArgs, runFfmpeg } from '../../../src/tools/media/engine/ffmpeg.js';
import { demuxerForMime } from '../../../src/tools/media/formats.js';
import { mediaTools } from '../../../src/tools/media/index.js';
import { probeMedia } from '../../../src/tools/media/engine/probe.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { cleanup, runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { durationOf, ffmpegMake, ffprobe, makeAudio, makeVideo, tempDir, tool } from './media-helpers.js';

const run = promisify(execFile);
let dir: string;
let remove: () => Promise<void>;
const fx: Record<string, string> = {};

const base = { signal: new AbortController().signal, maxOutputBytes: 50_000_000, cpuSeconds: 60, wallMs: 60_000, nice: 0 };

/** Runs a tool's `run` with a context we own, so the test can watch its work directory and cancel it. */
async function contextFor(t: ToolDefinition, input: string, params: Record<string, unknown>, signal: AbortSignal) {
  const detected = await detectFile(input);
  if (!detected) throw new Error('undetected fixture');
  const workDir = join(dir, `work-${Math.random().toString(36).slice(2)}`);
  await mkdir(workDir);
  const progress: Array<[number, string | undefined]> = [];
  const ctx: Parameters<ToolDefinition['run']>[0] = {
    params: t.params.parse(params),
    input: { path: input, name: 'clip.mp4', mime: detected.mime, ext: detected.ext, size: (await stat(input)).size },
    url: null,
    videoId: null,
    workDir,
    baseName: 'clip',
    signal,
    progress: (p, s) => progress.push([p, s]),
    env: testToolEnv(),
  };
  return { ctx, workDir, progress };
}

/** Processes whose command line mentions `needle` (a work directory): none may survive a cancelled job. */
async function processesMentioning(needle: string): Promise<number[]> {
  const found: number[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmd.includes(needle)) found.push(Number(pid));
  }
  return found;
}

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-safety-'));
  const p = (n: string) => join(dir, n);
  await Promise.all([
    makeVideo(p('clip.mp4')).then((f) => (fx.mp4 = f)),
    makeVideo(p('ten.mp4'), { w: 320, h: 240, d: 10 }).then((f) => (fx.ten = f)),
    ffmpegMake(p('seg0.ts'), ['-f', 'lavfi', '-i', 'testsrc2=s=64x48:d=1', '-c:v', 'libx264', '-f', 'mpegts']),
    // 70 s of 8 kHz mono silence: cheap, and ebur128 logs ten lines a second for it.
    makeAudio(p('long.wav'), { d: 70, channels: 1, codec: ['-ar', '8000', '-c:a', 'pcm_u8'] }).then((f) => (fx.longWav = f)),
  ]);
  // An HLS playlist named like an MP4 that pulls a local file in: the classic ffmpeg file-read trick.
  fx.hls = p('evil.mp4');
  await writeFile(fx.hls, '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nseg0.ts\n#EXT-X-ENDLIST\n');
});

afterAll(async () => {
  await remove();
});

describe('catalogue and argument vector', () => {
  it('registers every audio, video and thumbnail tool of the catalogue, each with an ffmpeg demuxer per input type', () => {
    const media = ['audio', 'video', 'video-thumbnail'];
    const expected = CATALOGUE.filter((c) => media.includes(c.category)).map((c) => c.slug);
    const listed = createToolRegistry(mediaTools).all();
    expect(listed.map((t) => t.slug).filter((slug) => expected.includes(slug))).toEqual(expected);
    for (const t of listed) expect(media, t.slug).toContain(t.category);
    for (const t of mediaTools) {
      for (const mime of t.accepts) expect(demuxerForMime(mime), `${t.slug} ${mime}`).not.toBeNull();
    }
  });

  it('builds a hardened ffmpeg command line', () => {
    const args = buildFfmpegArgs({
      ...base,
      input: '/work/in.mp4',
      inputFormat: 'mov',
      formatWhitelist: ['mov', 'matroska'],
      maxInputS: 61,
      outputArgs: ['-c:v', 'libx264'],
      output: '/work/out.mp4',
      maxOutputS: 60,
    });
    const joined = args.join(' ');
    expect(args[0]).toBe('-nostdin');
    expect(joined).toContain('-protocol_whitelist file');
    expect(joined).toContain('-format_whitelist mov,matroska');
    expect(joined).toContain('-f mov -t 61.000 -i file:/work/in.mp4');
    expect(joined).toContain('-timelimit 60');
    expect(joined).toContain('-progress pipe:1');
    expect(joined).toMatch(/-max_alloc \d+/);
    expect(joined).toMatch(/-probesize \d+ -analyzeduration \d+ -max_streams \d+/);
    expect(joined).toContain('-threads 2');
    expect(joined).toContain('-t 60.000 -fs 50000000 -y file:/work/out.mp4');
  });

  it('lets no free text reach a filter graph: string tricks fail parameter parsing', async () => {
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['audio-volume', { gain_db: '3dB,volume=100' }],
      ['video-change-fps', { fps: '10,scale=4000:4000' }],
      ['video-flip', { direction: 'hflip,vflip' }],
      ['video-scene-frames', { level: "0.4)',movie=/etc/passwd" }],
      ['video-to-mp4', { preset: 'veryfast -f hls' }],
    ];
    for (const [slug, params] of attempts) {
      await expect(runTool(tool(slug), { input: fx.mp4, params }), slug).rejects.toMatchObject({ code: 'invalid_params' });
    }
  });
});

describe('hostile inputs', () => {
  it('an HLS playlist renamed .mp4 is refused by type, and by the demuxer whitelist even if it got through', async () => {
    // Control: plain ffmpeg opens it and copies the local segment.
    const control = join(dir, 'control.mkv');
    await run(ffmpegInstaller.path, ['-v', 'error', '-y', '-i', fx.hls, '-c', 'copy', control]);
    expect((await stat(control)).size).toBeGreaterThan(0);

    expect((await detectFile(fx.hls))?.mime).toBe('text/plain');
    await expect(runTool(tool('video-to-mp4'), { input: fx.hls })).rejects.toMatchObject({ code: 'unsupported_type' });

    const out = join(dir, 'hls-out.mkv');
    const err = await runFfmpeg({
      ...base,
      input: fx.hls,
      formatWhitelist: ['mov', 'matroska'],
      outputArgs: ['-c', 'copy', '-f', 'matroska'],
      output: out,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).toMatch(/not on whitelist/);
    await expect(stat(out)).rejects.toThrow();
    await expect(probeMedia(fx.hls, { signal: base.signal, nice: 0, formatWhitelist: ['mov'] })).rejects.toBeInstanceOf(ToolError);
  });

  it('refuses files that are not media by their bytes', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'just some words, not a video\n');
    await expect(runTool(tool('video-to-mp4'), { input: text })).rejects.toMatchObject({ code: 'unsupported_type' });
    const pdf = join(dir, 'doc.mp4');
    await writeFile(pdf, '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await expect(runTool(tool('video-thumbnail-auto'), { input: pdf })).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  it('fails a truncated MP4 cleanly', async () => {
    const whole = await readFile(fx.mp4);
    const cut = join(dir, 'cut.mp4');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect((await detectFile(cut))?.mime).toBe('video/mp4');
    const err = await runTool(tool('video-to-mp4'), { input: cut }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).toMatch(/not readable as media/);
  });

  it('refuses a huge declared resolution before decoding it', async () => {
    // A small MJPEG AVI whose headers and JPEG frames claim 16000×16000.
    const small = await ffmpegMake(join(dir, 'small.avi'), ['-f', 'lavfi', '-i', 'testsrc2=s=64x64:r=5:d=1', '-c:v', 'mjpeg']);
    const bytes = Buffer.from(await readFile(small));
    for (let i = bytes.indexOf('ffc0', 0, 'hex'); i >= 0; i = bytes.indexOf('ffc0', i + 2, 'hex')) {
      bytes.writeUInt16BE(16000, i + 5);
      bytes.writeUInt16BE(16000, i + 7);
    }
    const strf = bytes.indexOf('strf');
    bytes.writeInt32LE(16000, strf + 12);
    bytes.writeInt32LE(16000, strf + 16);
    const avih = bytes.indexOf('avih');
    bytes.writeUInt32LE(16000, avih + 40);
    bytes.writeUInt32LE(16000, avih + 44);
    const bomb = join(dir, 'bomb.avi');
    await writeFile(bomb, bytes);
    expect((await detectFile(bomb))?.mime).toBe('video/vnd.avi');

    const err = await runTool(tool('video-first-frame'), { input: bomb }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    // The probe's words: the frame size was refused before any decoder was started on it.
    expect((err as Error).message).toContain('16000x16000 exceeds');
  });
});

describe('runner limits', () => {
  it('an output over the size cap fails with "exceeds" and leaves no file', async () => {
    const out = join(dir, 'big.mp4');
    const err = await runFfmpeg({
      ...base,
      maxOutputBytes: 20_000,
      input: fx.ten,
      formatWhitelist: ['mov'],
      inputFormat: 'mov',
      outputArgs: ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '10', '-f', 'matroska'],
      output: out,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as Error).message).toContain('exceeds');
    await expect(stat(out)).rejects.toThrow();
  });

  it('runs ffmpeg at the CPU priority it is given (JOB_NICE), read from the running process', async () => {
    let pid: number | undefined;
    const seen: number[] = [];
    await runFfmpeg({
      ...base,
      nice: 7,
      cpu: { track: (p) => ((pid = p), () => undefined) },
      // Read at the clip's own pace for a second, so it is still running when it reports progress.
      inputArgs: ['-re'],
      maxInputS: 1,
      durationS: 1,
      input: fx.mp4,
      inputFormat: 'mov',
      formatWhitelist: ['mov'],
      outputArgs: ['-c', 'copy'],
      output: null,
      onProgress: () => {
        try {
          if (pid !== undefined) seen.push(getPriority(pid));
        } catch {
          // The last report comes once ffmpeg has exited.
        }
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([7]));
  });

  it('kills a run that passes its wall-clock or CPU budget', async () => {
    const slow = ['-c:v', 'libx264', '-preset', 'veryslow', '-f', 'matroska'];
    const wall = await runFfmpeg({ ...base, wallMs: 400, input: fx.ten, formatWhitelist: ['mov'], outputArgs: slow, output: join(dir, 'w.mkv') }).catch(
      (e: unknown) => e,
    );
    expect((wall as Error).message).toMatch(/wall time exceeds/);
    const cpu = await runFfmpeg({ ...base, cpuSeconds: 1, input: fx.ten, formatWhitelist: ['mov'], outputArgs: slow, output: join(dir, 'c.mkv') }).catch(
      (e: unknown) => e,
    );
    expect((cpu as Error).message).toMatch(/CPU time exceeds/);
  });

  it('caps output duration and keeps only a tail of a chatty stderr', async () => {
    const out = join(dir, 'short.wav');
    const res = await runFfmpeg({
      ...base,
      input: fx.longWav,
      inputFormat: 'wav',
      formatWhitelist: ['wav'],
      logLevel: 'info',
      // Per-frame ebur128 lines: about 700 of them for this clip, well over the kept tail.
      outputArgs: ['-af', 'ebur128', '-f', 'wav'],
      output: out,
      maxOutputS: 65,
    });
    expect(res.stderrTail.length).toBeLessThanOrEqual(8192);
    expect(res.stderrTail).toContain('Summary:');
    expect(durationOf(await ffprobe(out))).toBeCloseTo(65, 0);
  });
});

describe('progress, cancellation and a free event loop', () => {
  it('cancelling a running encode kills ffmpeg at once and removes the partial output', async () => {
    const t = tool('video-to-webm');
    const controller = new AbortController();
    const { ctx, workDir, progress } = await contextFor(t, fx.ten, { preset: 'good', level: 10 }, controller.signal);
    const job = t.run(ctx);
    const settled = job.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    // Wait for real progress from -progress pipe:1 before cancelling.
    const deadline = Date.now() + 30_000;
    while (!progress.some(([p, s]) => s === 'encoding' && p > 5 && p < 95) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await processesMentioning(workDir)).not.toHaveLength(0);
    controller.abort(new Error('job deleted'));
    const outcome = await settled;
    expect((outcome as Error).message).toBe('job deleted');
    // Stopped mid-way: the encode never reported its end.
    expect(progress.some(([p]) => p >= 100)).toBe(false);
    expect(await processesMentioning(workDir)).toHaveLength(0);
    expect(await readdir(workDir)).toEqual([]);
    const percents = progress.filter(([, s]) => s === 'encoding').map(([p]) => p);
    expect(percents.some((p) => p > 5 && p < 95)).toBe(true);
  });

  it('polls answer quickly while two encodes run, and each reports rising progress', async () => {
    const server = createServer((_req, res) => res.end('{"status":"queued"}'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // A slow preset keeps the encodes long enough for several progress reports even on an idle machine.
    const jobs = [0, 1].map(() => runTool(tool('video-to-mp4'), { input: fx.ten, params: { preset: 'veryslow' } }));
    let running = true;
    const all = Promise.all(jobs).finally(() => (running = false));
    let answered = 0;
    while (running) {
      await (await fetch(url)).text();
      answered++;
      await new Promise((r) => setTimeout(r, 50));
    }
    const results = await all;
    server.close();
    // The loop kept answering while both encodes ran (they are child processes); how fast it answered is a
    // benchmark's question, not a test's, on a shared machine.
    expect(answered).toBeGreaterThan(5);
    for (const r of results) {
      const mid = r.progress.filter((p) => p > 5 && p < 95);
      expect(mid.length).toBeGreaterThan(1);
      expect([...r.progress].sort((a, b) => a - b)).toEqual(r.progress);
      expect(durationOf(await ffprobe(r.path))).toBeCloseTo(10, 0);
      await cleanup(r);
    }
  }, 240_000);
});
