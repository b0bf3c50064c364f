import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { cleanup, runTool } from '../../helpers/tool-harness.js';
import type { RunResult } from '../../helpers/tool-harness.js';

export const RED = [255, 0, 0];
export const GREEN = [0, 255, 0];
export const BLUE = [0, 0, 255];
export const YELLOW = [255, 255, 0];

export function tool(slug: string): ToolDefinition {
  const found = imageTools.find((t) => t.slug === slug);
  if (!found) throw new Error(`no image tool ${slug}`);
  return found;
}

/**
 * Runs image tools as the job service does and keeps every result, so that one `cleanupRuns()` in afterAll
 * removes all their work directories.
 */
export function trackedRuns(): {
  run(slug: string, input: string, params?: Record<string, unknown>): Promise<RunResult>;
  cleanupRuns(): Promise<void>;
} {
  const results: RunResult[] = [];
  return {
    async run(slug, input, params = {}) {
      const r = await runTool(tool(slug), { input, params });
      results.push(r);
      return r;
    },
    async cleanupRuns() {
      await Promise.all(results.map(cleanup));
    },
  };
}

/** Runs ffmpeg (an independent decoder and fixture maker) quietly; rejects with its stderr on failure. */
export function ffmpegRun(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ['-nostdin', '-hide_banner', '-v', 'error', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${err}`))));
  });
}

/** Raw RGB pixels in four coloured quadrants: red top-left, green top-right, blue bottom-left, yellow bottom-right. */
export function quadrants(width = 64, height = 48): Buffer {
  const buf = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y < height / 2 ? (x < width / 2 ? RED : GREEN) : x < width / 2 ? BLUE : YELLOW;
      buf.set(c, (y * width + x) * 3);
    }
  }
  return buf;
}

export type Fmt = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff';

/** A 64x48 four-quadrant image in the given format. */
export async function quadrantImage(dir: string, fmt: Fmt, name = `quad.${fmt === 'jpeg' ? 'jpg' : fmt}`, width = 64, height = 48) {
  const path = join(dir, name);
  await sharp(quadrants(width, height), { raw: { width, height, channels: 3 } })
    .toFormat(fmt, fmt === 'jpeg' ? { quality: 95 } : {})
    .toFile(path);
  return path;
}

/** Gaussian noise, useful where variance or compression matter. */
export async function noiseImage(dir: string, name: string, width = 64, height = 48) {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).toFile(path);
  return path;
}

/** An animated GIF of `frames` solid frames (red, green, blue, ...). */
export async function animatedGif(dir: string, name = 'anim.gif', width = 20, height = 10) {
  const colours = [RED, GREEN, BLUE];
  const strip = Buffer.concat(
    colours.map((c) => {
      const f = Buffer.alloc(width * height * 3);
      for (let i = 0; i < width * height; i++) f.set(c, i * 3);
      return f;
    }),
  );
  const path = join(dir, name);
  await sharp(strip, { raw: { width, height: height * colours.length, channels: 3, pageHeight: height } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toFile(path);
  return path;
}

export interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function decode(path: string | Buffer, opts: { animated?: boolean } = {}): Promise<Decoded> {
  const { data, info } = await sharp(path, { animated: opts.animated ?? false }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function px(img: Decoded, x: number, y: number): number[] {
  const at = (y * img.width + x) * img.channels;
  return [...img.data.subarray(at, at + img.channels)];
}

export function near(actual: number[], expected: number[], tolerance = 12): boolean {
  return expected.every((v, i) => Math.abs((actual[i] ?? -999) - v) <= tolerance);
}

export async function tempDir(): Promise<{ dir: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'image-tools-'));
  return { dir, done: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeText(dir: string, name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}
