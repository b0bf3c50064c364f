import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { videoAnimatedTools } from './animated.js';
import { videoConvertTools } from './convert.js';
import { videoEditTools } from './edit.js';
import { videoExtraTools } from './extras.js';
import { videoSameTools } from './same.js';

/** The 26 video tools (catalogue ids 81–106). */
export const videoTools: ToolDefinition[] = [
  ...videoConvertTools,
  ...videoAnimatedTools,
  ...videoSameTools,
  ...videoEditTools,
  ...videoExtraTools,
];
