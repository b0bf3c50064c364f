import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { ToolError } from '../../../core/errors.js';
import type { FitSettings, InputFile, ToolContext, ToolEnv, ToolOutput } from '../../../core/tools/tool.types.js';
import { FORMATS, encodeAs, sameFormatAs } from '../formats.js';
import type { EncodeOptions, OutputFormat } from '../formats.js';
import { encodeToFit } from './fit.js';
import { withChosenMetadata } from './metadata-choice.js';
import { asToolError, assertOutputPixels, inspectImage, openImage, openRaw, sourceOf } from './sharp.js';
import type { ImageInfo, ImageSource } from './sharp.js';

export interface Frame {
  width: number;
  height: number;
}

export interface Colour {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** What an operation knows besides the pixels. */
export interface StepContext<P> {
  frame: Frame;
  params: P;
  env: ToolEnv;
  /**
   * Fill for new canvas (padding, rotated corners): transparent where the output format has alpha, white otherwise.
   * Needed because sharp flattens before geometry in its fixed order, so transparency cannot be flattened later.
   */
  fill: Colour;
}

export const TRANSPARENT: Colour = { r: 0, g: 0, b: 0, alpha: 0 };
export const WHITE: Colour = { r: 255, g: 255, b: 255, alpha: 1 };

/** Fits the whole image in a transparent `size` square (icons must be square); the result has alpha. */
export function fitSquare(img: Sharp, size: number): Sharp {
  return img.resize(size, size, { fit: 'contain', background: TRANSPARENT }).ensureAlpha();
}

/** One image operation as a tool describes it; runImageStep does the reading, limits, frames and writing. */
export interface ImageStep<P> {
  /** Keep every frame of an animated GIF/WebP when the output format can hold an animation. */
  animated?: boolean;
  /** Output format; "same as input" when omitted. */
  format?: (inputMime: string, params: P) => OutputFormat;
  encode?: (params: P, info: ImageInfo) => EncodeOptions;
  /** Size of the result, so the output pixel cap is enforced before any decode. */
  outputSize?: (frame: Frame, params: P) => Frame;
  /** The `target_size` asked for, in bytes: the result is searched down to it (engine/fit.ts); lossy formats only. */
  targetBytes?: (params: P) => number | undefined;
  /** The operation, applied once to a still image or to each frame of an animation. */
  apply?: (img: Sharp, op: StepContext<P>) => Sharp | Promise<Sharp>;
}

export function requireInput(ctx: ToolContext<unknown>): InputFile {
  if (!ctx.input) throw new ToolError('internal', 'image tool started without an input file');
  return ctx.input;
}

/** Output file path inside the job's directory, never the input itself. */
export function outputPath(ctx: ToolContext<unknown>, ext: string, input: InputFile | null = ctx.input): string {
  const path = join(ctx.workDir, `${ctx.baseName}.${ext}`);
  return input && path === input.path ? join(ctx.workDir, `${ctx.baseName}-out.${ext}`) : path;
}

/**
 * For tools that write their one output file themselves: `write` fills `path` under `guarded`, and the
 * result is named `<base name>.<ext>`.
 */
export async function writeOutput<P>(
  ctx: ToolContext<P>,
  out: { ext: string; mime: string },
  write: (input: InputFile, path: string) => Promise<void>,
): Promise<ToolOutput> {
  const input = requireInput(ctx);
  const path = outputPath(ctx, out.ext);
  await guarded(ctx.signal, () => write(input, path));
  return { path, name: `${ctx.baseName}.${out.ext}`, mime: out.mime };
}

/** Runs `work`, turning libvips failures into ToolErrors and an abort into the signal's own reason. */
export async function guarded<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  signal.throwIfAborted();
  try {
    const result = await work();
    // sharp cannot be interrupted mid-call, so a cancellation is noticed when the call returns.
    signal.throwIfAborted();
    return result;
  } catch (err) {
    if (signal.aborted) throw signal.reason ?? err;
    throw asToolError(err);
  }
}

/** Answers the output's bytes after checking them against the limit; `known`: the writer's own count, saving a stat. */
export async function assertOutputBytes(path: string, env: ToolEnv, known?: number): Promise<number> {
  const size = known ?? (await stat(path)).size;
  if (size > env.limits.maxOutputBytes) {
    throw new ToolError('too_large', `output of ${size} bytes exceeds the limit of ${env.limits.maxOutputBytes} bytes`);
  }
  return size;
}

export async function runImageStep<P>(ctx: ToolContext<P>, step: ImageStep<P>): Promise<ToolOutput> {
  const input = requireInput(ctx);
  return guarded(ctx.signal, async () => {
    const format = step.format ? step.format(input.mime, ctx.params) : sameFormatAs(input.mime);
    const facts = FORMATS[format];
    const source = await sourceOf(input, ctx.env, ctx.signal);
    const info = await inspectImage(input, source, ctx.env, {
      animated: Boolean(step.animated && facts.animation),
    });
    ctx.signal.throwIfAborted();
    const frame = { width: info.width, height: info.height };
    const fill = facts.alpha ? TRANSPARENT : WHITE;
    if (step.outputSize) {
      const out = step.outputSize(frame, ctx.params);
      assertOutputPixels(out.width, out.height, ctx.env, info.frames);
    }
    const encode: EncodeOptions = { ...step.encode?.(ctx.params, info) };
    if (info.animated) {
      encode.delay = frameDelays(info);
      encode.loop = info.loop ?? 0;
    }
    const path = outputPath(ctx, facts.ext, input);
    const targetBytes = step.targetBytes?.(ctx.params);
    ctx.progress(10, 'decoding');
    // The fit search resizes the opened input itself, which an operation's own resize would fight.
    if (targetBytes !== undefined && step.apply) throw new ToolError('internal', 'a target size on an image operation is not supported');
    let settings: FitSettings | undefined;
    let size: number | undefined;
    if (info.animated && step.apply) {
      await applyPerFrame(ctx, step, source, info, { format, encode, fill, path });
    } else {
      let img = openImage(source, ctx.env, { animated: info.animated });
      if (step.apply) img = await step.apply(img, { frame, params: ctx.params, env: ctx.env, fill });
      img = withChosenMetadata(img, ctx.params);
      if (targetBytes === undefined) {
        size = (await encodeAs(img, format, encode).toFile(path)).size;
      } else {
        const choice = await encodeToFit(ctx, img, { format, encode, targetBytes, path, animated: info.animated });
        settings = { targetBytes, reachedBytes: choice.bytes, quality: choice.quality, width: choice.width, height: choice.height };
      }
    }
    ctx.signal.throwIfAborted();
    ctx.progress(90, 'encoding');
    // sharp answers the bytes it wrote; a file written another way is measured.
    size = await assertOutputBytes(path, ctx.env, size);
    return { path, name: `${ctx.baseName}.${facts.ext}`, mime: facts.mime, size, ...(settings ? { settings } : {}) };
  });
}

type RawResult = { data: Buffer; info: { width: number; height: number; channels: number } };

/**
 * Frames are stacked as RGBA. An operation may hand back other bands: greyscale ends in one band and
 * drops the alpha added before it. Such a frame is brought back to RGBA, taking the alpha from the
 * source frame when the operation lost it and kept the size, so transparency survives.
 */
async function asRgba(frame: RawResult, source: Buffer, env: ToolEnv): Promise<RawResult> {
  const { width, height, channels } = frame.info;
  if (channels === 4) return frame;
  if (channels < 1 || channels > 3) throw new ToolError('internal', `a frame came out with ${channels} bands`);
  const size = { width, height };
  const own = openRaw(frame.data, { ...size, channels: channels as 1 | 2 | 3 }, env);
  const rgb = await (channels === 2 ? own.extractChannel(0) : own).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (rgb.info.channels !== 3) throw new ToolError('internal', `a frame came out with ${rgb.info.channels} colour bands`);
  let alpha: Buffer | null = null;
  if (channels === 2) {
    alpha = await openRaw(frame.data, { ...size, channels: 2 }, env).extractChannel(1).raw().toBuffer();
  } else if (source.length === width * height * 4) {
    alpha = await openRaw(source, { ...size, channels: 4 }, env).extractChannel(3).raw().toBuffer();
  }
  const out = openRaw(rgb.data, { ...size, channels: 3 }, env);
  return (alpha ? out.joinChannel(alpha, { raw: { ...size, channels: 1 } }) : out.ensureAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function frameDelays(info: ImageInfo): number[] {
  const given = info.delay ?? [];
  return Array.from({ length: info.frames }, (_, i) => given[i] ?? 100);
}

/**
 * libvips holds an animation as one tall strip; resampling, blurring, rotating or flipping that strip
 * would bleed pixels across frames or reverse their order. So the frames are decoded once and each
 * one goes through the operation on its own, then they are stacked again.
 */
async function applyPerFrame<P>(
  ctx: ToolContext<P>,
  step: ImageStep<P>,
  source: ImageSource,
  info: ImageInfo,
  out: { format: OutputFormat; encode: EncodeOptions; fill: Colour; path: string },
): Promise<void> {
  const apply = step.apply;
  if (!apply) return;
  const strip = await openImage(source, ctx.env, { animated: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  ctx.signal.throwIfAborted();
  const { width, height, frames } = info;
  const frameBytes = width * height * 4;
  if (strip.info.width !== width || strip.data.length < frameBytes * frames) {
    throw new ToolError('invalid_input', 'animation frames do not match the declared size');
  }
  const outs: Buffer[] = [];
  let outFrame: Frame | null = null;
  for (let i = 0; i < frames; i++) {
    const pixels = strip.data.subarray(i * frameBytes, (i + 1) * frameBytes);
    const op = { frame: { width, height }, params: ctx.params, env: ctx.env, fill: out.fill };
    const img = await apply(openRaw(pixels, { width, height, channels: 4 }, ctx.env), op);
    const done = await asRgba(await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true }), pixels, ctx.env);
    ctx.signal.throwIfAborted();
    if (outFrame && (done.info.width !== outFrame.width || done.info.height !== outFrame.height)) {
      throw new ToolError('invalid_input', 'frames of the animation came out with different sizes');
    }
    outFrame = { width: done.info.width, height: done.info.height };
    outs.push(done.data);
    ctx.progress(10 + Math.floor((75 * (i + 1)) / frames), 'processing');
  }
  if (!outFrame) throw new ToolError('invalid_input', 'animation has no frames');
  const joined = openRaw(
    Buffer.concat(outs),
    { width: outFrame.width, height: outFrame.height * frames, channels: 4, pageHeight: outFrame.height },
    ctx.env,
  );
  await encodeAs(joined, out.format, out.encode).toFile(out.path);
}
