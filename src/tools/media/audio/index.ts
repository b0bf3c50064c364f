import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { audioAnalysisTools } from './analysis.js';
import { audioConvertTools } from './convert.js';
import { audioEffectTools } from './effects.js';

/** The 24 audio tools (catalogue ids 57–80). */
export const audioTools: ToolDefinition[] = [...audioConvertTools, ...audioEffectTools, ...audioAnalysisTools];
