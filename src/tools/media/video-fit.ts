import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../core/errors.js';
import type { ToolOutput } from '../../core/tools/tool.types.js';
import { describeBytes } from '../shared/target-size.js';
import type { MediaJob } from './job.js';
import { videoArgs } from './video-encode.js';
import { MP4 } from './video-targets.js';
import type { VideoTarget } from './video-targets.js';

/** The smallest target a video tool takes: the MP4 header and a few seconds of the lowest rates already fill it. */
export const VIDEO_MIN_TARGET_BYTES = 100_000;

/**
 * Room kept for the container (MP4 sample tables grow with the frame count, about 1–2 % of a low-rate file) and for
 * x264's rate control, which lands within a few percent of the asked bitrate over a clip.
 */
const CONTAINER_SHARE = 0.95;
const CONTAINER_FIXED_BYTES = 8_000;
/** Under this many bits per pixel and frame, H.264 turns to smear; the picture is made smaller instead. */
const MIN_BITS_PER_PIXEL = 0.05;
/** The narrowest picture the search goes down to; a smaller one is no longer a video of the source. */
const MIN_WIDTH = 160;
/** Under this video rate nothing watchable remains at any size. */
const MIN_VIDEO_KBPS = 24;

export interface VideoFitRequest {
  targetBytes: number;
  /** x264 speed preset. */
  preset: string;
  /** The audio rate asked for; lowered when the target leaves little room. */
  audioKbps: number;
  /** Largest output width the user asked for (0: keep). */
  maxWidth: number;
}

export interface VideoFitPlan {
  videoKbps: number;
  audioKbps: number | null;
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The audio rate that leaves the picture most of a small budget: full below one seventh of the total. */
function audioRateFor(totalKbps: number, asked: number): number {
  const steps = [128, 96, 64, 48, 32];
  const fitting = steps.find((k) => k <= asked && k * 7 <= totalKbps) ?? 32;
  return Math.min(asked, fitting);
}

/** Bitrates and size for `durationS` seconds to fit in the target, or a too_large failure saying why not. */
export function planVideoFit(
  src: { width: number; height: number; fps: number; durationS: number; hasAudio: boolean },
  req: VideoFitRequest,
): VideoFitPlan {
  const budgetBits = (req.targetBytes * CONTAINER_SHARE - CONTAINER_FIXED_BYTES) * 8;
  const totalKbps = budgetBits / src.durationS / 1000;
  const audioKbps = src.hasAudio ? audioRateFor(totalKbps, req.audioKbps) : null;
  const videoKbps = Math.floor(totalKbps - (audioKbps ?? 0));
  if (videoKbps < MIN_VIDEO_KBPS) {
    const needed = Math.ceil(((MIN_VIDEO_KBPS + (audioKbps ?? 0)) * 1000 * src.durationS) / 8 / CONTAINER_SHARE + CONTAINER_FIXED_BYTES);
    throw new ToolError(
      'too_large',
      `${src.durationS.toFixed(1)} s of video needs at least ${describeBytes(needed)}, which exceeds the target size of ` +
        `${describeBytes(req.targetBytes)}; choose a larger target_size or cut the video shorter`,
    );
  }
  let width = req.maxWidth > 0 ? Math.min(src.width, req.maxWidth) : src.width;
  let height = (src.height * width) / src.width;
  const bpp = (videoKbps * 1000) / (width * height * src.fps);
  if (bpp < MIN_BITS_PER_PIXEL) {
    // Pixels scale with the square of the width, so the width shrinks by the square root of the shortfall.
    width = Math.max(Math.min(MIN_WIDTH, width), width * Math.sqrt(bpp / MIN_BITS_PER_PIXEL));
    height = (src.height * width) / src.width;
  }
  return { videoKbps, audioKbps, width: even(width), height: even(height) };
}

/** H.264 at a fixed average rate, in one pass of a two-pass encode; the log lives in the job's own directory. */
function twoPassTarget(pass: 1 | 2, kbps: number, preset: string, log: string): VideoTarget {
  return {
    ...MP4,
    video: () => [
      '-c:v', 'libx264',
      '-preset', preset,
      '-b:v', `${kbps}k`,
      '-pass', String(pass),
      '-passlogfile', log,
      '-pix_fmt', 'yuv420p',
    ],
    // The first pass only writes the rate log; its picture goes nowhere (runFfmpeg adds -f null).
    mux: pass === 1 ? [] : MP4.mux,
  };
}

/**
 * Encodes the job's video as H.264/AAC MP4 no larger than `targetBytes`: two passes at a bitrate from the duration
 * and the target (less the audio and a container margin), at a smaller size when the rate per pixel would fall
 * under a watchable floor. The file is measured; one over the target is encoded again (second pass only, the
 * first pass's log still holds) at a rate lowered by the overshoot. Progress: pass 1 5–45 %, pass 2 45–92 %.
 */
export async function encodeVideoToFit<P>(job: MediaJob<P>, req: VideoFitRequest): Promise<ToolOutput> {
  const v = job.info.video;
  const width = job.info.displayWidth ?? v?.width ?? 0;
  const height = job.info.displayHeight ?? v?.height ?? 0;
  if (!width || !height) throw new ToolError('invalid_input', 'video frame size is unknown');
  const durationS = job.durationS;
  const plan = planVideoFit({ width, height, fps: v?.fps ?? 30, durationS, hasAudio: job.info.audio !== null }, req);
  const vf = plan.width < width ? `scale=${plan.width}:-2` : undefined;
  const log = join(job.ctx.workDir, 'x264-2pass');
  const out = job.outPath(MP4.ext);
  const settings = (kbps: number) => `${kbps} kbit/s, ${plan.width}x${plan.height}`;

  await job.encode({
    outputArgs: videoArgs(job, twoPassTarget(1, plan.videoKbps, req.preset, log), { vf, dropAudio: true }),
    output: null,
    span: [5, 45],
    stage: `pass 1: ${settings(plan.videoKbps)}`,
  });
  let kbps = plan.videoKbps;
  for (let attempt = 0; ; attempt++) {
    await job.encode({
      outputArgs: videoArgs(job, twoPassTarget(2, kbps, req.preset, log), { vf, audioKbps: plan.audioKbps ?? undefined }),
      output: out,
      span: [45, 92],
      stage: `pass 2: ${settings(kbps)}`,
    });
    const { size } = await stat(out);
    if (size <= req.targetBytes) break;
    const lowered = Math.floor(kbps * (req.targetBytes / size) * 0.95);
    if (attempt === 1 || lowered < MIN_VIDEO_KBPS) {
      throw new ToolError(
        'too_large',
        `the smallest video reached is ${describeBytes(size)} at ${settings(kbps)}, which exceeds the target size of ` +
          `${describeBytes(req.targetBytes)}; choose a larger target_size or cut the video shorter`,
      );
    }
    kbps = lowered;
  }
  job.ctx.progress(96, `fitted: ${settings(kbps)}${plan.audioKbps ? `, audio ${plan.audioKbps} kbit/s` : ''}`);
  const written = await job.writtenFrame(out, MP4.mime);
  const { size } = await stat(out);
  return job.done(out, MP4.mime, {
    targetBytes: req.targetBytes,
    reachedBytes: size,
    videoKbps: kbps,
    ...(plan.audioKbps ? { audioKbps: plan.audioKbps } : {}),
    passes: 2,
    ...written,
  });
}
