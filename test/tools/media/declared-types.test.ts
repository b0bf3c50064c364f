import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, type RunResult } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput, toolsOf } from '../declared-types.js';
import { writeFile } from 'node:fs/promises';
import { ffmpegMake, makeAudio, makeVideo, tempDir } from './media-helpers.js';

let dir: { dir: string; remove: () => Promise<void> };
const clips: Record<string, string> = {};
const results: RunResult[] = [];

beforeAll(async () => {
  dir = await tempDir('declared-media-');
  clips.wav = await makeAudio(join(dir.dir, 'tone.wav'), { d: 1 });
  clips.mp3 = await makeAudio(join(dir.dir, 'tone.mp3'), { d: 1, codec: ['-c:a', 'libmp3lame', '-b:a', '96k'] });
  clips.mp4 = await makeVideo(join(dir.dir, 'clip.mp4'), { d: 1, w: 96, h: 64, fps: 10 });
  clips.webm = await makeVideo(join(dir.dir, 'clip.webm'), {
    d: 1,
    w: 96,
    h: 64,
    fps: 10,
    codec: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
  });
  clips.srt = join(dir.dir, 'lines.srt');
  await writeFile(clips.srt, '1\n00:00:00,100 --> 00:00:00,900\nHello\n');
  clips.vtt = join(dir.dir, 'lines.vtt');
  await writeFile(clips.vtt, 'WEBVTT\n\n00:00.100 --> 00:00.900\nHello\n');
  clips.mkvSubs = await ffmpegMake(join(dir.dir, 'subbed.mkv'), ['-i', clips.mp4, '-i', clips.srt, '-map', '0', '-map', '1', '-c', 'copy', '-c:s', 'srt']);
});
afterEach(async () => {
  for (const r of results.splice(0)) await cleanup(r);
});
afterAll(() => dir.remove());

/** Parameters a tool requires (no default) or that must fit a one-second clip. */
const PARAMS: Record<string, Record<string, unknown>> = {
  'audio-trim': { start: 0.2, end: 0.6 },
  'video-trim': { start: 0.2, end: 0.6 },
  'video-crop': { crop_width: 48, crop_height: 32 },
  'video-thumbnail-at-time': { start: 0.5 },
  'video-poster-play-button': { start: 0.5 },
  'subtitle-shift': { offset: 1 },
};

/** "Same as input" tools are held to their rule on two containers; the others run on one. */
function inputsFor(accepts: readonly string[], sameAsInput: boolean, slug: string): string[] {
  if (slug === 'video-extract-subtitles') return [clips.mkvSubs];
  if (accepts.includes('application/x-subrip')) return sameAsInput ? [clips.srt, clips.vtt] : [clips.srt];
  if (accepts.includes('video/mp4') && !accepts.includes('audio/wav')) return sameAsInput ? [clips.mp4, clips.webm] : [clips.mp4];
  return sameAsInput ? [clips.wav, clips.mp3] : [clips.wav];
}

describe('every audio, video and thumbnail tool writes the type it declares', () => {
  // The tools that join several files are held to their declared type in test/system/pipelines/media-joins.test.ts.
  for (const tool of toolsOf('audio', 'video', 'video-thumbnail').filter((t) => t.inputs !== 'many')) {
    it(tool.slug, async () => {
      const same = typeof tool.output !== 'string' && tool.output.label === 'same as input';
      for (const input of inputsFor(tool.accepts, same, tool.slug)) {
        results.push(await expectDeclaredOutput(tool, { input, params: PARAMS[tool.slug] }));
      }
    });
  }
});
