import { open, stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import type { InputFile, ToolEnv } from '../../../core/tools/tool.types.js';
import { BitmapError, checkDimensions, decodeBmp, readBmpFileHeader } from './decoders/bmp.js';
import type { DibHeader } from './decoders/bmp.js';
import { decodeLargestIcon } from './decoders/ico.js';
import { decodeModern } from './modern/decode.js';
import { decoderKind, MODERN_TYPES } from './modern/types.js';

/**
 * libvips' settings are process-wide, so they are a start-up step of the composition root (tools/setup.ts)
 * rather than a side effect of importing this module.
 */
export function configureSharp(): void {
  // libvips' operation cache keeps decoded tiles of past jobs alive; jobs never reuse inputs, so it only costs memory.
  sharp.cache(false);
  // The native .v loader reads whatever path it is given and is never an upload format we serve.
  sharp.block({ operation: ['VipsForeignLoadVips'] });
}

/** SVG is text and is parsed into memory whole; anything larger is not a sensible icon or drawing. */
export const MAX_SVG_BYTES = 10 * 1024 * 1024;

/** Format names libvips reports for each accepted MIME type; a mismatch means a polyglot or a lying header. */
const LOADER_FOR_MIME: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/svg+xml': 'svg',
};

export const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'] as const;
/**
 * libvips has no BMP or ICO loader here; those two are decoded by our own small readers (decoders/). Nor does it read
 * HEVC-coded HEIC, JPEG XL or camera RAW: those are decoded by WebAssembly engines in a child process (modern/).
 */
export const IMAGE_TYPES = [...RASTER_TYPES, 'image/svg+xml', 'image/bmp', 'image/x-icon', ...MODERN_TYPES] as const;

// An .ico holds images of at most 256x256, so anything bigger is not a sensible icon file.
const MAX_ICO_BYTES = 16 * 1024 * 1024;
// Enough for every BMP header variant with masks (14 + 124 + 16).
const BMP_HEAD_BYTES = 160;

/** What a tool learns about its input before any pixel is decoded. */
export interface ImageInfo {
  mime: string;
  format: string;
  /** Display size after EXIF orientation; for animations, the size of one frame. */
  width: number;
  height: number;
  /** Frames of an animated GIF/WebP (1 otherwise). */
  frames: number;
  animated: boolean;
  hasAlpha: boolean;
  delay?: number[];
  loop?: number;
  meta: Metadata;
}

export interface OpenOptions {
  animated?: boolean;
  density?: number;
}

/** The input as sharp reads it. */
export interface ImageSource {
  /** A file path (raster formats), or bytes (SVG, pixels decoded here, a PNG taken out of an icon). */
  input: string | Buffer;
  /** Set when `input` holds raw RGBA pixels from our BMP/ICO decoders. */
  raw?: RawFrame;
  /** The loader libvips must report for this input. */
  loader: string;
  /** Set when `input` is a TIFF our child-process decoders made of the upload (HEIC, JPEG XL, camera RAW). */
  decoded?: boolean;
}

/**
 * Prepares the input for sharp. SVG is handed over as bytes, never as a path: with a file path librsvg
 * resolves <image href="file:…"> and relative references against that directory and reads local files;
 * from a buffer it has no base and loads nothing but data: URIs. BMP and ICO are decoded here, after
 * their declared size has been checked against the pixel cap.
 */
export async function sourceOf(input: InputFile, env: ToolEnv, signal?: AbortSignal): Promise<ImageSource> {
  if (decoderKind(input.mime)) {
    // One decode per input file: a tool that encodes several times (stickers, target sizes) reopens the same TIFF.
    const decoded = `${input.path}.decoded.tiff`;
    if (!(await isFile(decoded))) await decodeModern(input, env, { signal, output: decoded });
    return { input: decoded, loader: 'tiff', decoded: true };
  }
  if (input.mime === 'image/svg+xml') return { input: await readCapped(input.path, MAX_SVG_BYTES, 'SVG'), loader: 'svg' };
  if (input.mime === 'image/bmp') return readingBitmap(() => bmpSource(input.path, env));
  if (input.mime === 'image/x-icon') return readingBitmap(() => icoSource(input.path, env));
  const loader = LOADER_FOR_MIME[input.mime];
  if (loader === undefined) throw new ToolError('invalid_input', `unsupported input type ${input.mime}`);
  // libvips finds a file's loader by letting each loader open the file and sniff it, and the header read and the
  // decode each do that again: eleven opens of a 1 KB PNG per image-resize job (strace). A small input is read once
  // and sniffed in memory; a large one stays a path, so it is streamed and never held whole.
  if (input.size <= SMALL_INPUT_BYTES) return { input: await readSmall(input.path, input.size), loader };
  return { input: input.path, loader };
}

/** Inputs up to this size are handed to libvips as bytes rather than as a path. */
const SMALL_INPUT_BYTES = 256 * 1024;

/** Our BMP/ICO readers throw BitmapError; the job reports it as a ToolError with the same text. */
async function readingBitmap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BitmapError) throw rawToolError(err.message);
    throw err;
  }
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * A small input whose size the job already knows, read in three round trips to the thread pool (open, read,
 * close) where readCapped also asks its size. One byte more is asked for: a file that grew since it was
 * measured is read again the careful way.
 */
async function readSmall(path: string, size: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  let bytes: Buffer;
  try {
    const buf = Buffer.alloc(size + 1);
    const { bytesRead } = await fh.read(buf, 0, size + 1, 0);
    bytes = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  return bytes.length <= size ? bytes : readCapped(path, SMALL_INPUT_BYTES, 'image');
}

async function readCapped(path: string, max: number, what: string, head?: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    if (size > max) throw new ToolError('too_large', `${what} of ${size} bytes exceeds the ${max} byte limit`);
    const length = head === undefined ? size : Math.min(size, head);
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** A BMP's headers only, refused when the declared size is over the pixel cap. */
async function bmpHeader(path: string, maxBytes: number, maxPixels: number): Promise<DibHeader> {
  const { dib } = readBmpFileHeader(await readCapped(path, maxBytes, 'BMP', BMP_HEAD_BYTES));
  checkDimensions(dib, maxPixels);
  return dib;
}

async function bmpSource(path: string, env: ToolEnv): Promise<ImageSource> {
  const maxPixels = env.limits.maxInputPixels;
  // 32 bits per pixel at most, plus headers and palette: a larger file is not a bitmap within the cap.
  const maxBytes = maxPixels * 4 + 64 * 1024;
  await bmpHeader(path, maxBytes, maxPixels);
  const rgba = await decodeBmp(await readCapped(path, maxBytes, 'BMP'), maxPixels);
  return { input: rgba.data, raw: { width: rgba.width, height: rgba.height, channels: rgba.channels }, loader: 'raw' };
}

/**
 * Display size of the input for enqueue-time checks, decoding as little as possible
 * (a BMP's header only, instead of the whole bitmap that sourceOf would decode).
 */
export async function inputDimensions(input: InputFile, env: ToolEnv): Promise<{ width: number; height: number }> {
  if (input.mime === 'image/bmp') {
    const dib = await readingBitmap(() => bmpHeader(input.path, Number.MAX_SAFE_INTEGER, env.limits.maxInputPixels));
    return { width: dib.width, height: dib.height };
  }
  if (decoderKind(input.mime)) {
    const [image] = await decodeModern(input, env, { probe: true });
    return { width: image.width, height: image.height };
  }
  const info = await inspectImage(input, await sourceOf(input, env), env);
  return { width: info.width, height: info.height };
}

async function icoSource(path: string, env: ToolEnv): Promise<ImageSource> {
  const icon = await decodeLargestIcon(await readCapped(path, MAX_ICO_BYTES, 'ICO'), env.limits.maxInputPixels);
  if (icon.kind === 'png') return { input: icon.png, loader: 'png' };
  const { data, width, height, channels } = icon.image;
  return { input: data, raw: { width, height, channels }, loader: 'raw' };
}

// librsvg draws at 72 dpi unless told otherwise; sharp accepts densities from 1 to 100000.
const SVG_DPI = 72;

/**
 * The density at which librsvg draws an SVG `scale` times its own size: vectors are rendered at the final
 * size instead of a small bitmap being blown up.
 */
export function svgDensity(scale: number): number {
  return Math.min(100_000, Math.max(1, SVG_DPI * scale));
}

/** Per-pipeline time budget: bounded by the job's own budget so a stuck decode cannot outlive its job by much. */
export function timeoutSeconds(env: ToolEnv): number {
  return Math.min(300, Math.max(1, Math.ceil(env.limits.jobTimeoutMs / 1000)));
}

function baseOptions(env: ToolEnv): SharpOptions {
  return {
    limitInputPixels: env.limits.maxInputPixels,
    // 'warning' is sharp's advice for untrusted input: truncated or corrupt data fails instead of yielding grey blocks.
    failOn: 'warning',
    sequentialRead: true,
    unlimited: false,
  };
}

/** A hardened sharp pipeline over the input; every image tool opens its input here. */
export function openImage(source: ImageSource, env: ToolEnv, opts: OpenOptions = {}): Sharp {
  const options: SharpOptions = { ...baseOptions(env), autoOrient: !opts.animated };
  if (opts.animated) options.animated = true;
  if (opts.density !== undefined) options.density = opts.density;
  if (source.raw) options.raw = source.raw;
  return sharp(source.input, options).timeout({ seconds: timeoutSeconds(env) });
}

export interface RawFrame {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A pipeline over pixels this process produced (an intermediate pass or one frame of an animation). */
export function openRaw(data: Buffer, raw: RawFrame & { pageHeight?: number }, env: ToolEnv): Sharp {
  // Our own intermediate pixels were already checked against both caps; an upscaled frame may exceed the input cap.
  const limitInputPixels = Math.max(env.limits.maxInputPixels, env.limits.maxOutputPixels);
  return sharp(data, { ...baseOptions(env), limitInputPixels, raw }).timeout({ seconds: timeoutSeconds(env) });
}

export interface InspectOptions {
  /** Count every frame of an animation, because all of them will be decoded. */
  animated?: boolean;
  /** Skip the input cap where the declared size is not what gets decoded (SVG rendered at a chosen size). */
  skipPixelCheck?: boolean;
}

/** Reads the header only and refuses inputs whose declared size is over the pixel cap, before any decode. */
export async function inspectImage(
  input: InputFile,
  source: ImageSource,
  env: ToolEnv,
  { animated = false, skipPixelCheck = false }: InspectOptions = {},
): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    const options: SharpOptions = { ...baseOptions(env), animated };
    if (source.raw) options.raw = source.raw;
    meta = await sharp(source.input, options).metadata();
  } catch (err) {
    throw asToolError(err);
  }
  if (meta.format !== source.loader) throw new ToolError('invalid_input', `content decodes as ${meta.format}, not ${input.mime}`);
  const isAnimated = animated && (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
  const frames = isAnimated ? (meta.pages ?? 1) : 1;
  const width = isAnimated ? meta.width : (meta.autoOrient?.width ?? meta.width);
  const height = isAnimated ? (meta.pageHeight ?? meta.height) : (meta.autoOrient?.height ?? meta.height);
  if (!width || !height) throw new ToolError('invalid_input', 'image has no dimensions');
  if (frames > env.limits.maxFrames) {
    throw new ToolError('too_large', `animation of ${frames} frames exceeds the limit of ${env.limits.maxFrames} frames`);
  }
  const pixels = width * height * frames;
  if (!skipPixelCheck && pixels > env.limits.maxInputPixels) {
    const what = frames > 1 ? `${width}x${height} x ${frames} frames` : `${width}x${height}`;
    throw new ToolError('too_large', `input image ${what} exceeds the pixel limit of ${env.limits.maxInputPixels}`);
  }
  return {
    mime: input.mime,
    // Our own decoders hand sharp raw pixels; the file's format is what detection found.
    format: source.raw || source.decoded ? input.ext : meta.format,
    width,
    height,
    frames,
    animated: isAnimated,
    hasAlpha: meta.hasAlpha,
    delay: isAnimated ? meta.delay : undefined,
    loop: isAnimated ? meta.loop : undefined,
    meta,
  };
}

/** Frame count and size of an animation from its header; nothing is decoded (limits are checked by the caller). */
export async function animationHeader(path: string): Promise<{ frames: number; width: number; height: number }> {
  const meta = await sharp(path, { animated: true, limitInputPixels: false }).metadata();
  return { frames: meta.pages ?? 1, width: meta.width, height: meta.pageHeight ?? meta.height };
}

/**
 * The enqueue-time twin of inspectImage's frame checks, for tools that decode every frame: a frame bomb
 * (hundreds of thousands of tiny frames, or many frames within the pixel cap) is refused before it is queued.
 */
export async function refuseFrameBomb(input: InputFile, env: ToolEnv): Promise<void> {
  if (input.mime !== 'image/gif' && input.mime !== 'image/webp') return;
  const { frames, width, height } = await animationHeader(input.path);
  const { maxFrames, maxInputPixels } = env.limits;
  if (frames > maxFrames) {
    throw new AppError('file_too_large', `the animation has ${frames} frames, which exceeds the limit of ${maxFrames} frames`, {
      field: 'file',
    });
  }
  if (frames * width * height > maxInputPixels) {
    throw new AppError(
      'file_too_large',
      `the animation (${frames} frames of ${width}x${height}) exceeds the limit of ${maxInputPixels} decoded pixels`,
      { field: 'file' },
    );
  }
}

/** Refuses a result larger than the output cap before it is computed. */
export function assertOutputPixels(width: number, height: number, env: ToolEnv, frames = 1): void {
  const pixels = width * height * frames;
  if (pixels > env.limits.maxOutputPixels) {
    throw new ToolError('too_large', 
      `output image ${Math.round(width)}x${Math.round(height)} exceeds the pixel limit of ${env.limits.maxOutputPixels}`,
    );
  }
}

/** Keeps our own errors and aborts as they are; libvips failures become a ToolError carrying their text. */
export function asToolError(err: unknown): Error {
  if (err instanceof ToolError || err instanceof AppError) return err;
  if (err instanceof Error && err.name === 'AbortError') return err;
  const text = err instanceof Error ? err.message : String(err);
  return rawToolError(`image processing failed: ${text.trim().split('\n').slice(0, 3).join(' | ')}`);
}
