import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** The video-link tools: thumbnails, a QR code, oEmbed metadata and the embed snippet, from fixed hosts only. */
export const urlTools: ToolDefinition[] = toolsExportedBy(definitions);
