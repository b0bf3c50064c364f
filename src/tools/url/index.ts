import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { embedCode } from './embed-code.js';
import { linkQr } from './link-qr.js';
import { oembedMetadata } from './oembed.js';
import { thumbnailBest, thumbnailCrop169, thumbnailResize } from './thumbnail-derived.js';
import {
  thumbnailDefault,
  thumbnailHigh,
  thumbnailMaxres,
  thumbnailMedium,
  thumbnailStandard,
  thumbnailWebp,
} from './thumbnail-fixed.js';

export const urlTools: ToolDefinition[] = [
  thumbnailDefault,
  thumbnailMedium,
  thumbnailHigh,
  thumbnailStandard,
  thumbnailMaxres,
  thumbnailBest,
  thumbnailWebp,
  thumbnailResize,
  thumbnailCrop169,
  linkQr,
  oembedMetadata,
  embedCode,
];
