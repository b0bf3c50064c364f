import { defineTool } from '../../../core/tools/tool.types.js';
import type { OutputNote, ToolDefinition } from '../../../core/tools/tool.types.js';
import { NO_PARAMS } from '../../../core/tools/params.js';
import { videoCaps } from '../../media/caps.js';
import { VIDEO_INPUT_TYPES } from '../../media/formats.js';
import { num, openMedia } from '../../media/job.js';
import { writeWithin } from '../fit-steps.js';
import { STICKER_SPECS } from '../platform-specs.js';

const SPEC = STICKER_SPECS.telegramVideo;
const ACCEPTS = [...VIDEO_INPUT_TYPES, 'image/gif'] as const;

/**
 * Bit rates tried, as shares of what the byte limit allows over the clip's length: one-pass VP9 overshoots its
 * target on busy pictures, so each try asks for less until the file is within the limit.
 */
const RATE_SHARES = [0.85, 0.6, 0.42, 0.3, 0.2] as const;
/** Below this the picture is mush; a clip that needs less is refused instead. */
const MIN_KBPS = 40;

const videoSticker = defineTool({
  id: 201,
  slug: 'video-to-telegram-sticker',
  operation: 'sticker.telegram.video',
  kind: 'upload',
  category: 'sticker',
  title: 'Video or GIF to Telegram video sticker',
  description:
    'A Telegram video sticker: WebM VP9 without sound, the longer side exactly 512 px, at most 3 s, 30 fps and 256 KB; ' +
    'a longer clip is cut to its first 3 s, and the result says so.',
  params: NO_PARAMS,
  accepts: ACCEPTS,
  output: 'video/webm',
  // Only the first 3 s are ever decoded (input -t), so the input may be as long as any video tool takes.
  limits: videoCaps(),
  async run(ctx) {
    const job = await openMedia(ctx, { accepts: ACCEPTS, needVideo: true });
    const length = Math.min(SPEC.maxSeconds, job.info.durationS ?? SPEC.maxSeconds);
    const fps = Math.min(SPEC.maxFps, Math.round(job.info.video?.fps ?? SPEC.maxFps)) || SPEC.maxFps;
    const out = job.outPath('webm');
    // The longer side lands on exactly 512 px (decrease keeps the other at most 512), then both are made even.
    const vf =
      `fps=${fps},scale=${SPEC.side}:${SPEC.side}:force_original_aspect_ratio=decrease:flags=lanczos,` +
      "scale='trunc(iw/2)*2':'trunc(ih/2)*2',format=yuva420p";
    const budgetKbps = (SPEC.maxBytes * 8) / length / 1000;
    const rates = RATE_SHARES.map((share) => Math.floor(budgetKbps * share)).filter((k) => k >= MIN_KBPS);
    const fit = await writeWithin('video sticker', SPEC.maxBytes, rates, async (kbps, i) => {
      await job.encode({
        maxInputS: length,
        maxOutputS: length,
        durationS: length,
        span: [5 + i * 15, 20 + i * 15],
        stage: `encoding at ${kbps} kbit/s`,
        outputArgs: [
          '-map', `0:${job.info.video?.index ?? 0}`,
          '-an', '-sn', '-dn', '-map_chapters', '-1', '-map_metadata', '-1',
          '-vf', vf,
          '-c:v', 'libvpx-vp9',
          '-b:v', `${kbps}k`,
          '-maxrate', `${kbps}k`,
          '-bufsize', `${kbps * 2}k`,
          '-deadline', 'realtime',
          '-cpu-used', '8',
          '-row-mt', '1',
          '-f', 'webm',
        ],
        output: out,
      });
      return out;
    });
    const whole = job.info.durationS;
    const note: OutputNote | undefined =
      whole !== null && whole > SPEC.maxSeconds + 0.05 ? { kind: 'trimmed', fromS: Number(num(whole, 2)), toS: SPEC.maxSeconds } : undefined;
    ctx.progress(100, `${fit.setting} kbit/s, ${fit.bytes} bytes`);
    return { ...job.done(fit.path, 'video/webm'), ...(note ? { note } : {}) };
  },
});

export const videoStickerTools: ToolDefinition[] = [videoSticker];
