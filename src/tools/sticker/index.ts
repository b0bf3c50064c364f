import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { toolsExportedBy } from '../shared/collect.js';
import * as definitions from './definitions/index.js';

/** Platform-exact stickers and emoji (Telegram static and video stickers, Discord emoji and stickers). */
export const stickerTools: ToolDefinition[] = toolsExportedBy(definitions);
