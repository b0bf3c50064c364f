import type { ToolContext, ToolOutput } from '../../core/tools/tool.types.js';
import { AUDIO_INPUT_TYPES } from './formats.js';
import { openMedia } from './job.js';
import type { MediaJob } from './job.js';
import type { AudioTarget } from './audio-targets.js';

/** Probes an audio job's input, up to the duration the tool declares (ctx.caps). */
export function openAudio<P>(ctx: ToolContext<P>): Promise<MediaJob<P>> {
  return openMedia(ctx, { accepts: AUDIO_INPUT_TYPES, needAudio: true });
}

export interface AudioEncodeOptions {
  /** Audio filter chain built from validated numbers only. */
  filter?: string;
  /** Expected output length (for progress), when the filter changes it. */
  durationS?: number;
  inputArgs?: string[];
  maxInputS?: number;
  maxOutputS?: number;
  span?: readonly [number, number];
  stage?: string;
  /** Extra output options placed before the codec arguments (e.g. `-ac 1`). */
  extraArgs?: string[];
}

/** Writes the first audio stream of the input to `target`, through an optional filter. Cover art is dropped. */
export async function encodeAudio<P>(job: MediaJob<P>, target: AudioTarget, o: AudioEncodeOptions = {}): Promise<ToolOutput> {
  const out = await writeAudio(job, target, o);
  return job.done(out, target.mime);
}

/** encodeAudio without the final progress step: for callers that measure the file before calling it done. */
export async function writeAudio<P>(job: MediaJob<P>, target: AudioTarget, o: AudioEncodeOptions = {}): Promise<string> {
  const out = job.outPath(target.ext);
  const args = ['-map', '0:a:0', '-vn', '-sn', '-dn'];
  if (o.filter) args.push('-af', o.filter);
  if (o.extraArgs) args.push(...o.extraArgs);
  const channels = job.info.audio?.channels ?? 0;
  if (target.maxChannels && channels > target.maxChannels && !o.extraArgs?.includes('-ac')) {
    args.push('-ac', String(target.maxChannels));
  }
  args.push(...target.args);
  await job.encode({
    outputArgs: args,
    output: out,
    durationS: o.durationS,
    inputArgs: o.inputArgs,
    maxInputS: o.maxInputS,
    maxOutputS: o.maxOutputS,
    span: o.span,
    stage: o.stage,
  });
  return out;
}
