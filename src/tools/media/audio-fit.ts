import { stat } from 'node:fs/promises';
import { ToolError } from '../../core/errors.js';
import type { ToolOutput } from '../../core/tools/tool.types.js';
import { describeBytes } from '../shared/target-size.js';
import { writeAudio } from './audio-encode.js';
import type { AudioTarget } from './audio-targets.js';
import type { MediaJob } from './job.js';

/** The smallest target an audio conversion takes: a few seconds at the lowest rates and the headers fill it. */
export const AUDIO_MIN_TARGET_BYTES = 10_000;

/**
 * Room kept for the container and the encoder's rate control: MP3 and AAC frames land on the rate, but Vorbis and
 * Opus are variable-rate and overshoot on dense material, which the measured retry then corrects.
 */
const CONTAINER_SHARE = 0.96;
const CONTAINER_FIXED_BYTES = 1_500;

/** LAME's constant rates (MPEG-1 layer III from 32 kbit/s): any other figure is rounded to one of these, maybe up. */
const MP3_RATES = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

export interface AudioFitRequest {
  targetBytes: number;
  /** The rate the user asked for (or the tool's default): the fit never goes above it. */
  maxKbps: number;
  /** The lowest rate the codec is written at by this tool. */
  minKbps: number;
  /** Rates the encoder takes (MP3's table), or null for any whole number. */
  rates: readonly number[] | null;
  /** The encoder at a given rate. */
  targetAt(kbps: number): AudioTarget;
}

/** A rate from the table at or under `kbps`, or null when none is. */
function snapDown(kbps: number, rates: readonly number[] | null): number | null {
  if (!rates) return Math.floor(kbps);
  const under = rates.filter((r) => r <= kbps);
  return under.length ? under[under.length - 1] : null;
}

/** The bytes `durationS` seconds take at `kbps`, with the same margins the plan keeps. */
export function audioBytesAt(kbps: number, durationS: number): number {
  return Math.ceil((kbps * 1000 * durationS) / 8 / CONTAINER_SHARE + CONTAINER_FIXED_BYTES);
}

/** The rate that fills the target over the duration, or a too_large failure naming the size the floor needs. */
export function planAudioFit(durationS: number, req: Pick<AudioFitRequest, 'targetBytes' | 'maxKbps' | 'minKbps' | 'rates'>): number {
  const budgetKbps = ((req.targetBytes * CONTAINER_SHARE - CONTAINER_FIXED_BYTES) * 8) / durationS / 1000;
  const kbps = snapDown(Math.min(req.maxKbps, budgetKbps), req.rates);
  if (kbps === null || kbps < req.minKbps) {
    throw new ToolError(
      'too_large',
      `${durationS.toFixed(1)} s of audio needs at least ${describeBytes(audioBytesAt(req.minKbps, durationS))} at ` +
        `${req.minKbps} kbit/s, which exceeds the target size of ${describeBytes(req.targetBytes)}; ` +
        'choose a larger target_size or cut the audio shorter',
    );
  }
  return kbps;
}

/** MP3's table for planAudioFit; other codecs take any whole rate. */
export const mp3Rates = MP3_RATES;

/**
 * Encodes the job's audio at the highest rate whose result fits `targetBytes`: a rate from the duration, then the
 * file measured; one over the target (a variable-rate codec on dense sound) is encoded again at a rate lowered by
 * the overshoot, twice at most.
 */
export async function encodeAudioToFit<P>(job: MediaJob<P>, req: AudioFitRequest): Promise<ToolOutput> {
  let kbps = planAudioFit(job.durationS, req);
  for (let attempt = 0; ; attempt++) {
    const target = req.targetAt(kbps);
    const out = await writeAudio(job, target, { stage: `encoding at ${kbps} kbit/s`, span: [5, 92] });
    const { size } = await stat(out);
    if (size <= req.targetBytes) {
      job.ctx.progress(96, `fitted: ${kbps} kbit/s, ${size} bytes`);
      return job.done(out, target.mime, { targetBytes: req.targetBytes, reachedBytes: size, audioKbps: kbps });
    }
    const lowered = snapDown(kbps * (req.targetBytes / size) * 0.95, req.rates);
    if (attempt === 2 || lowered === null || lowered < req.minKbps || lowered >= kbps) {
      throw new ToolError(
        'too_large',
        `the smallest audio reached is ${describeBytes(size)} at ${kbps} kbit/s, which exceeds the target size of ` +
          `${describeBytes(req.targetBytes)}; choose a larger target_size or cut the audio shorter`,
      );
    }
    kbps = lowered;
  }
}
