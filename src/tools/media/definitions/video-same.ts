import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { sameAsInput, type ToolDefinition } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, NO_PARAMS, numberParam, requiredNumber } from '../../../core/tools/params.js';
import { MEDIA_CAPS, videoCaps } from '../caps.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { num } from '../job.js';
import type { MediaJob } from '../job.js';
import { encodeVideo, openVideo } from '../video-encode.js';
import type { VideoEncodeOptions } from '../video-encode.js';
import { sameVideoFamily } from '../video-targets.js';
import { loudnessPass } from '../loudness.js';
import { trimTiming, validateTrim } from '../timing.js';
import type { VideoTarget } from '../video-targets.js';

interface SameDef<S extends z.ZodObject> extends MediaToolEntry<S> {
  needAudio?: boolean;
  build(params: z.output<S>, job: MediaJob<z.output<S>>, target: VideoTarget): VideoEncodeOptions | Promise<VideoEncodeOptions>;
}

/** A video tool whose result keeps the input's container (see `sameVideoFamily`); the picture is usually copied. */
function sameContainer<S extends z.ZodObject>(def: SameDef<S>): ToolDefinition {
  return familyTool({ category: 'video', accepts: VIDEO_INPUT_TYPES, output: sameAsInput((mime) => sameVideoFamily(mime).mime), limits: videoCaps() }, def, async (ctx) => {
    const job = await openVideo(ctx, { needAudio: def.needAudio });
    const target = sameVideoFamily(job.input.mime);
    return encodeVideo(job, target, await def.build(ctx.params, job, target));
  });
}

const MAX_TIME = MEDIA_CAPS.videoMaxS;

export const videoSameTools: ToolDefinition[] = [
  sameContainer({
    id: 90,
    slug: 'video-mute',
    operation: 'video.mute',
    title: 'Remove sound',
    description: 'Drop the audio track; the picture is copied unchanged.',
    params: NO_PARAMS,
    build: () => ({ copyVideo: true, dropAudio: true, stage: 'remuxing' }),
  }),
  sameContainer({
    id: 91,
    slug: 'video-trim',
    operation: 'video.trim',
    title: 'Trim video',
    description:
      'Keep start..end seconds. fast = stream copy, cut at the keyframe before start (may begin a little early); ' +
      'accurate = re-encoded, frame-exact.',
    params: z.object({
      start: numberParam({ min: 0, max: MAX_TIME, default: 0, description: 'Start of the kept part, seconds' }),
      end: requiredNumber({ min: 0.01, max: MAX_TIME, description: 'End of the kept part, seconds (after start)' }),
      preset: enumParam(['fast', 'accurate'], 'fast', 'fast = keyframe-aligned stream copy; accurate = re-encode'),
    }),
    validate: (p, input) => validateTrim(p, input, VIDEO_INPUT_TYPES),
    build(p, job) {
      const timing = trimTiming(p, job.info.durationS);
      if (p.preset === 'accurate') return timing;
      return { ...timing, copyVideo: true, copyAudio: true, extraArgs: ['-avoid_negative_ts', 'make_zero'] };
    },
  }),
  sameContainer({
    id: 100,
    slug: 'video-loop',
    operation: 'video.loop',
    title: 'Loop video',
    description: `Repeat the clip level times in one file (streams copied; result at most ${MEDIA_CAPS.loopOutputMaxS} s).`,
    params: z.object({ level: intParam({ min: 2, max: 20, default: 3, description: 'Total plays (2–20)' }) }),
    build(p, job) {
      const total = job.durationS * p.level;
      if (total > MEDIA_CAPS.loopOutputMaxS) {
        throw new ToolError('too_large', `looped length ${total.toFixed(0)} s exceeds the cap of ${MEDIA_CAPS.loopOutputMaxS} s`);
      }
      return {
        inputArgs: ['-stream_loop', String(p.level - 1)],
        // The input -t would cut the loop itself; the output is capped instead.
        maxInputS: null,
        maxOutputS: total + 1,
        durationS: total,
        copyVideo: true,
        copyAudio: true,
      };
    },
  }),
  sameContainer({
    id: 104,
    slug: 'video-volume',
    operation: 'video.gain',
    title: 'Change video volume',
    description: 'Raise or lower the sound by gain_db decibels; the picture is copied unchanged.',
    params: z.object({ gain_db: numberParam({ min: -30, max: 30, default: 3, description: 'Gain in dB (−30 to +30)' }) }),
    needAudio: true,
    build: (p) => ({ copyVideo: true, af: `volume=${num(p.gain_db, 2)}dB`, audioKbps: 160 }),
  }),
  sameContainer({
    id: 105,
    slug: 'video-normalize-audio',
    operation: 'video.loudnorm',
    title: 'Normalize video loudness',
    description: 'EBU R128 loudness normalisation of the sound to level LUFS (two passes, TP −1.5, LRA 11); picture copied.',
    params: z.object({ level: numberParam({ min: -70, max: -5, default: -16, description: 'Target integrated loudness, LUFS' }) }),
    needAudio: true,
    build: async (p, job, target) => {
      const pass = await loudnessPass(job, p.level, target.audio());
      return { copyVideo: true, af: pass.filter, audioKbps: 160, extraArgs: pass.extraArgs, span: pass.span };
    },
  }),
];
