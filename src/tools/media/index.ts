import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { audioTools } from './audio/index.js';
import { thumbnailTools } from './thumbnail/index.js';
import { videoTools } from './video/index.js';

/** Audio, video and video-thumbnail tools, all run through the hardened ffmpeg runner (ffmpeg.ts). */
export const mediaTools: ToolDefinition[] = [...audioTools, ...videoTools, ...thumbnailTools];
