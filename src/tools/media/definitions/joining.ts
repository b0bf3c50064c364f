/** Several media files into one (issue 26): audio joined, videos joined at common parameters, a video given a new sound track. */
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { intParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext } from '../../../core/tools/tool.types.js';
import { audioCaps, MEDIA_CAPS, videoCaps } from '../caps.js';
import { MEDIA_THREADS, runFfmpeg } from '../engine/ffmpeg.js';
import { probeMedia, type MediaInfo } from '../engine/probe.js';
import { AUDIO_INPUT_TYPES, VIDEO_INPUT_TYPES, demuxerForMime, demuxersFor } from '../formats.js';
import { checkCaps, num } from '../job.js';
import { safeStem } from '../../../core/tools/names.js';

/** Longest total a join may make (each input is also held to its own tool family's cap). */
const JOIN_MAX_S = 3 * 3600;

interface Opened {
  file: InputFile;
  info: MediaInfo;
  format: string;
}

function filesOf(ctx: ToolContext<unknown>): readonly InputFile[] {
  const files = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
  if (files.length === 0) throw new ToolError('internal', 'this tool needs uploaded files');
  return files;
}

/** Probes every input under the accepted demuxers and the usual caps; the total duration is capped too. */
async function openAll(ctx: ToolContext<unknown>, accepts: readonly string[], need: { video?: boolean; audio?: boolean }): Promise<Opened[]> {
  const whitelist = demuxersFor(accepts);
  const opened: Opened[] = [];
  let total = 0;
  for (const [i, file] of filesOf(ctx).entries()) {
    const format = demuxerForMime(file.mime);
    if (!accepts.includes(file.mime) || !format) throw new ToolError('invalid_input', `file ${i + 1}: media type ${file.mime} is not accepted`);
    const info = await probeMedia(file.path, { signal: ctx.signal, nice: ctx.env.limits.jobNice, mime: file.mime, formatWhitelist: whitelist });
    checkCaps(info, { accepts, maxDurationS: need.video ? MEDIA_CAPS.videoMaxS : MEDIA_CAPS.audioMaxS, needVideo: need.video, needAudio: need.audio }, ctx.env.limits.maxVideoFrames);
    total += info.durationS ?? 0;
    if (total > JOIN_MAX_S) throw new ToolError('too_large', `the joined length exceeds the cap of ${JOIN_MAX_S} s`);
    opened.push({ file, info, format });
    ctx.progress(Math.round((5 * (i + 1)) / filesOf(ctx).length), 'probing');
  }
  return opened;
}

function encode(ctx: ToolContext<unknown>, opened: Opened[], outputArgs: string[], output: string, durationS: number, whitelist: readonly string[]) {
  const wallMs = ctx.env.limits.jobTimeoutMs;
  const [first, ...more] = opened;
  return runFfmpeg({
    input: first.file.path,
    inputFormat: first.format,
    moreInputs: more.map((o) => ({ path: o.file.path, format: o.format })),
    formatWhitelist: whitelist,
    maxInputS: JOIN_MAX_S + 1,
    outputArgs,
    output,
    durationS,
    signal: ctx.signal,
    cpu: ctx.env.cpu,
    onProgress: (f) => ctx.progress(Math.round(5 + 90 * f), 'encoding'),
    maxOutputBytes: ctx.env.limits.maxOutputBytes,
    wallMs,
    nice: ctx.env.limits.jobNice,
    cpuSeconds: Math.ceil((wallMs / 1000) * MEDIA_THREADS) + 5,
  });
}

const AUDIO_TO_COMMON = 'aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo';

export const audioConcat = defineTool({
  id: 137,
  slug: 'audio-concat',
  operation: 'audio.concat',
  kind: 'upload',
  category: 'audio',
  title: 'Join audio',
  description: 'Joins several audio files end to end, in the order sent, into one MP3 (44.1 kHz stereo).',
  params: z.object({ bitrate: intParam({ min: 32, max: 320, default: 192, description: 'MP3 bitrate, kbit/s (32–320)' }) }),
  accepts: AUDIO_INPUT_TYPES,
  output: 'audio/mpeg',
  limits: audioCaps(),
  inputs: 'many',
  async run(ctx) {
    const opened = await openAll(ctx, AUDIO_INPUT_TYPES, { audio: true });
    const chains = opened.map((_, i) => `[${i}:a:0]${AUDIO_TO_COMMON}[a${i}]`).join(';');
    const joined = `${opened.map((_, i) => `[a${i}]`).join('')}concat=n=${opened.length}:v=0:a=1[out]`;
    const name = `${safeStem(ctx.baseName + '.x')}-joined.mp3`;
    const path = `${ctx.workDir}/${name}`;
    const total = opened.reduce((s, o) => s + (o.info.durationS ?? 0), 0);
    await encode(ctx, opened, ['-filter_complex', `${chains};${joined}`, '-map', '[out]', '-c:a', 'libmp3lame', '-b:a', `${ctx.params.bitrate}k`, '-f', 'mp3'], path, total, demuxersFor(AUDIO_INPUT_TYPES));
    return { path, name, mime: 'audio/mpeg' };
  },
});

/** Even frame sizes for yuv420p. */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export const videoConcat = defineTool({
  id: 138,
  slug: 'video-concat',
  operation: 'video.concat',
  kind: 'upload',
  category: 'video',
  title: 'Join videos',
  description:
    'Joins several videos end to end, in the order sent, into one MP4 (H.264/AAC): each is scaled and padded to the ' +
    'first one’s frame size at one frame rate; the sound is kept when every video has sound.',
  params: z.object({ fps: intParam({ min: 1, max: 60, default: 30, description: 'Frame rate of the result (1–60)' }) }),
  accepts: VIDEO_INPUT_TYPES,
  output: 'video/mp4',
  limits: videoCaps(),
  inputs: 'many',
  async run(ctx) {
    const opened = await openAll(ctx, VIDEO_INPUT_TYPES, { video: true });
    const w = even(opened[0].info.displayWidth ?? 640);
    const h = even(opened[0].info.displayHeight ?? 360);
    const withSound = opened.every((o) => o.info.audio);
    const parts: string[] = [];
    const labels: string[] = [];
    for (const [i] of opened.entries()) {
      parts.push(`[${i}:v:0]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${num(ctx.params.fps)},format=yuv420p[v${i}]`);
      labels.push(`[v${i}]`);
      if (withSound) {
        parts.push(`[${i}:a:0]${AUDIO_TO_COMMON}[a${i}]`);
        labels.push(`[a${i}]`);
      }
    }
    parts.push(`${labels.join('')}concat=n=${opened.length}:v=1:a=${withSound ? 1 : 0}[v]${withSound ? '[a]' : ''}`);
    const name = `${safeStem(ctx.baseName + '.x')}-joined.mp4`;
    const path = `${ctx.workDir}/${name}`;
    const total = opened.reduce((s, o) => s + (o.info.durationS ?? 0), 0);
    const audio = withSound ? ['-map', '[a]', '-c:a', 'aac', '-b:a', '160k'] : [];
    await encode(
      ctx,
      opened,
      ['-filter_complex', parts.join(';'), '-map', '[v]', ...audio, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-movflags', '+faststart', '-f', 'mp4'],
      path,
      total,
      demuxersFor(VIDEO_INPUT_TYPES),
    );
    return { path, name, mime: 'video/mp4' };
  },
});

const VIDEO_OR_AUDIO = [...new Set([...VIDEO_INPUT_TYPES, ...AUDIO_INPUT_TYPES])];

export const videoAddAudio = defineTool({
  id: 139,
  slug: 'video-add-audio',
  operation: 'video.addAudio',
  kind: 'upload',
  category: 'video',
  title: 'Add a sound track',
  description:
    'Puts the sound of the second file (an audio file, or a video with sound) under the picture of the first, in an MP4; ' +
    'the result is as long as the shorter of the two.',
  params: z.object({ bitrate: intParam({ min: 32, max: 320, default: 160, description: 'AAC bitrate, kbit/s (32–320)' }) }),
  accepts: VIDEO_OR_AUDIO,
  output: 'video/mp4',
  limits: videoCaps(),
  inputs: 'many',
  async run(ctx) {
    const files = filesOf(ctx);
    if (files.length !== 2) throw new ToolError('invalid_input', `video-add-audio takes two files (a video, then a sound track); it got ${files.length}`);
    const [video] = await openAll({ ...ctx, inputs: [files[0]] }, VIDEO_INPUT_TYPES, { video: true });
    const [sound] = await openAll({ ...ctx, inputs: [files[1]] }, VIDEO_OR_AUDIO, { audio: true });
    // H.264 pictures are copied as they are; anything else is encoded for MP4.
    const picture = video.info.video?.codec === 'h264' ? ['-c:v', 'copy'] : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
    const name = `${safeStem(ctx.baseName + '.x')}-with-sound.mp4`;
    const path = `${ctx.workDir}/${name}`;
    const length = Math.min(video.info.durationS ?? Infinity, sound.info.durationS ?? Infinity);
    await encode(
      ctx,
      [video, sound],
      ['-map', '0:v:0', '-map', '1:a:0', ...picture, '-c:a', 'aac', '-b:a', `${ctx.params.bitrate}k`, '-shortest', '-movflags', '+faststart', '-f', 'mp4'],
      path,
      Number.isFinite(length) ? length : 1,
      demuxersFor(VIDEO_OR_AUDIO),
    );
    return { path, name, mime: 'video/mp4' };
  },
});

export const joiningTools = [audioConcat, videoConcat, videoAddAudio];
