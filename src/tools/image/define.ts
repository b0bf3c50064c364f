import type { z } from 'zod';
import { defineTool } from '../../core/tools/tool.types.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../../core/tools/tool.types.js';
import { runImageStep } from './process.js';
import type { ImageStep } from './process.js';
import { FORMATS, sameFormatAs } from './formats.js';
import { IMAGE_TYPES, refuseFrameBomb } from './sharp.js';

export interface ImageToolSpec<S extends z.ZodObject> {
  slug: string;
  operation: string;
  title: string;
  description: string;
  params: S;
  accepts?: readonly string[];
  output?: string;
  validate?(params: z.output<S>, input: InputFile | null, env: ToolEnv): Promise<void>;
  step: ImageStep<z.output<S>>;
}

/** An upload tool of the image category whose whole job is one ImageStep. */
export function imageTool<S extends z.ZodObject>(spec: ImageToolSpec<S>): ToolDefinition {
  return defineTool({
    slug: spec.slug,
    operation: spec.operation,
    kind: 'upload',
    category: 'image',
    title: spec.title,
    description: spec.description,
    params: spec.params,
    accepts: spec.accepts ?? IMAGE_TYPES,
    output: spec.output ?? 'same as input',
    validate: async (params, input, env) => {
      const step = spec.step;
      if (input && step.animated) {
        const format = step.format ? step.format(input.mime, params) : sameFormatAs(input.mime);
        if (FORMATS[format].animation) await refuseFrameBomb(input, env);
      }
      await spec.validate?.(params, input, env);
    },
    run: (ctx) => runImageStep(ctx, spec.step),
  });
}
