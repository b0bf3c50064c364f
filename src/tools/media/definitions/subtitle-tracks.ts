/**
 * Subtitles with a video (issue 39 item 4): added as a soft track (MKV keeps the format, MP4 takes mov_text) with a
 * language tag, or burned into the picture through libass. The subtitle file is the job's second file.
 */
import { existsSync } from 'node:fs';
import { shippedFontDir } from '../../shared/fonts.js';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam } from '../../../core/tools/params.js';
import { safeStem } from '../../../core/tools/names.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { videoCaps } from '../caps.js';
import { MEDIA_THREADS, runFfmpeg } from '../engine/ffmpeg.js';
import { probeMedia } from '../engine/probe.js';
import { demuxerForMime, demuxersFor, VIDEO_INPUT_TYPES } from '../formats.js';
import { checkCaps } from '../job.js';
import { MEDIA_CAPS } from '../caps.js';
import { SUBTITLE_FORMATS, SUBTITLE_TYPES, type SubtitleFormat } from './subtitles.js';

/** Cues one file may hold: a feature film has under 2,000; tens of thousands only make libass and the muxer work. */
export const MAX_SUBTITLE_CUES = 10_000;
/** A subtitle file is text: a few megabytes is hours of dialogue. */
const MAX_SUBTITLE_BYTES = 5 * 1024 * 1024;

/**
 * Fonts libass draws with, by path: the project turns fontconfig lookups into a fixed folder. The DejaVu faces that
 * arrive with `npm ci` come first; the host's (Debian's fontconfig, LibreOffice) only where that path cannot be named.
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];

const ACCEPTS = [...new Set([...VIDEO_INPUT_TYPES, ...SUBTITLE_TYPES])];

/** The two files of the job, the video first; either order is taken, since the type tells them apart. */
function videoAndSubtitles(ctx: ToolContext<unknown>): { video: InputFile; subs: InputFile; format: SubtitleFormat } {
  const files = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
  const subs = files.filter((f) => SUBTITLE_TYPES.includes(f.mime));
  const videos = files.filter((f) => (VIDEO_INPUT_TYPES as readonly string[]).includes(f.mime));
  if (files.length !== 2 || subs.length !== 1 || videos.length !== 1) {
    throw new ToolError('invalid_input', `this tool takes two files, a video and a subtitle file (SRT, WebVTT or ASS); it got ${files.length}`);
  }
  if (subs[0].size > MAX_SUBTITLE_BYTES) throw new ToolError('too_large', `the subtitle file exceeds the limit of ${MAX_SUBTITLE_BYTES} bytes`);
  const format = (Object.keys(SUBTITLE_FORMATS) as SubtitleFormat[]).find((k) => SUBTITLE_FORMATS[k].mime === subs[0].mime)!;
  return { video: videos[0], subs: subs[0], format };
}

/** Cue lines by format: an SRT or WebVTT cue has one timing line, an ASS one a Dialogue line. */
export function countCues(text: string, format: SubtitleFormat): number {
  const pattern = format === 'ass' ? /^Dialogue:/gm : /-->/g;
  return text.match(pattern)?.length ?? 0;
}

/**
 * An ASS script with only the sections that say what is shown: [Script Info], the styles and [Events]. Embedded
 * [Fonts] and [Graphics] (uuencoded files, megabytes each) are dropped, so nothing but the project's fonts is loaded.
 */
export function plainAss(text: string): string {
  const keep = /^\[(script info|v4\+? styles|events)\]$/i;
  const out: string[] = [];
  let keeping = true;
  for (const line of text.split(/\r?\n/)) {
    const section = /^\s*\[[^\]]+\]\s*$/.test(line);
    if (section) keeping = keep.test(line.trim());
    if (keeping) out.push(line);
  }
  return out.join('\n');
}

/** Reads the subtitle file and refuses one with more cues than MAX_SUBTITLE_CUES. */
async function checkedSubtitles(subs: InputFile, format: SubtitleFormat): Promise<string> {
  const text = (await readFile(subs.path, 'utf8')).replace(/^\uFEFF/, '');
  const cues = countCues(text, format);
  if (cues > MAX_SUBTITLE_CUES) {
    throw new ToolError('too_large', `the subtitle file has ${cues} cues, which exceeds the limit of ${MAX_SUBTITLE_CUES}`);
  }
  if (cues === 0) throw new ToolError('invalid_input', 'the subtitle file has no cues');
  return text;
}

async function probeVideo(ctx: ToolContext<unknown>, video: InputFile) {
  const info = await probeMedia(video.path, { signal: ctx.signal, nice: ctx.env.limits.jobNice, mime: video.mime, formatWhitelist: demuxersFor(VIDEO_INPUT_TYPES) });
  checkCaps(info, { accepts: VIDEO_INPUT_TYPES, maxDurationS: MEDIA_CAPS.videoMaxS, needVideo: true }, ctx.env.limits.maxVideoFrames);
  return info;
}

function ffmpegLimits(ctx: ToolContext<unknown>) {
  const wallMs = ctx.env.limits.jobTimeoutMs;
  return {
    signal: ctx.signal,
    cpu: ctx.env.cpu,
    maxOutputBytes: ctx.env.limits.maxOutputBytes,
    wallMs,
    nice: ctx.env.limits.jobNice,
    cpuSeconds: Math.ceil((wallMs / 1000) * MEDIA_THREADS) + 5,
    maxInputS: MEDIA_CAPS.videoMaxS + 1,
  };
}

const CONTAINERS = {
  mkv: { ext: 'mkv', mime: 'video/x-matroska', muxer: 'matroska' },
  mp4: { ext: 'mp4', mime: 'video/mp4', muxer: 'mp4' },
} as const;

/** ISO 639-2 codes are three letters; `und` says "not given". */
const languageParam = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'must be a three-letter ISO 639-2 code, such as eng, deu or fra')
    .default('und')
    .describe('Language of the subtitles, ISO 639-2 (eng, deu, fra…; und: not given)');

export const videoAddSubtitles = defineTool({
  id: 221,
  slug: 'video-add-subtitles',
  operation: 'video.addSubtitles',
  kind: 'upload',
  category: 'video',
  title: 'Add subtitles',
  description:
    'Adds a subtitle file (SRT, WebVTT or ASS, the second file) to a video as a track viewers can switch on, with its ' +
    'language: MKV keeps the subtitle format, MP4 stores mov_text. Picture and sound are copied as they are.',
  params: z.object({
    format: enumParam(['mkv', 'mp4'] as const, 'mkv', 'Container: mkv or mp4'),
    lang: languageParam(),
  }),
  accepts: ACCEPTS,
  output: { label: 'video/x-matroska or video/mp4 (format)', resolve: (p) => CONTAINERS[p.format].mime },
  limits: videoCaps(),
  inputs: 'many',
  async run(ctx) {
    const { video, subs, format } = videoAndSubtitles(ctx);
    await checkedSubtitles(subs, format);
    const info = await probeVideo(ctx, video);
    const box = CONTAINERS[ctx.params.format];
    const codec = ctx.params.format === 'mp4' ? 'mov_text' : SUBTITLE_FORMATS[format].codec;
    const name = `${safeStem(`${ctx.baseName}.x`)}-subtitled.${box.ext}`;
    const output = join(ctx.workDir, name);
    ctx.progress(10, 'adding subtitles');
    await runFfmpeg({
      ...ffmpegLimits(ctx),
      input: video.path,
      inputFormat: demuxerForMime(video.mime) ?? undefined,
      moreInputs: [{ path: subs.path, format: SUBTITLE_FORMATS[format].demuxer }],
      formatWhitelist: [...demuxersFor(VIDEO_INPUT_TYPES), SUBTITLE_FORMATS[format].demuxer],
      outputArgs: [
        '-map', '0:v:0', ...(info.audio ? ['-map', '0:a:0'] : []), '-map', '1:s:0',
        '-c:v', 'copy', '-c:a', 'copy', '-c:s', codec,
        '-metadata:s:s:0', `language=${ctx.params.lang}`,
        ...(ctx.params.format === 'mp4' ? ['-movflags', '+faststart'] : []),
        '-f', box.muxer,
      ],
      output,
      durationS: info.durationS ?? undefined,
      onProgress: (f) => ctx.progress(Math.round(10 + 85 * f), 'adding subtitles'),
    });
    ctx.progress(100, 'done');
    return { path: output, name, mime: box.mime };
  },
});

export const videoBurnSubtitles = defineTool({
  id: 222,
  slug: 'video-burn-subtitles',
  operation: 'video.burnSubtitles',
  kind: 'upload',
  category: 'video',
  title: 'Burn in subtitles',
  description:
    'Draws a subtitle file (SRT, WebVTT or ASS, the second file) into the picture of a video, so every player shows ' +
    'it; ASS styles and positions are kept (fonts embedded in the ASS file are not used). H.264/AAC MP4.',
  params: z.object({}),
  accepts: ACCEPTS,
  output: 'video/mp4',
  limits: videoCaps(),
  inputs: 'many',
  async validate() {
    if (!fontDir()) throw new AppError('tool_disabled', 'video-burn-subtitles needs a font; install fonts-dejavu-core on the server');
  },
  async run(ctx) {
    const { video, subs, format } = videoAndSubtitles(ctx);
    const text = await checkedSubtitles(subs, format);
    const fonts = fontDir();
    if (!fonts) throw new ToolError('internal', 'no font folder for libass');
    const info = await probeVideo(ctx, video);
    // libass reads ASS itself; SRT and WebVTT are made ASS first, through ffmpeg with only their demuxer allowed.
    const script = join(ctx.workDir, 'subtitles.ass');
    if (format === 'ass') {
      await writeFile(script, plainAss(text));
    } else {
      await runFfmpeg({
        ...ffmpegLimits(ctx),
        input: subs.path,
        inputFormat: SUBTITLE_FORMATS[format].demuxer,
        formatWhitelist: [SUBTITLE_FORMATS[format].demuxer],
        maxInputS: 24 * 3600,
        outputArgs: ['-map', '0:s:0', '-c:s', 'ass', '-f', 'ass'],
        output: script,
      });
    }
    const name = `${safeStem(`${ctx.baseName}.x`)}-subtitled.mp4`;
    const output = join(ctx.workDir, name);
    ctx.progress(10, 'burning in subtitles');
    await runFfmpeg({
      ...ffmpegLimits(ctx),
      input: video.path,
      inputFormat: demuxerForMime(video.mime) ?? undefined,
      formatWhitelist: demuxersFor(VIDEO_INPUT_TYPES),
      // The script is named relative to the job's folder (the working directory), so no path reaches the filter graph.
      cwd: ctx.workDir,
      outputArgs: [
        '-map', '0:v:0', ...(info.audio ? ['-map', '0:a:0'] : []),
        '-vf', `ass=filename=subtitles.ass:fontsdir=${fonts}`,
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p',
        '-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-f', 'mp4',
      ],
      output,
      durationS: info.durationS ?? undefined,
      onProgress: (f) => ctx.progress(Math.round(10 + 85 * f), 'burning in subtitles'),
    });
    ctx.progress(100, 'done');
    return { path: output, name, mime: 'video/mp4' };
  },
});

/** The first font folder present; a fixed path of plain characters, safe inside a filter graph. */
function fontDir(): string | null {
  return shippedFontDir() ?? FONT_DIRS.find((d) => existsSync(d)) ?? null;
}

export const subtitleTrackTools = [videoAddSubtitles, videoBurnSubtitles];
