import { z } from 'zod';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { NO_PARAMS, intParam, numberParam } from '../../../core/tools/params.js';
import { imageTool } from '../define.js';
import { openRaw } from '../engine/sharp.js';
import type { RawFrame } from '../engine/sharp.js';

const blur = imageTool({
  id: 14,
  slug: 'image-blur',
  operation: 'image.blur',
  title: 'Blur image',
  description: 'Applies a Gaussian blur of the chosen strength (sigma).',
  params: z.object({ level: numberParam({ min: 0.3, max: 100, default: 5, description: 'Gaussian sigma 0.3-100' }) }),
  step: {
    animated: true,
    // libvips cuts the mask where it falls below minAmplitude (default 0.2) and rounds it to integers, which makes
    // sigmas under ~0.7 a no-op; small sigmas get a float mask with a low cut-off (cheap, since the mask is short).
    apply: (img, { params: p }) =>
      img.blur(p.level < 1 ? { sigma: p.level, minAmplitude: 0.001, precision: 'float' } : { sigma: p.level }),
  },
});

const sharpen = imageTool({
  id: 15,
  slug: 'image-sharpen',
  operation: 'image.sharpen',
  title: 'Sharpen image',
  description: 'Sharpens an image with an unsharp mask of the chosen radius (sigma).',
  params: z.object({ level: numberParam({ min: 0.01, max: 10, default: 1, description: 'Sharpening sigma 0.01-10' }) }),
  step: { animated: true, apply: (img, { params: p }) => img.sharpen({ sigma: p.level }) },
});

const grayscale = imageTool({
  id: 16,
  slug: 'image-grayscale',
  operation: 'image.grayscale',
  title: 'Grayscale image',
  description: 'Turns an image into shades of grey.',
  params: NO_PARAMS,
  step: { animated: true, apply: (img) => img.greyscale() },
});

const invert = imageTool({
  id: 17,
  slug: 'image-invert',
  operation: 'image.invert',
  title: 'Invert colours',
  description: 'Inverts the colours of an image (a negative), leaving transparency as it was.',
  params: NO_PARAMS,
  step: { animated: true, apply: (img) => img.negate({ alpha: false }) },
});

const brightness = imageTool({
  id: 18,
  slug: 'image-brightness',
  operation: 'image.brightness',
  title: 'Adjust brightness',
  description: 'Multiplies the brightness of an image by a factor (below 1 darker, above 1 lighter).',
  params: z.object({ factor: numberParam({ min: 0, max: 4, default: 1.2, description: 'Brightness multiplier 0-4' }) }),
  step: { animated: true, apply: (img, { params: p }) => img.modulate({ brightness: p.factor }) },
});

const saturation = imageTool({
  id: 19,
  slug: 'image-saturation',
  operation: 'image.saturation',
  title: 'Adjust saturation',
  description: 'Multiplies the colour saturation of an image by a factor (0 removes all colour).',
  params: z.object({ factor: numberParam({ min: 0, max: 4, default: 1.5, description: 'Saturation multiplier 0-4' }) }),
  step: { animated: true, apply: (img, { params: p }) => img.modulate({ saturation: p.factor }) },
});

// The widely used sepia weights (rows give the new R, G, B from the old R, G, B).
const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

const sepia = imageTool({
  id: 20,
  slug: 'image-sepia',
  operation: 'image.sepia',
  title: 'Sepia tone',
  description: 'Gives an image the warm brown tint of an old photograph.',
  params: NO_PARAMS,
  step: { animated: true, apply: (img) => img.recomb(SEPIA) },
});

const pixelate = imageTool({
  id: 21,
  slug: 'image-pixelate',
  operation: 'image.pixelate',
  title: 'Pixelate image',
  description: 'Turns an image into coarse square blocks of the chosen size.',
  params: z.object({ level: intParam({ min: 2, max: 200, default: 12, description: 'Block size in pixels 2-200' }) }),
  step: {
    animated: true,
    // Two passes: average down to one pixel per block, then blow each pixel up to a block without smoothing.
    apply: async (img, { frame: f, params: p, env }) => {
      const small = await img
        .resize(Math.max(1, Math.round(f.width / p.level)), Math.max(1, Math.round(f.height / p.level)), { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw: RawFrame = {
        width: small.info.width,
        height: small.info.height,
        channels: small.info.channels as RawFrame['channels'],
      };
      return openRaw(small.data, raw, env).resize(f.width, f.height, { fit: 'fill', kernel: 'nearest' });
    },
  },
});

export const adjustTools: ToolDefinition[] = [
  blur,
  sharpen,
  grayscale,
  invert,
  brightness,
  saturation,
  sepia,
  pixelate,
];
