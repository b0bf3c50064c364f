import { z } from 'zod';
import { AppError, rawToolError, ToolError } from '../../../core/errors.js';
import { formatOutput, type InputFile, type ToolDefinition, type ToolEnv } from '../../../core/tools/tool.types.js';
import { enumParam, intParam, numberParam, optionalInt, requiredInt } from '../../../core/tools/params.js';
import { imageTool } from '../define.js';
import { FORMATS, sameFormatAs } from '../formats.js';
import { TRANSPARENT, WHITE } from '../engine/process.js';
import type { Frame } from '../engine/process.js';
import { inputDimensions } from '../engine/sharp.js';
import { metadataShape } from '../engine/metadata-choice.js';

const FITS = ['inside', 'cover', 'contain', 'fill', 'outside'] as const;
type Fit = (typeof FITS)[number];

/** The size sharp's resize will produce, computed up front for the output pixel check. */
export function resizedSize(frame: Frame, width: number, height: number | undefined, fit: Fit): Frame {
  if (height === undefined) return { width, height: Math.max(1, Math.round((frame.height * width) / frame.width)) };
  if (fit === 'inside' || fit === 'outside') {
    const sx = width / frame.width;
    const sy = height / frame.height;
    const s = fit === 'inside' ? Math.min(sx, sy) : Math.max(sx, sy);
    return { width: Math.max(1, Math.round(frame.width * s)), height: Math.max(1, Math.round(frame.height * s)) };
  }
  return { width, height };
}

const resize = imageTool({
  id: 9,
  slug: 'image-resize',
  operation: 'image.resize',
  title: 'Resize image',
  description: 'Resizes an image to a width (and optional height) using the chosen fit, keeping its format.',
  params: z.object({
    width: intParam({ min: 1, max: 10000, default: 800, description: 'Target width in pixels' }),
    height: optionalInt({ min: 1, max: 10000, description: 'Target height in pixels; omitted keeps the aspect ratio' }),
    preset: enumParam(FITS, 'inside', 'How the image fits the box: inside, cover, contain, fill or outside'),
    ...metadataShape,
  }),
  step: {
    animated: true,
    outputSize: (f, p) => resizedSize(f, p.width, p.height, p.preset),
    apply: (img, { params: p, fill }) => img.resize({ width: p.width, height: p.height, fit: p.preset, background: fill }),
  },
});

interface CropParams {
  x: number;
  y: number;
  crop_width: number;
  crop_height: number;
}

/** Names the first parameter that puts the rectangle outside the image, or null when it fits. */
function cropProblem(p: CropParams, frame: Frame): AppError | null {
  const size = `${frame.width}x${frame.height}`;
  const rect = `${p.crop_width}x${p.crop_height} at ${p.x},${p.y}`;
  const field =
    p.x >= frame.width ? 'x'
    : p.y >= frame.height ? 'y'
    : p.x + p.crop_width > frame.width ? 'crop_width'
    : p.y + p.crop_height > frame.height ? 'crop_height'
    : null;
  if (!field) return null;
  return new AppError('invalid_params', `${field}: the rectangle ${rect} lies outside the ${size} image`, { field });
}

async function validateCrop(p: CropParams, input: InputFile | null, env: ToolEnv): Promise<void> {
  if (!input) return;
  let frame: Frame;
  try {
    frame = await inputDimensions(input, env);
  } catch (err) {
    // An unreadable or oversized input fails the job itself, with its own message.
    if (err instanceof ToolError) return;
    throw err;
  }
  const problem = cropProblem(p, frame);
  if (problem) throw problem;
}

const crop = imageTool({
  id: 10,
  slug: 'image-crop',
  operation: 'image.crop',
  title: 'Crop image',
  description: 'Cuts out a rectangle given by its top-left corner and size in pixels.',
  params: z.object({
    x: intParam({ min: 0, max: 100000, default: 0, description: 'Left edge in pixels from the left' }),
    y: intParam({ min: 0, max: 100000, default: 0, description: 'Top edge in pixels from the top' }),
    crop_width: requiredInt({ min: 1, max: 100000, description: 'Width of the rectangle in pixels' }),
    crop_height: requiredInt({ min: 1, max: 100000, description: 'Height of the rectangle in pixels' }),
  }),
  validate: validateCrop,
  step: {
    animated: true,
    apply: (img, { frame, params: p }) => {
      const problem = cropProblem(p, frame);
      if (problem) throw rawToolError(problem.message);
      return img.extract({ left: p.x, top: p.y, width: p.crop_width, height: p.crop_height });
    },
  },
});

/** Canvas of an image turned by `degrees`: exact for right angles, the bounding box otherwise. */
export function rotatedSize(frame: Frame, degrees: number): Frame {
  const d = ((degrees % 360) + 360) % 360;
  if (d === 0 || d === 180) return frame;
  if (d === 90 || d === 270) return { width: frame.height, height: frame.width };
  const r = (d * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: Math.ceil(frame.width * c + frame.height * s), height: Math.ceil(frame.width * s + frame.height * c) };
}

const rotate = imageTool({
  id: 11,
  slug: 'image-rotate',
  operation: 'image.rotate',
  title: 'Rotate image',
  description: 'Rotates an image clockwise; other than right angles, the corners are filled transparent (white for JPEG).',
  params: z.object({
    degrees: intParam({ min: -360, max: 360, default: 90, description: 'Clockwise angle in degrees' }),
  }),
  step: {
    animated: true,
    outputSize: (f, p) => rotatedSize(f, p.degrees),
    apply: (img, { params: p, fill }) => (p.degrees % 90 === 0 ? img.rotate(p.degrees) : img.rotate(p.degrees, { background: fill })),
  },
});

const flip = imageTool({
  id: 12,
  slug: 'image-flip',
  operation: 'image.flip',
  title: 'Flip image',
  description: 'Mirrors an image left-right, top-bottom or both.',
  params: z.object({
    direction: enumParam(['horizontal', 'vertical', 'both'] as const, 'horizontal', 'horizontal, vertical or both'),
  }),
  step: {
    animated: true,
    apply: (img, { params: p }) => {
      if (p.direction === 'horizontal') return img.flop();
      if (p.direction === 'vertical') return img.flip();
      return img.flip().flop();
    },
  },
});

const upscale = imageTool({
  id: 25,
  slug: 'image-upscale',
  operation: 'image.upscale',
  title: 'Upscale image',
  description: 'Enlarges an image by a factor with Lanczos interpolation (classic resampling, not AI).',
  params: z.object({ factor: numberParam({ min: 1, max: 4, default: 2, description: 'Scale factor 1-4' }) }),
  step: {
    animated: true,
    outputSize: (f, p) => ({ width: Math.round(f.width * p.factor), height: Math.round(f.height * p.factor) }),
    apply: (img, { frame: f, params: p }) =>
      img.resize(Math.round(f.width * p.factor), Math.round(f.height * p.factor), { fit: 'fill', kernel: 'lanczos3' }),
  },
});

const trim = imageTool({
  id: 24,
  slug: 'image-trim',
  operation: 'image.trim',
  title: 'Trim image borders',
  description: 'Removes a uniform border whose colour matches the top-left pixel within a threshold.',
  params: z.object({ level: intParam({ min: 0, max: 255, default: 10, description: 'Colour difference threshold 0-255' }) }),
  step: { apply: (img, { params: p }) => img.trim({ threshold: p.level }) },
});

const BORDERS = { white: WHITE, black: { r: 0, g: 0, b: 0, alpha: 1 }, transparent: TRANSPARENT } as const;

const addBorder = imageTool({
  id: 23,
  slug: 'image-add-border',
  operation: 'image.border',
  title: 'Add border',
  description: 'Adds a white, black or transparent border of the same width on every side.',
  params: z.object({
    level: intParam({ min: 1, max: 1000, default: 20, description: 'Border width in pixels' }),
    preset: enumParam(['white', 'black', 'transparent'] as const, 'white', 'Border colour'),
  }),
  step: {
    animated: true,
    // JPEG cannot hold transparency, so a transparent border on a JPEG is written as PNG instead of turning white.
    format: (mime, p) => {
      const same = sameFormatAs(mime);
      return p.preset === 'transparent' && !FORMATS[same].alpha ? 'png' : same;
    },
    outputSize: (f, p) => ({ width: f.width + 2 * p.level, height: f.height + 2 * p.level }),
    apply: (img, { params: p }) =>
      img.extend({ top: p.level, bottom: p.level, left: p.level, right: p.level, background: BORDERS[p.preset] }),
  },
});

const roundCorners = imageTool({
  id: 22,
  slug: 'image-round-corners',
  operation: 'image.roundCorners',
  title: 'Round corners',
  description: 'Cuts the corners of an image to a radius, leaving them transparent, as PNG or WebP.',
  params: z.object({
    level: intParam({ min: 1, max: 2000, default: 32, description: 'Corner radius in pixels' }),
    format: enumParam(['png', 'webp'] as const, 'png', 'Output format: png or webp'),
  }),
  // The listing has always said PNG (the default); the declared type follows the format actually chosen.
  output: formatOutput({ png: 'image/png', webp: 'image/webp' }, 'image/png'),
  step: {
    format: (_m, p) => p.format,
    encode: () => ({ quality: 90 }),
    apply: (img, { frame: f, params: p }) => {
      const r = Math.min(p.level, Math.floor(Math.min(f.width, f.height) / 2));
      // Only numbers go into this SVG; it is our own mask, rendered by librsvg from memory.
      const mask = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}">` +
          `<rect x="0" y="0" width="${f.width}" height="${f.height}" rx="${r}" ry="${r}" fill="#fff"/></svg>`,
      );
      return img.ensureAlpha().composite([{ input: mask, blend: 'dest-in' }]);
    },
  },
});

export const geometryTools: ToolDefinition[] = [resize, crop, rotate, flip, upscale, trim, addBorder, roundCorners];
