import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { thumbnailMultiTools } from './multi.js';
import { thumbnailStillTools } from './still.js';

/** The 8 video-thumbnail tools (catalogue ids 107–114; the registry numbers them from the catalogue). */
export const thumbnailTools: ToolDefinition[] = [...thumbnailStillTools, ...thumbnailMultiTools];
