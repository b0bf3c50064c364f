import { stat } from 'node:fs/promises';
import { ToolError } from '../../core/errors.js';
import type { FitSettings } from '../../core/tools/tool.types.js';
import { describeBytes } from '../shared/target-size.js';
import type { MediaJob } from './job.js';
import { num } from './job.js';

/** A GIF's settings: the frame rate, the palette size and the width (height follows). */
export interface GifSettings {
  fps: number;
  colors: number;
  width: number;
}

/** The smallest target video-to-gif takes: under it a GIF of a few frames at the floors below rarely fits. */
export const GIF_MIN_TARGET_BYTES = 10_000;

/** Under 5 frames a second motion turns to a slide show; the search lowers the palette and the size instead. */
const MIN_FPS = 5;
/** Under 32 colours even a cartoon bands badly. */
const MIN_COLORS = 32;
/** The narrowest GIF the search makes; a smaller one no longer shows the clip. */
const MIN_WIDTH = 64;
/** Encodes tried before giving up: each is a full palette pass and a full encode of the clip. */
const MAX_TRIES = 8;

const describe = (s: GifSettings) => `${num(s.fps, 2)} fps, ${s.colors} colours, ${s.width} px wide`;

/** The palette filter graph of one try, from validated numbers only. */
export function gifGraph(streamIndex: number, s: GifSettings): string {
  return (
    `[0:${streamIndex}]fps=${num(s.fps, 3)},scale=${s.width}:-1:flags=lanczos,` +
    `split[a][b];[a]palettegen=max_colors=${s.colors}:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3[gif]`
  );
}

/**
 * The next, smaller settings after a try of `size` bytes, in the order: first the frame rate (a GIF's size
 * follows its frame count almost in proportion), then the palette, then the width. Null when all three are at
 * their floors.
 */
export function nextGifSettings(s: GifSettings, size: number, targetBytes: number): GifSettings | null {
  const ratio = Math.min(0.9, (targetBytes / size) * 0.95);
  if (s.fps > MIN_FPS) return { ...s, fps: Math.max(MIN_FPS, Math.floor(s.fps * ratio * 100) / 100) };
  // Fewer colours save fewer bytes than fewer frames (halving the palette takes roughly a sixth off), so a large
  // shortfall drops two halvings at once.
  if (s.colors > MIN_COLORS) return { ...s, colors: Math.max(MIN_COLORS, s.colors / (ratio < 0.6 ? 4 : 2)) };
  if (s.width > MIN_WIDTH) {
    // Pixels scale with the square of the width.
    const width = Math.max(MIN_WIDTH, Math.floor((s.width * Math.sqrt(ratio)) / 2) * 2);
    return width < s.width ? { ...s, width } : null;
  }
  return null;
}

/**
 * Writes the GIF at the user's settings, then, while it is over `targetBytes`, at smaller ones (nextGifSettings).
 * Each try's settings are the job's stage; the fitted ones are the last stage before "done".
 */
export async function encodeGifToFit<P>(
  job: MediaJob<P>,
  start: GifSettings,
  targetBytes: number,
  timing: { inputArgs: string[]; maxInputS: number; durationS: number },
): Promise<{ path: string; settings: FitSettings }> {
  const out = job.outPath('gif');
  const streamIndex = job.info.video?.index ?? 0;
  let settings = start;
  for (let attempt = 0; ; attempt++) {
    const span = [Math.min(90, 5 + attempt * 11), Math.min(92, 15 + attempt * 11)] as const;
    await job.encode({
      ...timing,
      outputArgs: ['-filter_complex', gifGraph(streamIndex, settings), '-map', '[gif]', '-loop', '0', '-f', 'gif'],
      output: out,
      span,
      stage: `trying ${describe(settings)}`,
    });
    const { size } = await stat(out);
    if (size <= targetBytes) {
      job.ctx.progress(96, `fitted: ${describe(settings)}, ${size} bytes`);
      const written = await job.writtenFrame(out, 'image/gif');
      return { path: out, settings: { targetBytes, reachedBytes: size, fps: settings.fps, colours: settings.colors, ...written } };
    }
    const next = attempt + 1 < MAX_TRIES ? nextGifSettings(settings, size, targetBytes) : null;
    if (!next) {
      throw new ToolError(
        'too_large',
        `the smallest GIF reached is ${describeBytes(size)} at ${describe(settings)}, which exceeds the target size of ` +
          `${describeBytes(targetBytes)}; choose a larger target_size, a shorter clip (end) or video-to-animated-webp`,
      );
    }
    settings = next;
  }
}
