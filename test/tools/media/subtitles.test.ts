import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { subtitleShift, subtitleToAss, subtitleToSrt, subtitleToVtt, videoExtractSubtitles } from '../../../src/tools/media/definitions/subtitles.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import { ffmpegMake, ffprobe, tempDir } from './media-helpers.js';

/**
 * Issue 39 item 4, subtitles. Each result is read back by a parser written here from the formats' own rules (cue
 * times and text), not compared with ffmpeg's output, so the test would see a cue lost, moved or garbled.
 */
const SRT = `1
00:00:01,000 --> 00:00:02,500
Hello there.

2
00:00:03,000 --> 00:00:04,200
Zweite Zeile, mit Umlauten: äöü

3
00:01:05,250 --> 00:01:07,000
Last words
`;

let dir: { dir: string; remove: () => Promise<void> };
let srt: string;

interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (h: string, m: string, s: string, frac: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(`0.${frac}`);

/** Cues of an SRT or WebVTT file: every "a --> b" line and the text lines under it. */
function timedCues(text: string): Cue[] {
  const cues: Cue[] = [];
  const lines = text.replace(/\r/g, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(?:(\d+):)?(\d{2}):(\d{2})[,.](\d{3}) --> (?:(\d+):)?(\d{2}):(\d{2})[,.](\d{3})/.exec(lines[i]);
    if (!m) continue;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j].trim() !== ''; j++) body.push(lines[j]);
    cues.push({ start: seconds(m[1] ?? '0', m[2], m[3], m[4]), end: seconds(m[5] ?? '0', m[6], m[7], m[8]), text: body.join('\n') });
  }
  return cues;
}

/** Cues of an ASS file: its Dialogue lines (h:mm:ss.cc times, the text after the ninth comma). */
function assCues(text: string): Cue[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.startsWith('Dialogue:'))
    .map((l) => {
      const parts = l.slice('Dialogue:'.length).split(',');
      const time = (t: string) => {
        const [h, m, s] = t.trim().split(':');
        return Number(h) * 3600 + Number(m) * 60 + Number(s);
      };
      return { start: time(parts[1]), end: time(parts[2]), text: parts.slice(9).join(',') };
    });
}

const EXPECTED = [
  { start: 1, end: 2.5, text: 'Hello there.' },
  { start: 3, end: 4.2, text: 'Zweite Zeile, mit Umlauten: äöü' },
  { start: 65.25, end: 67, text: 'Last words' },
];

function expectCues(cues: Cue[], expected = EXPECTED, shift = 0): void {
  expect(cues.map((c) => c.text)).toEqual(expected.map((c) => c.text));
  cues.forEach((c, i) => {
    expect(c.start).toBeCloseTo(expected[i].start + shift, 2);
    expect(c.end).toBeCloseTo(expected[i].end + shift, 2);
  });
}

beforeAll(async () => {
  dir = await tempDir('subs-');
  srt = join(dir.dir, 'film.srt');
  await writeFile(srt, SRT);
});
afterAll(async () => {
  await dir?.remove();
});

async function run(tool: Parameters<typeof runTool>[0], input: string, params: Record<string, unknown> = {}) {
  const res = await runTool(tool, { input, params });
  const text = await readFile(res.path, 'utf8');
  await cleanup(res);
  return { res, text };
}

describe('subtitle conversions', () => {
  it('detects SRT, WebVTT and ASS from their content', async () => {
    expect(await detectFile(srt)).toEqual({ mime: 'application/x-subrip', ext: 'srt' });
    const vtt = join(dir.dir, 'a.vtt');
    await writeFile(vtt, 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n');
    expect(await detectFile(vtt)).toEqual({ mime: 'text/vtt', ext: 'vtt' });
    const ass = join(dir.dir, 'a.ass');
    await writeFile(ass, '[Script Info]\nScriptType: v4.00+\n');
    expect(await detectFile(ass)).toEqual({ mime: 'text/x-ssa', ext: 'ass' });
  });

  it('turns SRT into WebVTT and ASS, and back, keeping every cue', async () => {
    const vtt = await run(subtitleToVtt, srt);
    expect(vtt.res.mime).toBe('text/vtt');
    expect(vtt.text.startsWith('WEBVTT')).toBe(true);
    expectCues(timedCues(vtt.text));
    const vttFile = join(dir.dir, 'film.vtt');
    await writeFile(vttFile, vtt.text);

    const ass = await run(subtitleToAss, vttFile);
    expect(ass.res.mime).toBe('text/x-ssa');
    expect(ass.text).toContain('[Script Info]');
    expectCues(assCues(ass.text));
    const assFile = join(dir.dir, 'film.ass');
    await writeFile(assFile, ass.text);

    const back = await run(subtitleToSrt, assFile);
    expect(back.res.mime).toBe('application/x-subrip');
    expectCues(timedCues(back.text));
  });

  it('shifts every cue later or earlier, in the same format', async () => {
    const later = await run(subtitleShift, srt, { offset: '2.5' });
    expect(later.res.mime).toBe('application/x-subrip');
    expectCues(timedCues(later.text), EXPECTED, 2.5);
    const earlier = await run(subtitleShift, srt, { offset: '-0.5' });
    expectCues(timedCues(earlier.text), EXPECTED, -0.5);
  });

  it('refuses an offset of 0 and a file that is not subtitles', async () => {
    await expect(runTool(subtitleShift, { input: srt, params: { offset: '0' } })).rejects.toMatchObject({ code: 'invalid_params', details: { field: 'offset' } });
    const notes = join(dir.dir, 'notes.txt');
    await writeFile(notes, 'just some notes\n');
    await expect(runTool(subtitleToVtt, { input: notes })).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});

describe('video-extract-subtitles', () => {
  it('takes the subtitle track out of an MKV as WebVTT', async () => {
    const mkv = join(dir.dir, 'film.mkv');
    await ffmpegMake(mkv, ['-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10:d=70', '-i', srt, '-map', '0:v', '-map', '1:s', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:s', 'srt']);
    expect((await ffprobe(mkv)).streams.some((s) => s.codec_type === 'subtitle')).toBe(true);
    const { res, text } = await run(videoExtractSubtitles, mkv, { format: 'vtt' });
    expect(res.mime).toBe('text/vtt');
    expectCues(timedCues(text));
  });
});
