/** Subtitles (issue 39): SRT, WebVTT and ASS converted into each other, shifted in time, and taken out of a video. */
import { join } from 'node:path';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { enumParam, numberParam } from '../../../core/tools/params.js';
import { defineTool, type ToolContext, type ToolDefinition, type ToolOutput } from '../../../core/tools/tool.types.js';
import { safeStem } from '../../../core/tools/names.js';
import { MEDIA_THREADS, runFfmpeg } from '../engine/ffmpeg.js';
import { MEDIA_CAPS } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { openMedia } from '../job.js';

/** The three subtitle formats: the type detection names, ffmpeg's demuxer and encoder, the file extension. */
const SUBTITLES = {
  srt: { mime: 'application/x-subrip', demuxer: 'srt', codec: 'subrip', muxer: 'srt', ext: 'srt' },
  vtt: { mime: 'text/vtt', demuxer: 'webvtt', codec: 'webvtt', muxer: 'webvtt', ext: 'vtt' },
  ass: { mime: 'text/x-ssa', demuxer: 'ass', codec: 'ass', muxer: 'ass', ext: 'ass' },
} as const;
export type SubtitleFormat = keyof typeof SUBTITLES;
/** The formats' names, codecs and types, for the tools that put subtitles into a video. */
export const SUBTITLE_FORMATS = SUBTITLES;

export const SUBTITLE_TYPES: readonly string[] = Object.values(SUBTITLES).map((s) => s.mime);
const SUBTITLE_DEMUXERS = Object.values(SUBTITLES).map((s) => s.demuxer);

/** A subtitle file is text: a few megabytes is hours of dialogue. */
const MAX_SUBTITLE_BYTES = 5 * 1024 * 1024;
/** Cues are read up to a day in: no film runs longer, and a cue timed years ahead is not worth a run. */
const SUBTITLE_MAX_S = 24 * 3600;
const SUBTITLE_CAPS = { maxTextBytes: MAX_SUBTITLE_BYTES, maxDurationS: SUBTITLE_MAX_S };

function formatOf(mime: string): SubtitleFormat {
  const found = (Object.keys(SUBTITLES) as SubtitleFormat[]).find((k) => SUBTITLES[k].mime === mime);
  if (!found) throw new ToolError('invalid_input', `not a subtitle file (${mime})`);
  return found;
}

/** Runs ffmpeg on a subtitle file: read with its own demuxer only, written as `to`, `offsetS` added to every cue. */
async function convertSubtitles(ctx: ToolContext<unknown>, to: SubtitleFormat, offsetS = 0): Promise<ToolOutput> {
  const input = ctx.input;
  if (!input) throw new ToolError('internal', 'this tool needs an uploaded file');
  if (input.size > MAX_SUBTITLE_BYTES) throw new ToolError('too_large', `the subtitle file exceeds the limit of ${MAX_SUBTITLE_BYTES} bytes`);
  const from = SUBTITLES[formatOf(input.mime)];
  const target = SUBTITLES[to];
  const output = join(ctx.workDir, `${safeStem(`${ctx.baseName}.x`)}.${target.ext}`);
  const wallMs = ctx.env.limits.jobTimeoutMs;
  ctx.progress(10, 'converting');
  await runFfmpeg({
    input: input.path,
    inputFormat: from.demuxer,
    formatWhitelist: SUBTITLE_DEMUXERS,
    inputArgs: offsetS ? ['-itsoffset', offsetS.toFixed(3)] : [],
    maxInputS: SUBTITLE_MAX_S,
    outputArgs: ['-map', '0:s:0', '-c:s', target.codec, '-f', target.muxer],
    output,
    signal: ctx.signal,
    cpu: ctx.env.cpu,
    maxOutputBytes: Math.min(ctx.env.limits.maxOutputBytes, MAX_SUBTITLE_BYTES * 4),
    wallMs,
    nice: ctx.env.limits.jobNice,
    cpuSeconds: Math.ceil((wallMs / 1000) * MEDIA_THREADS) + 5,
  });
  ctx.progress(100, 'done');
  return { path: output, name: `${safeStem(`${ctx.baseName}.x`)}.${target.ext}`, mime: target.mime };
}

function subtitleConvert(id: number, to: SubtitleFormat, title: string): ToolDefinition {
  return defineTool({
    id,
    slug: `subtitle-to-${to}`,
    operation: `subtitle.convert.${to}`,
    kind: 'upload',
    category: 'video',
    title,
    description: `Converts SRT, WebVTT or ASS subtitles to ${to.toUpperCase()}, keeping every cue's time and text (ASS styles become plain text where the target has none).`,
    params: z.object({}),
    accepts: SUBTITLE_TYPES,
    output: SUBTITLES[to].mime,
    limits: SUBTITLE_CAPS,
    run: (ctx) => convertSubtitles(ctx, to),
  });
}

export const subtitleToSrt = subtitleConvert(216, 'srt', 'Subtitles to SRT');
export const subtitleToVtt = subtitleConvert(217, 'vtt', 'Subtitles to WebVTT');
export const subtitleToAss = subtitleConvert(218, 'ass', 'Subtitles to ASS');

export const subtitleShift = defineTool({
  id: 219,
  slug: 'subtitle-shift',
  operation: 'subtitle.shift',
  kind: 'upload',
  category: 'video',
  title: 'Shift subtitle timing',
  description: 'Moves every cue later (a positive offset) or earlier (negative), in seconds; a cue moved before the start is dropped. Keeps the format.',
  params: z.object({
    offset: numberParam({ min: -36_000, max: 36_000, default: 0, description: 'Seconds to move every cue, e.g. 2.5 or -1.2' }).refine(
      (v) => v !== 0,
      'must not be 0 (that would change nothing)',
    ),
  }),
  accepts: SUBTITLE_TYPES,
  output: { label: 'same as input', resolve: (_p, mime) => (mime && SUBTITLE_TYPES.includes(mime) ? mime : SUBTITLES.srt.mime) },
  limits: SUBTITLE_CAPS,
  run: (ctx) => convertSubtitles(ctx, formatOf(ctx.input?.mime ?? ''), ctx.params.offset),
});

export const videoExtractSubtitles = defineTool({
  id: 220,
  slug: 'video-extract-subtitles',
  operation: 'video.extractSubtitles',
  kind: 'upload',
  category: 'video',
  title: 'Extract subtitles',
  description: 'Saves the first subtitle track of a video (MKV, MP4, WebM…) as SRT, WebVTT or ASS.',
  params: z.object({ format: enumParam(['srt', 'vtt', 'ass'] as const, 'srt', 'Subtitle format: srt, vtt or ass') }),
  accepts: VIDEO_INPUT_TYPES,
  output: { label: 'application/x-subrip, text/vtt or text/x-ssa (format)', resolve: (p) => SUBTITLES[p.format].mime },
  // Only the subtitle stream is read, so the picture's caps do not apply.
  limits: { maxDurationS: MEDIA_CAPS.videoMaxS },
  async run(ctx) {
    const job = await openMedia(ctx, { accepts: VIDEO_INPUT_TYPES });
    const target = SUBTITLES[ctx.params.format];
    const output = job.outPath(target.ext);
    await job.encode({ outputArgs: ['-map', '0:s:0', '-c:s', target.codec, '-f', target.muxer], output, stage: 'extracting' });
    return job.done(output, target.mime);
  },
});
