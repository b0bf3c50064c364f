import { num } from './job.js';
import type { MediaJob } from './job.js';

/** loudnorm's measurement of the input (its `print_format=json` block). */
export interface LoudnessMeasure {
  i: number;
  tp: number;
  lra: number;
  thresh: number;
  offset: number;
}

const TRUE_PEAK = -1.5;
const LRA = 11;

/** What the encode of a loudness normalisation needs, once the input has been measured. */
export interface LoudnessPass {
  /** Audio filter that reaches the target (see `loudnessFilter`). */
  filter: string;
  /** Output sample rate option (see `loudnormRate`). */
  extraArgs: string[];
  /** Progress range of the encode; the measurement took the part before it. */
  span: [number, number];
}

/**
 * Two-pass EBU R128 normalisation to `target` LUFS, shared by the audio and video tools: measures the first
 * audio stream now, and returns the settings of the encode into the codec that `codecArgs` select.
 */
export async function loudnessPass<P>(job: MediaJob<P>, target: number, codecArgs: readonly string[]): Promise<LoudnessPass> {
  const measured = await measureLoudness(job, target);
  return {
    filter: loudnessFilter(target, measured),
    extraArgs: ['-ar', loudnormRate(codecArgs, job.info.audio?.sampleRate ?? null)],
    span: [45, 95],
  };
}

/** loudnorm resamples to 192 kHz internally; the input's rate is written back (Opus takes 48 kHz only). */
export function loudnormRate(codecArgs: readonly string[], sampleRate: number | null): string {
  if (codecArgs.includes('libopus')) return '48000';
  return String(sampleRate ?? 48000);
}

/** First pass (progress 5–45 %): measures the first audio stream with loudnorm (no output written). */
async function measureLoudness<P>(job: MediaJob<P>, target: number): Promise<LoudnessMeasure | null> {
  const { stderrTail } = await job.encode({
    outputArgs: [
      '-map', `0:${job.info.audio?.index ?? 0}`, '-vn', '-sn', '-dn',
      '-af', `loudnorm=I=${num(target, 1)}:TP=${TRUE_PEAK}:LRA=${LRA}:print_format=json`,
    ],
    output: null,
    logLevel: 'info',
    span: [5, 45],
    stage: 'analysing',
  });
  return parseLoudnormJson(stderrTail);
}

export function parseLoudnormJson(log: string): LoudnessMeasure | null {
  const start = log.lastIndexOf('{');
  const end = log.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const raw = JSON.parse(log.slice(start, end + 1)) as Record<string, unknown>;
    const m = {
      i: Number(raw.input_i),
      tp: Number(raw.input_tp),
      lra: Number(raw.input_lra),
      thresh: Number(raw.input_thresh),
      offset: Number(raw.target_offset),
    };
    // Silence measures -inf: there is nothing to normalise.
    return Object.values(m).every(Number.isFinite) ? m : null;
  } catch {
    return null;
  }
}

/**
 * Second pass. When the plain gain that reaches the target keeps the true peak under −1.5 dBTP, that gain is
 * applied exactly (volume filter; loudnorm's own linear mode does nothing on clips under 3 s in this build).
 * Otherwise loudnorm runs with the measured values, compressing only as much as the peak limit needs.
 */
export function loudnessFilter(target: number, m: LoudnessMeasure | null): string {
  if (!m) return 'anull';
  const gain = target - m.i;
  if (m.tp + gain <= TRUE_PEAK) return `volume=${num(gain, 2)}dB`;
  return (
    `loudnorm=I=${num(target, 1)}:TP=${TRUE_PEAK}:LRA=${LRA}:measured_I=${num(m.i, 2)}:measured_TP=${num(m.tp, 2)}` +
    `:measured_LRA=${num(m.lra, 2)}:measured_thresh=${num(m.thresh, 2)}:offset=${num(m.offset, 2)}:linear=true`
  );
}
