import { z } from 'zod';
import { strictNumber } from '../../core/tools/params.js';
import type { ToolContext, ToolOutput } from '../../core/tools/tool.types.js';
import { VIDEO_INPUT_TYPES } from './formats.js';
import { openMedia } from './job.js';
import type { EncodeOptions, MediaJob } from './job.js';
import type { VideoTarget } from './video-targets.js';

/** Probes a video job's input (a video stream is required), up to the caps the tool declares (ctx.caps). */
export function openVideo<P>(ctx: ToolContext<P>, o: { needAudio?: boolean } = {}): Promise<MediaJob<P>> {
  return openMedia(ctx, { accepts: VIDEO_INPUT_TYPES, needVideo: true, needAudio: o.needAudio });
}

/** An output width of 16–3840 px, or 0 (the default) to keep the video's own. */
export const keepOrWidthParam = (description: string) =>
  z.preprocess(
    strictNumber('must be 0 (keep) or a whole number between 16 and 3840', true),
    z
      .number()
      .int()
      .refine((n) => n === 0 || (n >= 16 && n <= 3840), 'must be 0 (keep) or a whole number between 16 and 3840')
      .default(0)
      .describe(description),
  );

/** yuv420p encoders need even sizes; odd ones are trimmed by one pixel. */
export const EVEN = 'scale=trunc(iw/2)*2:trunc(ih/2)*2';

export interface VideoEncodeOptions
  extends Pick<EncodeOptions, 'inputArgs' | 'maxInputS' | 'durationS' | 'maxOutputS' | 'span' | 'stage' | 'cwd'> {
  /** Video filter chain (fixed words and validated numbers only). */
  vf?: string;
  /** Audio filter chain. */
  af?: string;
  copyVideo?: boolean;
  copyAudio?: boolean;
  dropAudio?: boolean;
  videoOpts?: { crf?: number; preset?: string };
  audioKbps?: number;
  /** Output options placed before the muxer arguments. */
  extraArgs?: string[];
}

/**
 * Writes the input's main video stream (cover art never) and first audio stream, if any, into `target`.
 * Streams are addressed by index from the probe, so `-map` cannot pick a picture stream by mistake.
 */
export async function encodeVideo<P>(job: MediaJob<P>, target: VideoTarget, o: VideoEncodeOptions = {}): Promise<ToolOutput> {
  const out = job.outPath(target.ext);
  await job.encode({
    outputArgs: videoArgs(job, target, o),
    output: out,
    inputArgs: o.inputArgs,
    maxInputS: o.maxInputS,
    durationS: o.durationS,
    maxOutputS: o.maxOutputS,
    span: o.span,
    stage: o.stage,
    cwd: o.cwd,
  });
  return job.done(out, target.mime);
}

export function videoArgs<P>(job: MediaJob<P>, target: VideoTarget, o: VideoEncodeOptions): string[] {
  const v = job.info.video;
  const a = o.dropAudio ? null : job.info.audio;
  const args = ['-map', `0:${v?.index ?? 0}`];
  if (a) args.push('-map', `0:${a.index}`);
  args.push('-sn', '-dn', '-map_chapters', '-1');
  if (o.copyVideo) {
    args.push('-c:v', 'copy');
  } else {
    args.push('-vf', o.vf ? `${o.vf},${EVEN}` : EVEN, ...target.video(o.videoOpts));
  }
  if (!a) {
    args.push('-an');
  } else if (o.copyAudio) {
    args.push('-c:a', 'copy');
  } else {
    if (o.af) args.push('-af', o.af);
    args.push(...target.audio(o.audioKbps));
  }
  if (o.extraArgs) args.push(...o.extraArgs);
  args.push(...target.mux);
  return args;
}
