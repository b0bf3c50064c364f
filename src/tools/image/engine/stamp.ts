import sharp from 'sharp';
import type { OverlayOptions, Sharp } from 'sharp';
import { ToolError } from '../../../core/errors.js';
import type { InputFile, ToolEnv } from '../../../core/tools/tool.types.js';
import { fontFace } from '../../shared/fonts.js';
import { stampMargin, stampOrigin } from '../../shared/watermark.js';
import type { WatermarkParams } from '../../shared/watermark.js';
import { inspectImage, openImage, sourceOf } from './sharp.js';

/** Pango markup treats these as syntax; user text is always escaped before it reaches the renderer. */
export function escapePango(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A stamp ready to lay over a picture: straight RGBA pixels with the opacity already in the alpha. */
export interface Stamp {
  data: Buffer;
  width: number;
  height: number;
}

/** The text drawn by Pango with the chosen DejaVu face, its height `level` percent of the picture's shorter side. */
export async function textStamp(params: WatermarkParams, frame: { width: number; height: number }, env: ToolEnv): Promise<Stamp> {
  const face = fontFace(params.font);
  const lines = params.text.split('\n').length;
  const px = Math.max(6, Math.round((Math.min(frame.width, frame.height) * params.level) / 100 / lines));
  const alpha = `${Math.max(1, Math.round(params.opacity * 100))}%`;
  const markup = `<span foreground="${params.color}" fgalpha="${alpha}">${escapePango(params.text)}</span>`;
  const drawn = sharp({ text: { text: markup, font: `${face.family} ${px}`, fontfile: face.path, rgba: true, dpi: 72 } });
  return fitted(drawn, frame, env);
}

/** The logo (the job's second file), `level` percent of the picture's width wide, at the chosen opacity. */
export async function logoStamp(logo: InputFile, params: WatermarkParams, frame: { width: number; height: number }, env: ToolEnv, signal?: AbortSignal): Promise<Stamp> {
  const source = await sourceOf(logo, env, signal);
  await inspectImage(logo, source, env);
  const width = Math.max(1, Math.round((frame.width * params.level) / 100));
  const img = openImage(source, env).resize({ width, height: frame.height, fit: 'inside' });
  const stamp = await fitted(img, frame, env);
  // sharp cannot scale one band of an image it is still adding, so the opacity goes into the alpha bytes here.
  for (let i = 3; i < stamp.data.length; i += 4) stamp.data[i] = Math.round((stamp.data[i] ?? 0) * params.opacity);
  return stamp;
}

/** Shrinks a stamp that would not fit inside the picture's margins (a long text on a small picture). */
async function fitted(img: Sharp, frame: { width: number; height: number }, env: ToolEnv): Promise<Stamp> {
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const m = stampMargin(frame.width, frame.height);
  const room = { width: Math.max(1, frame.width - 2 * m), height: Math.max(1, frame.height - 2 * m) };
  if (info.width <= room.width && info.height <= room.height) return { data, width: info.width, height: info.height };
  const small = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 }, limitInputPixels: env.limits.maxInputPixels })
    .resize({ ...room, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: small.data, width: small.info.width, height: small.info.height };
}

/** The composite that puts a stamp where `direction` says; tiles are spaced by the margin. */
export async function stampOverlay(stamp: Stamp, params: WatermarkParams, frame: { width: number; height: number }): Promise<OverlayOptions> {
  const raw = { width: stamp.width, height: stamp.height, channels: 4 as const };
  if (params.direction === 'tile') {
    const m = stampMargin(frame.width, frame.height);
    const spaced = await sharp(stamp.data, { raw })
      .extend({ top: m, bottom: m, left: m, right: m, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return { input: spaced, tile: true, blend: 'over' };
  }
  const { left, top } = stampOrigin(params.direction, frame.width, frame.height, stamp.width, stamp.height);
  return { input: stamp.data, raw, left, top, blend: 'over' };
}

export function requireStampSource(params: WatermarkParams, logo: InputFile | undefined): void {
  if (!params.text && !logo) throw new ToolError('invalid_input', 'give a text to stamp, or send a logo image as the second file');
}

/**
 * The stamp laid on a transparent picture of the whole frame, as PNG: what a video's overlay filter takes, so the
 * user's text is drawn here and never becomes part of an ffmpeg filter graph.
 */
export async function stampPicture(stamp: Stamp, params: WatermarkParams, frame: { width: number; height: number }): Promise<Buffer> {
  const canvas = sharp({ create: { width: frame.width, height: frame.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  return canvas.composite([await stampOverlay(stamp, params, frame)]).png({ compressionLevel: 3 }).toBuffer();
}
