import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { defineTool } from '../../../core/tools/tool.types.js';
import type { ToolContext, ToolDefinition, ToolOutput } from '../../../core/tools/tool.types.js';
import { enumParam, NO_PARAMS } from '../../../core/tools/params.js';
import { animatedImageCaps, imageCaps } from '../../image/define.js';
import type { EncodeOptions, OutputFormat } from '../../image/formats.js';
import { FORMATS } from '../../image/formats.js';
import { fitSquare, runImageStep } from '../../image/engine/process.js';
import { IMAGE_TYPES, refuseFrameBomb } from '../../image/engine/sharp.js';
import { MEDIA_THREADS, runFfmpeg } from '../../media/engine/ffmpeg.js';
import { writeWithin } from '../fit-steps.js';
import { STICKER_SPECS } from '../platform-specs.js';

/**
 * PNG from lossless down to ever smaller palettes (libimagequant's quality picks how many colours survive). Effort 4,
 * not the default 7: on a busy 512² picture one palette takes about 1 s instead of 11, and the sizes differ by 0.2 %.
 */
const PNG_STEPS: readonly EncodeOptions[] = [
  { compressionLevel: 9 },
  ...[90, 70, 50, 30, 10].map((quality) => ({ compact: true, quality, paletteEffort: 4 })),
];
const WEBP_STEPS: readonly EncodeOptions[] = [95, 85, 75, 60, 45, 30, 20].map((quality) => ({ quality, compact: true }));
/** GIF colours: 256, 128, 64, 32, 16 (encodeAs maps quality to a share of 256). */
const GIF_STEPS: readonly EncodeOptions[] = [100, 50, 25, 12.5, 6.25].map((quality) => ({ quality, compact: true }));

const STEPS: Partial<Record<OutputFormat, readonly EncodeOptions[]>> = { png: PNG_STEPS, webp: WEBP_STEPS, gif: GIF_STEPS };

interface AssetPlan {
  what: string;
  format: OutputFormat;
  animated: boolean;
  maxBytes: number;
  resize: Parameters<typeof runImageStep>[1]['apply'];
}

/** The asset at the platform's size, encoded with the first setting of its format that is within the limit. */
async function writeAsset<P>(ctx: ToolContext<P>, plan: AssetPlan): Promise<ToolOutput> {
  const fit = await writeWithin(plan.what, plan.maxBytes, STEPS[plan.format] ?? [{}], async (encode) => {
    const out = await runImageStep(ctx, { animated: plan.animated, format: () => plan.format, encode: () => encode, apply: plan.resize });
    return out.path;
  });
  ctx.progress(100, `${FORMATS[plan.format].ext}, ${fit.bytes} bytes`);
  return { path: fit.path, name: `${ctx.baseName}.${FORMATS[plan.format].ext}`, mime: FORMATS[plan.format].mime };
}

const telegramSticker = defineTool({
  id: 200,
  slug: 'image-to-telegram-sticker',
  operation: 'sticker.telegram.static',
  kind: 'upload',
  category: 'sticker',
  title: 'Image to Telegram sticker',
  description:
    'A static Telegram sticker: PNG or WebP, the longer side exactly 512 px, at most 512 KB (an animation gives its first frame).',
  params: z.object({ format: enumParam(['png', 'webp'], 'png', 'Output format: png or webp') }),
  accepts: IMAGE_TYPES,
  output: { label: 'image/png or image/webp (format)', resolve: (p) => (p.format === 'webp' ? 'image/webp' : 'image/png') },
  limits: imageCaps,
  run: (ctx) => {
    const { side, maxBytes } = STICKER_SPECS.telegramStatic;
    return writeAsset(ctx, {
      what: 'sticker',
      format: ctx.params.format,
      animated: false,
      maxBytes,
      // "inside" without the no-enlargement guard: the longer side lands on exactly 512, small images grow.
      resize: (img) => img.resize(side, side, { fit: 'inside' }),
    });
  },
});

/** Discord keeps an animated emoji animated: a GIF stays a GIF and a WebP a WebP; anything else becomes PNG. */
function emojiFormat(mime: string): OutputFormat {
  return mime === 'image/gif' ? 'gif' : mime === 'image/webp' ? 'webp' : 'png';
}

const discordEmoji = defineTool({
  id: 202,
  slug: 'image-to-discord-emoji',
  operation: 'sticker.discord.emoji',
  kind: 'upload',
  category: 'sticker',
  title: 'Image to Discord emoji',
  description: 'A 128×128 Discord emoji of at most 256 KiB, on a transparent square; animated GIF and WebP stay animated.',
  params: NO_PARAMS,
  accepts: IMAGE_TYPES,
  output: { label: 'image/gif, image/webp or image/png (as input)', resolve: (_p, mime) => FORMATS[emojiFormat(mime ?? '')].mime },
  limits: animatedImageCaps,
  validate: async (_p, input, env) => {
    if (input) await refuseFrameBomb(input, env);
  },
  run: (ctx) => {
    const { side, maxBytes } = STICKER_SPECS.discordEmoji;
    return writeAsset(ctx, {
      what: 'emoji',
      format: emojiFormat(ctx.input?.mime ?? ''),
      animated: true,
      maxBytes,
      resize: (img) => fitSquare(img, side),
    });
  },
});

const APNG_COLOUR_STEPS: readonly EncodeOptions[] = GIF_STEPS;

/**
 * An animated Discord sticker must be APNG, which libvips cannot write: the frames are sized by sharp into a GIF
 * (palette steps set the size), and ffmpeg repacks that GIF's frames and timing as APNG.
 */
async function writeApng<P>(ctx: ToolContext<P>): Promise<ToolOutput> {
  const { side, maxBytes } = STICKER_SPECS.discordSticker;
  const out = join(ctx.workDir, `${ctx.baseName}.png`);
  const framesCtx = { ...ctx, baseName: `${ctx.baseName}-frames` };
  const fit = await writeWithin('animated sticker', maxBytes, APNG_COLOUR_STEPS, async (encode) => {
    const gif = await runImageStep(framesCtx, { animated: true, format: () => 'gif', encode: () => encode, apply: (img) => fitSquare(img, side) });
    await runFfmpeg({
      input: gif.path,
      inputFormat: 'gif',
      formatWhitelist: ['gif'],
      outputArgs: ['-map', '0:v:0', '-c:v', 'apng', '-plays', '0', '-f', 'apng'],
      output: out,
      signal: ctx.signal,
      maxOutputBytes: ctx.env.limits.maxOutputBytes,
      wallMs: ctx.env.limits.jobTimeoutMs,
      nice: ctx.env.limits.jobNice,
      cpuSeconds: Math.ceil((ctx.env.limits.jobTimeoutMs / 1000) * MEDIA_THREADS) + 5,
    });
    await rm(gif.path, { force: true });
    return out;
  });
  ctx.progress(100, `apng, ${fit.bytes} bytes`);
  return { path: out, name: `${ctx.baseName}.png`, mime: 'image/apng' };
}

const discordSticker = defineTool({
  id: 203,
  slug: 'image-to-discord-sticker',
  operation: 'sticker.discord.sticker',
  kind: 'upload',
  category: 'sticker',
  title: 'Image to Discord sticker',
  description: 'A 320×320 Discord sticker of at most 512 KiB on a transparent square: PNG, or APNG from a GIF (animation kept).',
  params: NO_PARAMS,
  accepts: IMAGE_TYPES,
  output: { label: 'image/apng for a GIF, else image/png', resolve: (_p, mime) => (mime === 'image/gif' ? 'image/apng' : 'image/png') },
  limits: animatedImageCaps,
  validate: async (_p, input, env) => {
    if (input) await refuseFrameBomb(input, env);
  },
  run: (ctx) => {
    if (ctx.input?.mime === 'image/gif') return writeApng(ctx);
    const { side, maxBytes } = STICKER_SPECS.discordSticker;
    return writeAsset(ctx, { what: 'sticker', format: 'png', animated: false, maxBytes, resize: (img) => fitSquare(img, side) });
  },
});

export const imageStickerTools: ToolDefinition[] = [telegramSticker, discordEmoji, discordSticker];
