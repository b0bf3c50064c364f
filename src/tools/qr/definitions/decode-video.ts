import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { numberParam, optionalNumber } from '../../../core/tools/params.js';
import { defineTool } from '../../../core/tools/tool.types.js';
import { MEDIA_CAPS, videoCaps } from '../../media/caps.js';
import { seconds } from '../../media/engine/ffmpeg.js';
import { VIDEO_INPUT_TYPES } from '../../media/formats.js';
import { checkStartWithin, num, openMedia, probeForValidate } from '../../media/job.js';
import { codeKey, writeDecodeJson } from '../decode-output.js';
import { BarcodeReader, QR_FORMATS } from '../engine/reader/barcode-reader.js';
import type { DecodedCode } from '../engine/reader/protocol.js';
import { loadRgba } from '../engine/reader/pixels.js';

/** Longest stretch of video searched in one job. */
export const MAX_WINDOW_S = 120;
/** Frames decoded in one job; fps × window beyond this is refused rather than silently thinned. */
export const MAX_VIDEO_FRAMES = 600;
// Codes in video are usually large in frame; 1280 px keeps decoding fast and the frame files small.
const FRAME_MAX_WIDTH = 1280;

interface SeenCode extends DecodedCode {
  first_seen_s: number;
  last_seen_s: number;
  frames: number;
}

const round2 = (s: number) => Math.round(s * 100) / 100;

export const qrDecodeVideo = defineTool({
  id: 118,
  slug: 'qr-decode-video',
  operation: 'qr.decode.video',
  kind: 'upload',
  category: 'qr',
  title: 'Read QR codes in a video',
  description: `Samples video frames (fps per second, within a window of at most ${MAX_WINDOW_S} s) and lists each distinct QR code with when it was first and last seen.`,
  params: z.object({
    fps: numberParam({ min: 0.2, max: 10, default: 2, description: 'Frames sampled per second of video (0.2–10)' }),
    start: numberParam({ min: 0, max: MEDIA_CAPS.videoMaxS, default: 0, description: 'Window start in seconds' }),
    end: optionalNumber({
      min: 0,
      max: MEDIA_CAPS.videoMaxS,
      description: `Window end in seconds (default: start + ${MAX_WINDOW_S} s or the end of the video)`,
    }),
  }),
  accepts: VIDEO_INPUT_TYPES,
  output: 'application/json',
  limits: videoCaps(),
  async validate(params, input) {
    const { fps, start, end } = params;
    if (end !== undefined) {
      if (end <= start) throw new AppError('invalid_params', 'end: must be greater than start', { field: 'end' });
      if (end - start > MAX_WINDOW_S) {
        throw new AppError('invalid_params', `end: the window from start to end exceeds ${MAX_WINDOW_S} s`, { field: 'end' });
      }
    }
    const info = await probeForValidate(input, VIDEO_INPUT_TYPES);
    checkStartWithin(info, start);
    let windowEnd = end ?? start + MAX_WINDOW_S;
    if (info?.durationS) windowEnd = Math.min(windowEnd, info.durationS);
    const window = windowEnd - start;
    if (Math.ceil(window * fps) > MAX_VIDEO_FRAMES) {
      throw new AppError(
        'invalid_params',
        `fps: ${fps} frames per second over ${round2(window)} s exceeds the limit of ${MAX_VIDEO_FRAMES} frames; lower fps or shorten the window`,
        { field: 'fps' },
      );
    }
  },
  async run(ctx) {
    const { fps, start } = ctx.params;
    const reader = BarcodeReader.open(ctx.signal);
    try {
      const media = await openMedia(ctx, { accepts: VIDEO_INPUT_TYPES, needVideo: true });
      const duration = media.info.durationS;
      if (duration !== null && start >= duration) {
        throw new ToolError('invalid_input', `start ${start} s is past the end of the video (${duration.toFixed(2)} s)`);
      }
      let end = ctx.params.end ?? start + MAX_WINDOW_S;
      if (duration !== null) end = Math.min(end, duration);
      const window = end - start;
      if (window <= 0 || window > MAX_WINDOW_S) throw new ToolError('too_large', `the window exceeds ${MAX_WINDOW_S} s or is empty`);
      const maxFrames = Math.min(MAX_VIDEO_FRAMES, Math.max(1, Math.ceil(window * fps)));

      const dir = join(ctx.workDir, 'frames');
      await mkdir(dir);
      await media.encode({
        inputArgs: ['-ss', seconds(start)],
        maxInputS: window,
        outputArgs: [
          '-map', '0:v:0',
          '-an', '-sn', '-dn',
          '-vf', `fps=${num(fps)},scale='min(iw,${FRAME_MAX_WIDTH})':-2,format=gray`,
          '-frames:v', String(maxFrames),
          '-c:v', 'png',
          '-f', 'image2',
        ],
        output: join(dir, 'f-%05d.png'),
        durationS: window,
        span: [5, 50],
        stage: 'extracting',
        partialPaths: [dir],
      });

      const files = (await readdir(dir)).filter((f) => /^f-\d{5}\.png$/.test(f)).sort();
      if (files.length === 0) throw new ToolError('invalid_input', 'no video frames could be read in the chosen window');
      const seen = new Map<string, SeenCode>();
      for (const [i, file] of files.entries()) {
        if (ctx.signal.aborted) throw new ToolError('internal', 'job cancelled');
        const path = join(dir, file);
        const at = round2(start + i / fps);
        for (const code of await reader.decode(await loadRgba(path, ctx.env.limits.maxInputPixels), QR_FORMATS)) {
          const key = codeKey(code);
          const prev = seen.get(key);
          if (prev) {
            prev.last_seen_s = at;
            prev.frames++;
          } else {
            seen.set(key, { ...code, first_seen_s: at, last_seen_s: at, frames: 1 });
          }
        }
        await rm(path, { force: true });
        ctx.progress(50 + Math.round((45 * (i + 1)) / files.length), 'decoding');
      }
      await rm(dir, { recursive: true, force: true });
      return await writeDecodeJson(ctx.workDir, ctx.baseName, [...seen.values()], {
        window: { start_s: round2(start), end_s: round2(end) },
        fps,
        frames_searched: files.length,
      });
    } finally {
      await reader.close();
    }
  },
});
