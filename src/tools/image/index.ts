import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { adjustTools } from './tools/adjust.js';
import { compressTools } from './tools/compress.js';
import { convertTools } from './tools/convert.js';
import { faviconSet } from './tools/favicon.js';
import { geometryTools } from './tools/geometry.js';
import { imageMetadata } from './tools/metadata.js';
import { svgToPng } from './tools/svg.js';

const bySlug = new Map(
  [...convertTools, svgToPng, ...geometryTools, ...compressTools, ...adjustTools, imageMetadata, faviconSet].map((t) => [
    t.slug,
    t,
  ]),
);

/** Catalogue order (tools-catalogue.md, ids 1-28). */
const ORDER = [
  'image-convert-jpg',
  'image-convert-png',
  'image-convert-webp',
  'image-convert-avif',
  'image-convert-gif',
  'image-convert-ico',
  'image-convert-bmp',
  'svg-to-png',
  'image-resize',
  'image-crop',
  'image-rotate',
  'image-flip',
  'image-compress',
  'image-blur',
  'image-sharpen',
  'image-grayscale',
  'image-invert',
  'image-brightness',
  'image-saturation',
  'image-sepia',
  'image-pixelate',
  'image-round-corners',
  'image-add-border',
  'image-trim',
  'image-upscale',
  'image-strip-metadata',
  'image-metadata',
  'image-favicon-set',
];

export const imageTools: ToolDefinition[] = ORDER.map((slug) => {
  const tool = bySlug.get(slug);
  if (!tool) throw new Error(`image tool ${slug} is missing`);
  return tool;
});
