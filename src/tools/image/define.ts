import type { z } from 'zod';
import { defineTool } from '../../core/tools/tool.types.js';
import type { InputFile, ToolDefinition, ToolEnv } from '../../core/tools/tool.types.js';
import { runImageStep } from './process.js';
import type { ImageStep } from './process.js';
import { IMAGE_TYPES } from './sharp.js';

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
    validate: spec.validate,
    run: (ctx) => runImageStep(ctx, spec.step),
  });
}
