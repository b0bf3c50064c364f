import type { z } from 'zod';
import { defineTool, SAME_AS_INPUT } from '../../core/tools/tool.types.js';
import type { DeclaredCaps, InputFile, OutputType, ToolDefinition, ToolEnv } from '../../core/tools/tool.types.js';
import { runImageStep } from './engine/process.js';
import type { ImageStep } from './engine/process.js';
import { FORMATS, sameFormatAs } from './formats.js';
import { IMAGE_TYPES, refuseFrameBomb } from './engine/sharp.js';
import { decoderKind } from './engine/modern/types.js';

/** Every image tool decodes its input under the pixel cap the engine applies (engine/sharp.ts). */
export const imageCaps: DeclaredCaps = (server) => ({ maxPixels: server.maxInputPixels });

/** A tool that keeps animations also decodes every frame, so the frame cap (refuseFrameBomb) applies. */
export const animatedImageCaps: DeclaredCaps = (server) => ({ maxPixels: server.maxInputPixels, maxFrames: server.maxFrames });

export interface ImageToolSpec<S extends z.ZodObject> {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  params: S;
  accepts?: readonly string[];
  /** Omitted: "same as input", resolved through the step's `format` (or the format the input is written back as). */
  output?: OutputType<z.output<S>>;
  validate?(params: z.output<S>, input: InputFile | null, env: ToolEnv): Promise<void>;
  step: ImageStep<z.output<S>>;
}

/** An upload tool of the image category whose whole job is one ImageStep. */
export function imageTool<S extends z.ZodObject>(spec: ImageToolSpec<S>): ToolDefinition {
  return defineTool({
    id: spec.id,
    slug: spec.slug,
    operation: spec.operation,
    kind: 'upload',
    category: 'image',
    title: spec.title,
    description: spec.description,
    params: spec.params,
    accepts: spec.accepts ?? IMAGE_TYPES,
    output: spec.output ?? {
      label: SAME_AS_INPUT,
      resolve: (params, mime) => FORMATS[spec.step.format ? spec.step.format(mime ?? '', params) : sameFormatAs(mime ?? '')].mime,
    },
    limits: spec.step.animated ? animatedImageCaps : imageCaps,
    // HEIF, JPEG XL and camera raw inputs go through a decoder process first (engine/modern): heavy.
    light: (input) => decoderKind(input.mime) === null,
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
