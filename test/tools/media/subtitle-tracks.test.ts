import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../src/core/errors.js';
import { acceptInput, parseToolParams } from '../../../src/core/jobs/intake.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { countCues, plainAss } from '../../../src/tools/media/definitions/subtitle-tracks.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { ffmpegMake, ffprobe, frameAt, tempDir, tool } from './media-helpers.js';

const run = promisify(execFile);
let dir: string;
let remove: () => Promise<void>;
let clip: string;
let srt: string;
const workDirs: string[] = [];

beforeAll(async () => {
  ({ dir, remove } = await tempDir('media-subs-'));
  // A flat grey second: any subtitle pixel stands out against it.
  clip = await ffmpegMake(join(dir, 'clip.mp4'), [
    '-f', 'lavfi', '-i', 'color=c=0x808080:s=320x240:r=10:d=1',
    '-f', 'lavfi', '-i', 'sine=f=440:d=1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
  ]);
  srt = join(dir, 'words.srt');
  await writeFile(srt, '1\n00:00:00,000 --> 00:00:00,900\nHELLO WORLD\n');
});
afterAll(async () => {
  await Promise.all(workDirs.map((d) => rm(d, { recursive: true, force: true })));
  await remove();
});

/** Runs a two-file tool as the job runner does: each file accepted by its content, then `inputs` in order. */
async function runBoth(slug: string, paths: string[], params: Record<string, unknown> = {}) {
  const def: ToolDefinition = tool(slug);
  const inputs = [];
  for (const p of paths) inputs.push(await acceptInput(def, { path: p, name: basename(p), size: (await stat(p)).size }, detectFile));
  const workDir = await mkdtemp(join(tmpdir(), `tool-${slug}-`));
  workDirs.push(workDir);
  return def.run({
    params: parseToolParams(def, params),
    input: inputs[0],
    inputs,
    url: null,
    videoId: null,
    workDir,
    baseName: 'clip',
    signal: new AbortController().signal,
    progress: () => undefined,
    env: testToolEnv(),
  });
}

/** The first subtitle track read back as SRT by ffmpeg. */
async function subtitlesOf(path: string): Promise<string> {
  const { stdout } = await run(ffmpegInstaller.path, ['-nostdin', '-v', 'error', '-i', path, '-map', '0:s:0', '-c:s', 'subrip', '-f', 'srt', '-']);
  return stdout;
}

describe('video-add-subtitles', () => {
  it('muxes an SRT into MKV as a subrip track tagged with its language, picture and sound copied', async () => {
    const out = await runBoth('video-add-subtitles', [clip, srt], { lang: 'eng' });
    expect(out.mime).toBe('video/x-matroska');
    const p = await ffprobe(out.path);
    const s = p.streams.find((x) => x.codec_type === 'subtitle') as { codec_name?: string; tags?: Record<string, string> };
    expect(s.codec_name).toBe('subrip');
    expect(s.tags?.language).toBe('eng');
    expect(p.streams.map((x) => x.codec_type).sort()).toEqual(['audio', 'subtitle', 'video']);
    expect(await subtitlesOf(out.path)).toContain('HELLO WORLD');
  });

  it('stores mov_text in MP4, with the files sent in either order', async () => {
    const out = await runBoth('video-add-subtitles', [srt, clip], { format: 'mp4', lang: 'deu' });
    const s = (await ffprobe(out.path)).streams.find((x) => x.codec_type === 'subtitle') as { codec_name?: string; tags?: Record<string, string> };
    expect([s.codec_name, s.tags?.language]).toEqual(['mov_text', 'deu']);
    const back = await subtitlesOf(out.path);
    expect(back).toContain('00:00:00,000 --> 00:00:00,900');
    expect(back).toContain('HELLO WORLD');
  });

  it('refuses a file with more than 10,000 cues, and a language that is not a three-letter code', async () => {
    const many = join(dir, 'many.srt');
    await writeFile(many, Array.from({ length: 10_001 }, (_, i) => `${i + 1}\n00:00:00,000 --> 00:00:00,010\nx\n`).join('\n'));
    const e = await runBoth('video-add-subtitles', [clip, many]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ToolError);
    expect((e as ToolError).message).toBe('the subtitle file has 10001 cues, which exceeds the limit of 10000');
    await expect(runBoth('video-add-subtitles', [clip, srt], { lang: 'english' })).rejects.toMatchObject({ code: 'invalid_params' });
  });
});

describe('video-burn-subtitles', () => {
  it('draws the cue into the picture while it is on, and leaves the frame alone elsewhere', async () => {
    const out = await runBoth('video-burn-subtitles', [clip, srt]);
    expect(out.mime).toBe('video/mp4');
    const frame = await frameAt(out.path, 0.5);
    const { width, height, data } = frame;
    // libass puts a bottom-centred cue in the lower fifth: white text with a black outline on the grey.
    let changed = 0;
    for (let y = Math.floor(height * 0.75); y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 3;
        if (Math.abs(data[o] - 128) > 60) changed++;
      }
    }
    expect(changed).toBeGreaterThan(200);
    // The top half has no text.
    let top = 0;
    for (let i = 0; i < (width * height * 3) / 2; i += 3) if (Math.abs(data[i] - 128) > 60) top++;
    expect(top).toBe(0);
  });

  it('drops an ASS file’s embedded fonts and keeps its events', () => {
    const ass = '[Script Info]\nScriptType: v4.00+\n\n[Fonts]\nfontname: evil.ttf\nM=1234\n\n[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,0:00:00.00,0:00:01.00,Default,HI\n';
    const plain = plainAss(ass);
    expect(plain).not.toContain('evil.ttf');
    expect(plain).toContain('Dialogue: 0,0:00:00.00,0:00:01.00,Default,HI');
    expect(countCues(plain, 'ass')).toBe(1);
  });
});
