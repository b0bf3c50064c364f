import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** Audio, video and video-thumbnail tools, all run through the hardened ffmpeg runner (engine/ffmpeg.ts). */
export const mediaTools: ToolDefinition[] = toolsExportedBy(definitions);
