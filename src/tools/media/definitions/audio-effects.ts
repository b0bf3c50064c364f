import { z } from 'zod';
import { sameAsInput, type ToolDefinition } from '../../../core/tools/tool.types.js';
import { NO_PARAMS, numberParam, requiredNumber } from '../../../core/tools/params.js';
import { audioCaps, MEDIA_CAPS } from '../caps.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { AUDIO_INPUT_TYPES } from '../formats.js';
import { num } from '../job.js';
import type { MediaJob } from '../job.js';
import { loudnessPass } from '../loudness.js';
import { fadeChain, trimTiming, validateTrim } from '../timing.js';
import { encodeAudio, openAudio } from '../audio-encode.js';
import type { AudioEncodeOptions } from '../audio-encode.js';
import { sameAudioFamily, sameAudioFamilyMime } from '../audio-targets.js';
import type { AudioTarget } from '../audio-targets.js';

interface EffectDef<S extends z.ZodObject> extends MediaToolEntry<S> {
  /** Filter and timing for this job; every value placed in a filter is a validated number. */
  build(params: z.output<S>, job: MediaJob<z.output<S>>, target: AudioTarget): AudioEncodeOptions | Promise<AudioEncodeOptions>;
}

/** An audio effect whose result keeps the input's container family (see `sameAudioFamily`). */
function audioEffect<S extends z.ZodObject>(def: EffectDef<S>): ToolDefinition {
  return familyTool({ category: 'audio', accepts: AUDIO_INPUT_TYPES, output: sameAsInput(sameAudioFamilyMime), limits: audioCaps() }, def, async (ctx) => {
    const job = await openAudio(ctx);
    const target = sameAudioFamily(job.input.mime, job.info);
    return encodeAudio(job, target, await def.build(ctx.params, job, target));
  });
}

const MAX_TIME = MEDIA_CAPS.audioMaxS;

export const audioEffectTools: ToolDefinition[] = [
  audioEffect({
    id: 67,
    slug: 'audio-trim',
    operation: 'audio.trim',
    title: 'Trim audio',
    description: 'Keep the part between start and end (seconds); re-encoded in the input\'s format.',
    params: z.object({
      start: numberParam({ min: 0, max: MAX_TIME, default: 0, description: 'Start of the kept part, seconds' }),
      end: requiredNumber({ min: 0.01, max: MAX_TIME, description: 'End of the kept part, seconds (after start)' }),
    }),
    validate: (p, input) => validateTrim(p, input, AUDIO_INPUT_TYPES),
    build: (p, job) => trimTiming(p, job.info.durationS),
  }),
  audioEffect({
    id: 68,
    slug: 'audio-volume',
    operation: 'audio.gain',
    title: 'Change volume',
    description: 'Raise or lower the volume by gain_db decibels.',
    params: z.object({ gain_db: numberParam({ min: -30, max: 30, default: 3, description: 'Gain in dB (−30 to +30)' }) }),
    build: (p) => ({ filter: `volume=${num(p.gain_db, 2)}dB` }),
  }),
  audioEffect({
    id: 69,
    slug: 'audio-normalize',
    operation: 'audio.loudnorm',
    title: 'Normalize loudness',
    description:
      'EBU R128 loudness normalisation to the target level in LUFS (two passes: measure, then exact gain, or ' +
      'loudnorm with the measured values when the peak would pass −1.5 dBTP).',
    params: z.object({ level: numberParam({ min: -70, max: -5, default: -16, description: 'Target integrated loudness, LUFS' }) }),
    build: (p, job, target) => loudnessPass(job, p.level, target.args),
  }),
  audioEffect({
    id: 70,
    slug: 'audio-speed',
    operation: 'audio.tempo',
    title: 'Change audio speed',
    description: 'Play faster or slower by factor, keeping the pitch.',
    params: z.object({ factor: numberParam({ min: 0.5, max: 4, default: 1.25, description: 'Speed factor (0.5–4)' }) }),
    build: (p, job) => ({
      filter: `atempo=${num(p.factor)}`,
      durationS: job.info.durationS ? job.info.durationS / p.factor : undefined,
    }),
  }),
  audioEffect({
    id: 71,
    slug: 'audio-pitch',
    operation: 'audio.pitch',
    title: 'Change pitch',
    description: 'Shift the pitch by factor (1.12 ≈ two semitones up) while keeping the tempo.',
    params: z.object({ factor: numberParam({ min: 0.5, max: 2, default: 1.12, description: 'Pitch factor (0.5–2)' }) }),
    build: (p, job) => ({ filter: pitchFilter(p.factor, job.info.durationS, job.info.audio?.sampleRate ?? null) }),
  }),
  audioEffect({
    id: 72,
    slug: 'audio-reverse',
    operation: 'audio.reverse',
    title: 'Reverse audio',
    description: `Play the audio backwards (at most ${MEDIA_CAPS.audioReverseMaxS / 60} minutes: the whole clip is held in memory).`,
    params: NO_PARAMS,
    limits: audioCaps(MEDIA_CAPS.audioReverseMaxS),
    build: () => ({ filter: 'areverse' }),
  }),
  audioEffect({
    id: 73,
    slug: 'audio-fade',
    operation: 'audio.fade',
    title: 'Fade in / out',
    description: 'Fade in over the first start seconds and out over the last end seconds.',
    params: z.object({
      start: numberParam({ min: 0, max: 60, default: 2, description: 'Fade-in length, seconds (0 = none)' }),
      end: numberParam({ min: 0, max: 60, default: 2, description: 'Fade-out length, seconds (0 = none)' }),
    }),
    build: (p, job) => ({ filter: fadeChain('afade', p.start, p.end, job.durationS) }),
  }),
  audioEffect({
    id: 74,
    slug: 'audio-remove-silence',
    operation: 'audio.removeSilence',
    title: 'Remove silence',
    description: 'Cut leading silence and every pause longer than half a second that stays below level dB.',
    params: z.object({ level: numberParam({ min: -90, max: -10, default: -50, description: 'Silence threshold, dB' }) }),
    build: (p) => {
      const t = num(p.level, 1);
      return {
        filter:
          `silenceremove=start_periods=1:start_duration=0:start_threshold=${t}dB` +
          `:stop_periods=-1:stop_duration=0.5:stop_threshold=${t}dB`,
      };
    },
  }),
  audioEffect({
    id: 75,
    slug: 'audio-noise-reduction',
    operation: 'audio.denoise',
    title: 'Reduce noise',
    description: 'FFT denoiser that tracks the noise floor; level is the noise reduction in dB.',
    params: z.object({ level: numberParam({ min: 0.01, max: 97, default: 12, description: 'Noise reduction, dB (0.01–97)' }) }),
    // Noise tracking (tn=1) adapts the floor to the input instead of assuming -50 dB.
    build: (p) => ({ filter: `afftdn=nr=${num(p.level, 2)}:tn=1` }),
  }),
  audioEffect({
    id: 76,
    slug: 'audio-bass-boost',
    operation: 'audio.bass',
    title: 'Bass boost',
    description: 'Boost low frequencies (shelf around 100 Hz) by gain_db.',
    params: z.object({ gain_db: numberParam({ min: 0, max: 20, default: 6, description: 'Bass gain, dB (0–20)' }) }),
    build: (p) => ({ filter: `bass=g=${num(p.gain_db, 2)}` }),
  }),
  audioEffect({
    id: 77,
    slug: 'audio-to-mono',
    operation: 'audio.mono',
    title: 'Convert to mono',
    description: 'Mix all channels down to one.',
    params: NO_PARAMS,
    build: () => ({ extraArgs: ['-ac', '1'] }),
  }),
];

/**
 * rubberband in this ffmpeg build does not flush its last block at end of stream, so the result came out ~0.1 s
 * short. Half a second of padding goes in, and the output is cut back to the input's sample count.
 */
export function pitchFilter(factor: number, durationS: number | null, sampleRate: number | null): string {
  const shift = `rubberband=pitch=${num(factor)}`;
  if (!durationS || !sampleRate) return shift;
  const pad = Math.round(sampleRate / 2);
  return `apad=pad_len=${pad},${shift},atrim=end_sample=${Math.round(durationS * sampleRate)}`;
}
