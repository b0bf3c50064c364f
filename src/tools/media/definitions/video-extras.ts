import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { defineTool, formatOutput } from '../../../core/tools/tool.types.js';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, NO_PARAMS } from '../../../core/tools/params.js';
import { encodeAudio } from '../audio-encode.js';
import { flac, m4a, mp3, ogg, opus, wav } from '../audio-targets.js';
import type { AudioTarget } from '../audio-targets.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { describeMedia } from '../describe.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { openMedia } from '../job.js';
import { encodeVideo, openVideo } from '../video-encode.js';
import { MP4 } from '../video-targets.js';
import { jsonText } from '../../shared/json-text.js';

/** Per output format: the codec that can be copied as is, and the encoder used otherwise. */
const EXTRACT: Record<string, { copyCodec: string; target(kbps: number, channels: number): AudioTarget }> = {
  mp3: { copyCodec: 'mp3', target: (k) => mp3(k) },
  m4a: { copyCodec: 'aac', target: (k) => m4a(k) },
  wav: { copyCodec: 'pcm_s16le', target: () => wav('pcm_s16le') },
  ogg: { copyCodec: 'vorbis', target: (k) => ogg(k) },
  opus: { copyCodec: 'opus', target: (k, ch) => opus(k, ch) },
  flac: { copyCodec: 'flac', target: () => flac(5) },
};

/** What each format writes; a copied stream keeps its target's container and MIME type. */
const EXTRACT_MIME = Object.fromEntries(Object.entries(EXTRACT).map(([format, e]) => [format, e.target(128, 2).mime]));

/** Same container and MIME type, codec replaced by a stream copy (bitrate no longer applies). */
function asCopy(t: AudioTarget): AudioTarget {
  const muxer = t.args.slice(t.args.indexOf('-f'));
  const movflags = t.args.includes('-movflags') ? ['-movflags', '+faststart'] : [];
  return { ...t, args: ['-c:a', 'copy', ...movflags, ...muxer], maxChannels: undefined };
}

const STAB_FILE = 'transforms.trf';

export const videoExtraTools: ToolDefinition[] = [
  defineTool({
    id: 89,
    slug: 'video-extract-audio',
    operation: 'video.extractAudio',
    kind: 'upload',
    category: 'video',
    title: 'Extract audio',
    description: 'Save the sound of a video as MP3, M4A, WAV, OGG, Opus or FLAC; copied without re-encoding when it already has that codec.',
    params: z.object({
      format: enumParam(['mp3', 'm4a', 'wav', 'ogg', 'opus', 'flac'], 'mp3', 'Audio format'),
      bitrate: intParam({ min: 32, max: 320, default: 192, description: 'Bitrate for lossy formats, kbit/s (unused when copied)' }),
    }),
    accepts: VIDEO_INPUT_TYPES,
    output: formatOutput(EXTRACT_MIME, 'audio/*'),
    // Only the sound is decoded, so the picture's caps do not apply.
    limits: { maxDurationS: MEDIA_CAPS.videoMaxS },
    async run(ctx) {
      const job = await openMedia(ctx, { accepts: VIDEO_INPUT_TYPES, needAudio: true });
      const entry = EXTRACT[ctx.params.format];
      const target = entry.target(ctx.params.bitrate, job.info.audio?.channels ?? 2);
      return encodeAudio(job, job.info.audio?.codec === entry.copyCodec ? asCopy(target) : target);
    },
  }),
  defineTool({
    id: 103,
    slug: 'video-stabilize',
    operation: 'video.stabilize',
    kind: 'upload',
    category: 'video',
    title: 'Stabilize video',
    description: `Smooth camera shake in two passes (vid.stab); level = frames of smoothing. At most ${MEDIA_CAPS.stabilizeMaxS / 60} minutes.`,
    params: z.object({ level: intParam({ min: 1, max: 100, default: 10, description: 'Smoothing window, frames (1–100)' }) }),
    accepts: VIDEO_INPUT_TYPES,
    output: 'video/mp4',
    limits: videoCaps(MEDIA_CAPS.stabilizeMaxS),
    async run(ctx) {
      const job = await openVideo(ctx);
      // vid.stab writes and reads its motion file by name; a relative name in the job's own directory keeps any
      // path out of the filter graph.
      const cwd = ctx.workDir;
      const trf = join(cwd, STAB_FILE);
      await job.encode({
        outputArgs: ['-map', `0:${job.info.video?.index ?? 0}`, '-an', '-vf', `vidstabdetect=shakiness=5:accuracy=15:result=${STAB_FILE}`],
        output: null,
        cwd,
        span: [5, 45],
        stage: 'analysing',
        partialPaths: [trf],
      });
      try {
        return await encodeVideo(job, MP4, {
          vf: `vidstabtransform=input=${STAB_FILE}:smoothing=${ctx.params.level}:zoom=0,unsharp=5:5:0.8:3:3:0.4`,
          cwd,
          span: [45, 95],
        });
      } finally {
        await rm(trf, { force: true });
      }
    },
  }),
  defineTool({
    id: 106,
    slug: 'video-metadata',
    operation: 'video.metadata',
    kind: 'upload',
    category: 'video',
    title: 'Video metadata',
    description: 'Container, duration, size, frame rate, rotation, codecs, tracks and tags as JSON.',
    params: NO_PARAMS,
    accepts: VIDEO_INPUT_TYPES,
    output: 'application/json',
    limits: videoCaps(),
    async run(ctx) {
      const job = await openVideo(ctx);
      const out = job.outPath('json');
      await writeFile(out, jsonText(describeMedia(job.input, job.info)));
      return job.done(out, 'application/json');
    },
  }),
];
