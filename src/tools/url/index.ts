import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { embedCode } from './definitions/embed-code.js';
import { linkQr } from './definitions/link-qr.js';
import { oembedMetadata } from './definitions/oembed.js';
import { thumbnailBest, thumbnailCrop169, thumbnailResize } from './definitions/thumbnail-derived.js';
import {
  thumbnailDefault,
  thumbnailHigh,
  thumbnailMaxres,
  thumbnailMedium,
  thumbnailStandard,
  thumbnailWebp,
} from './definitions/thumbnail-fixed.js';

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
