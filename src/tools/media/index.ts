import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { audioAnalysisTools } from './definitions/audio-analysis.js';
import { audioConvertTools } from './definitions/audio-convert.js';
import { audioEffectTools } from './definitions/audio-effects.js';
import { thumbnailMultiTools } from './definitions/thumbnail-multi.js';
import { thumbnailStillTools } from './definitions/thumbnail-still.js';
import { videoAnimatedTools } from './definitions/video-animated.js';
import { videoConvertTools } from './definitions/video-convert.js';
import { videoEditTools } from './definitions/video-edit.js';
import { videoExtraTools } from './definitions/video-extras.js';
import { videoSameTools } from './definitions/video-same.js';
import { joiningTools } from './definitions/joining.js';

/** Audio, video and video-thumbnail tools, all run through the hardened ffmpeg runner (engine/ffmpeg.ts). */
export const mediaTools: ToolDefinition[] = [
  ...audioConvertTools,
  ...audioEffectTools,
  ...audioAnalysisTools,
  ...videoConvertTools,
  ...videoAnimatedTools,
  ...videoSameTools,
  ...videoEditTools,
  ...videoExtraTools,
  ...thumbnailStillTools,
  ...thumbnailMultiTools,
  ...joiningTools,
];
